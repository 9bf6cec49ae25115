import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Messages, calls, sound and people.
    static func addCommunication(_ t: inout [String: Symbol]) {
        let envelopeBody: SymbolGlyph.Draw = { rr(&$0, 0.06, 0.2, 0.88, 0.6, 0.08) }
        let envelopeFlap: SymbolGlyph.Draw = { line(&$0, [(0.1, 0.26), (0.5, 0.56), (0.9, 0.26)]) }
        family(&t, "envelope", [.fill, .circle, .circleFill], body: envelopeBody, details: envelopeFlap)
        family(
            &t, "envelope.open", .pair,
            body: { poly(&$0, [(0.06, 0.42), (0.5, 0.1), (0.94, 0.42), (0.94, 0.9), (0.06, 0.9)]) },
            details: { line(&$0, [(0.1, 0.46), (0.5, 0.72), (0.9, 0.46)]) })
        family(
            &t, "envelope.badge", .pair, body: envelopeBody, details: envelopeFlap,
            solids: { circle(&$0, 0.86, 0.2, 0.13) })
        family(
            &t, "paperplane", .circled,
            body: { poly(&$0, [(0.06, 0.46), (0.94, 0.08), (0.6, 0.94), (0.46, 0.56)]) },
            details: { line(&$0, [(0.46, 0.56), (0.92, 0.1)]) })
        let handset: SymbolGlyph.Draw = {
            $0.move(to: pt(0.2, 0.08))
            $0.addLine(to: pt(0.36, 0.3))
            $0.addLine(to: pt(0.28, 0.42))
            $0.addCurve(to: pt(0.58, 0.72), control1: pt(0.34, 0.54), control2: pt(0.46, 0.66))
            $0.addLine(to: pt(0.7, 0.64))
            $0.addLine(to: pt(0.92, 0.8))
            $0.addCurve(to: pt(0.76, 0.94), control1: pt(0.88, 0.88), control2: pt(0.82, 0.94))
            $0.addCurve(to: pt(0.06, 0.24), control1: pt(0.4, 0.9), control2: pt(0.1, 0.6))
            $0.addCurve(to: pt(0.2, 0.08), control1: pt(0.06, 0.18), control2: pt(0.12, 0.12))
            $0.closeSubpath()
        }
        family(&t, "phone", [.outline, .fill, .circle, .circleFill, .slash, .slashFill], body: handset)
        family(
            &t, "phone.down", .pair,
            body: {
                $0.move(to: pt(0.04, 0.56))
                $0.addCurve(to: pt(0.96, 0.56), control1: pt(0.2, 0.26), control2: pt(0.8, 0.26))
                $0.addLine(to: pt(0.9, 0.7)); $0.addLine(to: pt(0.68, 0.64)); $0.addLine(to: pt(0.66, 0.5))
                $0.addCurve(to: pt(0.34, 0.5), control1: pt(0.56, 0.46), control2: pt(0.44, 0.46))
                $0.addLine(to: pt(0.32, 0.64)); $0.addLine(to: pt(0.1, 0.7)); $0.closeSubpath()
            })
        family(&t, "message", .circled, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) })
        family(
            &t, "bubble.left", [.outline, .fill, .circle, .circleFill], body: { bubble(&$0, 0.06, 0.12, 0.88, 0.76) })
        family(
            &t, "bubble.right", [.outline, .fill, .circle, .circleFill],
            body: { bubble(&$0, 0.06, 0.12, 0.88, 0.76, right: true) })
        family(
            &t, "text.bubble", .pair, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) },
            details: {
                line(&$0, [(0.28, 0.36), (0.72, 0.36)]); line(&$0, [(0.28, 0.54), (0.6, 0.54)])
            })
        family(
            &t, "ellipsis.bubble", .pair, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) },
            details: { for x in [0.3, 0.5, 0.7] { dot(&$0, x, 0.46) } })
        family(
            &t, "quote.bubble", .pair, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) },
            details: {
                line(&$0, [(0.38, 0.34), (0.34, 0.54)]); line(&$0, [(0.6, 0.34), (0.56, 0.54)])
            })
        family(
            &t, "exclamationmark.bubble", .pair, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) },
            details: {
                line(&$0, [(0.5, 0.28), (0.5, 0.48)]); dot(&$0, 0.5, 0.62)
            })
        family(
            &t, "bubble.left.and.bubble.right", .pair,
            body: {
                bubble(&$0, 0.02, 0.06, 0.6, 0.52); bubble(&$0, 0.4, 0.4, 0.58, 0.52, right: true)
            })
        let bellBody: SymbolGlyph.Draw = {
            $0.move(to: pt(0.14, 0.76))
            $0.addCurve(to: pt(0.5, 0.1), control1: pt(0.26, 0.6), control2: pt(0.16, 0.12))
            $0.addCurve(to: pt(0.86, 0.76), control1: pt(0.84, 0.12), control2: pt(0.74, 0.6))
            $0.closeSubpath()
        }
        let clapper: SymbolGlyph.Draw = {
            $0.move(to: pt(0.4, 0.88));
            $0.addCurve(to: pt(0.6, 0.88), control1: pt(0.42, 0.96), control2: pt(0.58, 0.96))
        }
        family(&t, "bell", [.circle, .circleFill, .slash, .slashFill], body: bellBody, extras: clapper)
        family(&t, "bell.badge", .pair, body: bellBody, extras: clapper, solids: { circle(&$0, 0.84, 0.18, 0.13) })
        let micBody: SymbolGlyph.Draw = { rr(&$0, 0.34, 0.04, 0.32, 0.56, 0.16) }
        let micStand: SymbolGlyph.Draw = {
            arc(&$0, 0.5, 0.38, 0.28, 0, 180); line(&$0, [(0.5, 0.66), (0.5, 0.92)]);
            line(&$0, [(0.34, 0.92), (0.66, 0.92)])
        }
        family(&t, "mic", [.outline, .fill, .circle, .circleFill, .slash, .slashFill], body: micBody, extras: micStand)
        family(
            &t, "video", [.outline, .fill, .circle, .circleFill, .slash, .slashFill],
            body: {
                rr(&$0, 0.04, 0.24, 0.62, 0.52, 0.1);
                poly(&$0, [(0.72, 0.44), (0.96, 0.28), (0.96, 0.72), (0.72, 0.56)])
            })
        let speaker: SymbolGlyph.Draw = {
            poly(&$0, [(0.06, 0.36), (0.22, 0.36), (0.46, 0.14), (0.46, 0.86), (0.22, 0.64), (0.06, 0.64)])
        }
        family(&t, "speaker", .slashed, body: speaker)
        family(&t, "speaker.wave.1", .pair, body: speaker, extras: { arc(&$0, 0.46, 0.5, 0.18, -45, 45) })
        family(
            &t, "speaker.wave.2", .pair, body: speaker,
            extras: {
                arc(&$0, 0.46, 0.5, 0.18, -45, 45); arc(&$0, 0.46, 0.5, 0.32, -45, 45)
            })
        family(
            &t, "speaker.wave.3", .pair, body: speaker,
            extras: {
                arc(&$0, 0.4, 0.5, 0.2, -45, 45); arc(&$0, 0.4, 0.5, 0.36, -45, 45); arc(&$0, 0.4, 0.5, 0.52, -40, 40)
            })
        // People and hands.
        family(&t, "person", [.circle, .circleFill], body: { bust(&$0, 0.5, 0.06, 0.88) })
        family(
            &t, "person.2", .pair,
            body: {
                bust(&$0, 0.68, 0.14, 0.6); bust(&$0, 0.36, 0.2, 0.74)
            })
        family(
            &t, "person.3", .pair,
            body: {
                bust(&$0, 0.2, 0.26, 0.5); bust(&$0, 0.8, 0.26, 0.5); bust(&$0, 0.5, 0.16, 0.7)
            })
        family(
            &t, "person.badge.plus", .pair, body: { bust(&$0, 0.4, 0.1, 0.8) },
            extras: {
                line(&$0, [(0.84, 0.28), (0.84, 0.56)]); line(&$0, [(0.7, 0.42), (0.98, 0.42)])
            })
        family(
            &t, "person.crop.square", .pair, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.18) },
            details: {
                circle(&$0, 0.5, 0.4, 0.14); arc(&$0, 0.5, 0.86, 0.26, 200, 340)
            })
        family(
            &t, "person.crop.rectangle", .pair, body: { rr(&$0, 0.04, 0.18, 0.92, 0.64, 0.1) },
            details: {
                circle(&$0, 0.5, 0.42, 0.1); arc(&$0, 0.5, 0.78, 0.2, 200, 340)
            })
        t["person.crop.circle.fill"] = Symbol(parts: [
            Symbol.Part(build: { _ in
                var p = BezierPath(); circle(&p, 0.5, 0.5, 0.46); return p
            }),
            Symbol.Part(
                build: { _ in
                    var p = BezierPath(); bust(&p, 0.5, 0.22, 0.58); return p
                }, erases: true),
        ])
        let thumb: SymbolGlyph.Draw = {
            rr(&$0, 0.06, 0.44, 0.18, 0.48, 0.04)
            $0.move(to: pt(0.32, 0.46)); $0.addLine(to: pt(0.5, 0.1))
            $0.addCurve(to: pt(0.6, 0.38), control1: pt(0.62, 0.1), control2: pt(0.64, 0.24))
            $0.addLine(to: pt(0.86, 0.38));
            $0.addCurve(to: pt(0.9, 0.52), control1: pt(0.96, 0.4), control2: pt(0.96, 0.5))
            $0.addLine(to: pt(0.82, 0.86));
            $0.addCurve(to: pt(0.72, 0.92), control1: pt(0.8, 0.9), control2: pt(0.76, 0.92))
            $0.addLine(to: pt(0.32, 0.92)); $0.closeSubpath()
        }
        family(&t, "hand.thumbsup", .circled, body: thumb)
        family(
            &t, "hand.thumbsdown", .circled,
            body: {
                thumb(&$0); $0 = $0.applying(.scale(x: 1, y: -1).translated(x: 0, y: 1))
            })
        let palm: SymbolGlyph.Draw = {
            $0.move(to: pt(0.28, 0.9)); $0.addLine(to: pt(0.2, 0.5)); $0.addLine(to: pt(0.26, 0.46));
            $0.addLine(to: pt(0.3, 0.5))
            $0.addLine(to: pt(0.3, 0.14)); $0.addQuadCurve(to: pt(0.42, 0.14), control: pt(0.36, 0.06))
            $0.addLine(to: pt(0.42, 0.08)); $0.addQuadCurve(to: pt(0.54, 0.08), control: pt(0.48, 0.0))
            $0.addLine(to: pt(0.54, 0.12)); $0.addQuadCurve(to: pt(0.66, 0.14), control: pt(0.6, 0.04))
            $0.addLine(to: pt(0.66, 0.22)); $0.addQuadCurve(to: pt(0.78, 0.24), control: pt(0.72, 0.14))
            $0.addLine(to: pt(0.78, 0.7)); $0.addQuadCurve(to: pt(0.64, 0.9), control: pt(0.78, 0.86));
            $0.closeSubpath()
        }
        family(&t, "hand.raised", [.outline, .fill, .circle, .circleFill, .slash, .slashFill], body: palm)
        family(
            &t, "hand.wave", .pair,
            body: {
                palm(&$0); $0 = $0.applying(.translation(x: -0.5, y: -0.5).rotated(0.35).translated(x: 0.5, y: 0.5))
            })
        family(
            &t, "hand.tap", .pair,
            body: {
                rr(&$0, 0.38, 0.26, 0.16, 0.46, 0.08); rr(&$0, 0.3, 0.58, 0.5, 0.36, 0.14)
            }, extras: { arc(&$0, 0.46, 0.28, 0.22, 200, 340) })
        family(
            &t, "face.smiling", .pair, body: { circle(&$0, 0.5, 0.5, 0.44) },
            details: {
                dot(&$0, 0.36, 0.4); dot(&$0, 0.64, 0.4); arc(&$0, 0.5, 0.5, 0.22, 30, 150)
            })
        family(
            &t, "figure.walk", [.outline, .circle, .circleFill],
            extras: {
                dot(&$0, 0.56, 0.1); line(&$0, [(0.54, 0.26), (0.46, 0.56), (0.6, 0.72), (0.64, 0.94)])
                line(&$0, [(0.46, 0.56), (0.34, 0.94)]);
                line(&$0, [(0.3, 0.48), (0.4, 0.32), (0.54, 0.28), (0.68, 0.44)])
            })
        family(
            &t, "figure.run", [.outline, .circle, .circleFill],
            extras: {
                dot(&$0, 0.64, 0.1); line(&$0, [(0.6, 0.26), (0.44, 0.54), (0.64, 0.68), (0.56, 0.94)])
                line(&$0, [(0.44, 0.54), (0.2, 0.7)]);
                line(&$0, [(0.24, 0.34), (0.44, 0.26), (0.6, 0.26), (0.8, 0.42)])
            })
    }
}
