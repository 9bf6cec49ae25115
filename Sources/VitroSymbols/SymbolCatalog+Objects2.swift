import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// A clipboard: the board and its clip.
    static func clipboardBody(_ p: inout BezierPath) { rr(&p, 0.14, 0.1, 0.72, 0.86, 0.1) }
    static func clipboardClip(_ p: inout BezierPath) { rr(&p, 0.34, 0.04, 0.32, 0.14, 0.05) }

    /// Everyday objects, tools, games and signs.
    static func addObjects2(_ t: inout [String: Symbol]) {
        family(
            &t, "list.bullet.clipboard", .pair, body: clipboardBody,
            details: {
                for y in [0.38, 0.56, 0.74] { dot(&$0, 0.32, y); line(&$0, [(0.44, y), (0.7, y)]) }
            }, extras: clipboardClip)
        family(
            &t, "doc.on.clipboard", .pair, body: clipboardBody,
            details: { rr(&$0, 0.32, 0.34, 0.36, 0.46, 0.04) }, extras: clipboardClip)
        family(
            &t, "pencil.and.list.clipboard", .outline, body: clipboardBody,
            details: { for y in [0.38, 0.56] { line(&$0, [(0.28, y), (0.56, y)]) } },
            extras: {
                clipboardClip(&$0); poly(&$0, [(0.58, 0.88), (0.6, 0.78), (0.9, 0.48), (0.96, 0.54), (0.66, 0.84)])
            })
        family(
            &t, "list.number", .outline,
            extras: { for y in [0.22, 0.5, 0.78] { line(&$0, [(0.38, y), (0.94, y)]) } },
            solids: {
                $0.addPath(lettering("1", cx: 0.14, cy: 0.22, height: 0.2))
                $0.addPath(lettering("2", cx: 0.14, cy: 0.5, height: 0.2))
                $0.addPath(lettering("3", cx: 0.14, cy: 0.78, height: 0.2))
            })
        family(
            &t, "list.bullet.below.rectangle", .outline, body: { rr(&$0, 0.06, 0.06, 0.88, 0.3, 0.06) },
            extras: { for y in [0.56, 0.74, 0.92] { dot(&$0, 0.12, y); line(&$0, [(0.26, y), (0.94, y)]) } })
        family(
            &t, "list.bullet.rectangle.portrait", .pair, body: { rr(&$0, 0.14, 0.04, 0.72, 0.92, 0.1) },
            details: { for y in [0.3, 0.5, 0.7] { dot(&$0, 0.32, y); line(&$0, [(0.44, y), (0.7, y)]) } })
        family(
            &t, "list.dash.header.rectangle", .pair, body: { rr(&$0, 0.04, 0.12, 0.92, 0.76, 0.1) },
            details: {
                line(&$0, [(0.04, 0.34), (0.96, 0.34)])
                for y in [0.5, 0.68] { line(&$0, [(0.18, y), (0.26, y)]); line(&$0, [(0.36, y), (0.8, y)]) }
            })
        family(
            &t, "book.pages", .pair, body: { rr(&$0, 0.14, 0.04, 0.72, 0.92, 0.08) },
            details: {
                line(&$0, [(0.3, 0.04), (0.3, 0.96)]); for y in [0.3, 0.46] { line(&$0, [(0.42, y), (0.72, y)]) }
            })
        family(
            &t, "character.book.closed", .pair, body: { rr(&$0, 0.14, 0.04, 0.72, 0.92, 0.08) },
            details: { line(&$0, [(0.28, 0.04), (0.28, 0.96)]) },
            solids: { $0.addPath(lettering("A", cx: 0.57, cy: 0.42, height: 0.3, maxWidth: 0.36)) })
        family(
            &t, "text.rectangle", .pair, body: { rr(&$0, 0.04, 0.16, 0.92, 0.68, 0.1) },
            details: { for y in [0.38, 0.62] { line(&$0, [(0.22, y), (0.78, y)]) } })
        family(
            &t, "person.text.rectangle", .pair, body: { rr(&$0, 0.04, 0.14, 0.92, 0.72, 0.1) },
            details: {
                circle(&$0, 0.3, 0.4, 0.08); $0.move(to: pt(0.18, 0.66))
                $0.addQuadCurve(to: pt(0.42, 0.66), control: pt(0.3, 0.5))
                for y in [0.4, 0.58] { line(&$0, [(0.56, y), (0.8, y)]) }
            })
        family(
            &t, "person.crop.artframe", .outline, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.08) },
            details: {
                circle(&$0, 0.5, 0.4, 0.13); $0.move(to: pt(0.26, 0.78))
                $0.addQuadCurve(to: pt(0.74, 0.78), control: pt(0.5, 0.46))
            })
        family(
            &t, "qrcode.viewfinder", .outline,
            extras: viewfinderCorners,
            solids: {
                for (x, y) in [(0.26, 0.26), (0.56, 0.26), (0.26, 0.56)] {
                    rr(&$0, x, y, 0.18, 0.18, 0.02)
                }
                for (x, y) in [(0.56, 0.56), (0.68, 0.68), (0.56, 0.68)] { rr(&$0, x, y, 0.09, 0.09, 0.01) }
            })
        for (name, inner) in [("camera.viewfinder", "camera"), ("text.viewfinder", "text.alignleft")] {
            var parts = [Symbol.Part(build: stroked(viewfinderCorners))]
            parts += moved(base(inner), scaling(0.5, about: 0.5, 0.5))
            t[name] = Symbol(parts: parts)
        }
        family(
            &t, "swatchpalette", .pair,
            body: {
                rr(&$0, 0.06, 0.06, 0.28, 0.88, 0.1)
                poly(&$0, [(0.36, 0.3), (0.56, 0.1), (0.78, 0.32), (0.36, 0.74)])
                poly(&$0, [(0.36, 0.94), (0.36, 0.66), (0.94, 0.66), (0.94, 0.94)])
            }, details: { dot(&$0, 0.2, 0.8) })
        family(
            &t, "eyedropper.full", .outline,
            body: { poly(&$0, [(0.1, 0.9), (0.12, 0.74), (0.5, 0.36), (0.64, 0.5), (0.26, 0.88)]) },
            extras: {
                line(&$0, [(0.46, 0.3), (0.7, 0.54)]); line(&$0, [(0.6, 0.4), (0.84, 0.16)])
            },
            solids: { poly(&$0, [(0.14, 0.86), (0.16, 0.76), (0.36, 0.56), (0.44, 0.64), (0.24, 0.84)]) })
        family(
            &t, "suit.spade", .pair,
            body: {
                $0.addPath(run { heart(&$0) }.applying(Transform2D.scale(x: 1, y: -0.8).translated(x: 0, y: 0.86)))
            }, extras: { line(&$0, [(0.5, 0.6), (0.5, 0.94)]) })
        family(
            &t, "suit.club", .pair,
            body: {
                circle(&$0, 0.5, 0.26, 0.2); circle(&$0, 0.26, 0.56, 0.2); circle(&$0, 0.74, 0.56, 0.2)
            },
            extras: { line(&$0, [(0.5, 0.5), (0.5, 0.94)]) })
        family(&t, "suit.diamond", .pair, body: { poly(&$0, [(0.5, 0.04), (0.86, 0.5), (0.5, 0.96), (0.14, 0.5)]) })
        family(
            &t, "dice", .pair, body: { rr(&$0, 0.08, 0.08, 0.84, 0.84, 0.18) },
            details: { for (x, y) in [(0.3, 0.3), (0.7, 0.3), (0.5, 0.5), (0.3, 0.7), (0.7, 0.7)] { dot(&$0, x, y) } })
        family(
            &t, "wrench", .pair,
            body: {
                poly(&$0, [(0.08, 0.84), (0.5, 0.42), (0.58, 0.5), (0.16, 0.92)])
                circle(&$0, 0.66, 0.34, 0.24)
            })
        family(
            &t, "terminal", .pair, body: { rr(&$0, 0.04, 0.12, 0.92, 0.76, 0.12) },
            details: {
                line(&$0, [(0.2, 0.34), (0.34, 0.48), (0.2, 0.62)]); line(&$0, [(0.42, 0.64), (0.62, 0.64)])
            })
        family(
            &t, "chevron.left.slash.chevron.right", .outline,
            extras: {
                line(&$0, [(0.26, 0.26), (0.04, 0.5), (0.26, 0.74)]);
                line(&$0, [(0.74, 0.26), (0.96, 0.5), (0.74, 0.74)])
                line(&$0, [(0.58, 0.14), (0.42, 0.86)])
            })
        family(
            &t, "quote.opening", .outline,
            solids: {
                for x in [0.12, 0.54] {
                    circle(&$0, x + 0.16, 0.58, 0.16)
                    poly(&$0, [(x, 0.58), (x + 0.22, 0.22), (x + 0.3, 0.26), (x + 0.14, 0.56)])
                }
            })
        family(
            &t, "quote.closing", .outline,
            solids: {
                for x in [0.12, 0.54] {
                    circle(&$0, x + 0.18, 0.42, 0.16)
                    poly(&$0, [(x + 0.34, 0.42), (x + 0.12, 0.78), (x + 0.04, 0.74), (x + 0.2, 0.44)])
                }
            })
        family(
            &t, "wallet.pass", .pair, body: { rr(&$0, 0.12, 0.04, 0.76, 0.92, 0.1) },
            details: {
                line(&$0, [(0.12, 0.3), (0.88, 0.3)]); line(&$0, [(0.3, 0.5), (0.7, 0.5)])
            })
        family(
            &t, "puzzlepiece.extension", .pair,
            body: {
                poly(
                    &$0,
                    [(0.1, 0.3), (0.4, 0.3), (0.4, 0.18), (0.6, 0.18), (0.6, 0.3), (0.9, 0.3), (0.9, 0.9), (0.1, 0.9)])
                circle(&$0, 0.5, 0.16, 0.1)
            })
        family(
            &t, "scalemass", .pair, body: { poly(&$0, [(0.24, 0.3), (0.76, 0.3), (0.92, 0.92), (0.08, 0.92)]) },
            extras: { circle(&$0, 0.5, 0.17, 0.1) })
        family(
            &t, "theatermasks", .pair,
            body: {
                $0.move(to: pt(0.04, 0.1)); $0.addLine(to: pt(0.56, 0.1))
                $0.addCurve(to: pt(0.3, 0.72), control1: pt(0.58, 0.5), control2: pt(0.48, 0.72))
                $0.addCurve(to: pt(0.04, 0.1), control1: pt(0.12, 0.72), control2: pt(0.02, 0.5)); $0.closeSubpath()
            },
            extras: {
                $0.move(to: pt(0.6, 0.3)); $0.addLine(to: pt(0.96, 0.3))
                $0.addCurve(to: pt(0.7, 0.92), control1: pt(0.98, 0.7), control2: pt(0.88, 0.92))
                $0.addCurve(to: pt(0.5, 0.74), control1: pt(0.6, 0.92), control2: pt(0.54, 0.84))
            })
        family(
            &t, "party.popper", .pair, body: { poly(&$0, [(0.06, 0.94), (0.28, 0.34), (0.66, 0.72)]) },
            extras: {
                line(&$0, [(0.5, 0.3), (0.62, 0.12)]); line(&$0, [(0.64, 0.42), (0.9, 0.3)])
                line(&$0, [(0.72, 0.58), (0.92, 0.6)])
            },
            solids: {
                circle(&$0, 0.84, 0.1, 0.04); circle(&$0, 0.44, 0.08, 0.04)
            })
        family(
            &t, "sofa", .pair,
            body: {
                rr(&$0, 0.16, 0.2, 0.68, 0.36, 0.08); rr(&$0, 0.04, 0.44, 0.2, 0.38, 0.06)
                rr(&$0, 0.76, 0.44, 0.2, 0.38, 0.06); rr(&$0, 0.2, 0.56, 0.6, 0.26, 0.02)
            })
        family(
            &t, "suitcase", .pair, body: { rr(&$0, 0.06, 0.26, 0.88, 0.62, 0.1) },
            details: {
                line(&$0, [(0.3, 0.26), (0.3, 0.88)]); line(&$0, [(0.7, 0.26), (0.7, 0.88)])
            },
            extras: { line(&$0, [(0.36, 0.26), (0.36, 0.12), (0.64, 0.12), (0.64, 0.26)]) })
        family(
            &t, "lifepreserver", .pair,
            body: { circle(&$0, 0.5, 0.5, 0.44) },
            details: {
                circle(&$0, 0.5, 0.5, 0.2); line(&$0, [(0.2, 0.2), (0.35, 0.35)]);
                line(&$0, [(0.8, 0.8), (0.65, 0.65)])
            })
        family(
            &t, "testtube.2", .pair,
            body: {
                rr(&$0, 0.16, 0.06, 0.22, 0.88, 0.11); rr(&$0, 0.62, 0.06, 0.22, 0.88, 0.11)
            },
            details: {
                line(&$0, [(0.16, 0.5), (0.38, 0.5)]); line(&$0, [(0.62, 0.6), (0.84, 0.6)])
            })
        family(
            &t, "lightbulb.max", .pair,
            body: {
                $0.move(to: pt(0.38, 0.72))
                $0.addCurve(to: pt(0.5, 0.2), control1: pt(0.38, 0.56), control2: pt(0.24, 0.22))
                $0.addCurve(to: pt(0.62, 0.72), control1: pt(0.76, 0.22), control2: pt(0.62, 0.56)); $0.closeSubpath()
            },
            extras: {
                line(&$0, [(0.4, 0.84), (0.6, 0.84)]); line(&$0, [(0.44, 0.94), (0.56, 0.94)])
                line(&$0, [(0.5, 0.02), (0.5, 0.08)]); line(&$0, [(0.14, 0.2), (0.2, 0.24)]);
                line(&$0, [(0.86, 0.2), (0.8, 0.24)])
                line(&$0, [(0.04, 0.46), (0.12, 0.46)]); line(&$0, [(0.96, 0.46), (0.88, 0.46)])
            })
        family(
            &t, "lightspectrum.horizontal", .outline,
            extras: {
                for (i, y) in [0.2, 0.35, 0.5, 0.65, 0.8].enumerated() {
                    line(&$0, [(0.1 + Double(i % 2) * 0.1, y), (0.9, y)])
                }
            })
        family(
            &t, "poweroutlet.type.b", .pair, body: { rr(&$0, 0.08, 0.08, 0.84, 0.84, 0.2) },
            details: {
                line(&$0, [(0.36, 0.3), (0.36, 0.5)]); line(&$0, [(0.64, 0.3), (0.64, 0.5)]); dot(&$0, 0.5, 0.72)
            })
        family(
            &t, "fan", .pair,
            body: {
                for a in [0.0, 120, 240] {
                    $0.addPath(
                        run { $0.addEllipse(in: Rect2D(x: 0.4, y: 0.04, width: 0.24, height: 0.42)) }
                            .applying(.translation(x: -0.5, y: -0.5).rotated(a * .pi / 180).translated(x: 0.5, y: 0.5)))
                }
            }, solids: { circle(&$0, 0.5, 0.5, 0.07) })
        family(
            &t, "hockey.puck", [.outline, .fill, .circle, .circleFill],
            body: {
                $0.addEllipse(in: Rect2D(x: 0.08, y: 0.24, width: 0.84, height: 0.3))
                poly(&$0, [(0.08, 0.39), (0.08, 0.62), (0.92, 0.62), (0.92, 0.39)])
            })
        family(
            &t, "homekit", .outline,
            body: {
                poly(
                    &$0,
                    [(0.5, 0.06), (0.94, 0.44), (0.84, 0.44), (0.84, 0.92), (0.16, 0.92), (0.16, 0.44), (0.06, 0.44)])
            },
            details: { rr(&$0, 0.36, 0.5, 0.28, 0.24, 0.04) })
        family(
            &t, "shareplay", .outline,
            extras: {
                arc(&$0, 0.5, 0.5, 0.44, 150, 390); arc(&$0, 0.5, 0.5, 0.3, 150, 390)
            },
            solids: {
                circle(&$0, 0.5, 0.42, 0.1); poly(&$0, [(0.34, 0.7), (0.66, 0.7), (0.5, 0.54)])
            })
        family(
            &t, "memories", .outline,
            extras: { circleArrowPath(&$0) }, solids: { poly(&$0, [(0.42, 0.34), (0.66, 0.5), (0.42, 0.66)]) })
        family(
            &t, "zzz", .outline,
            extras: {
                line(&$0, [(0.06, 0.56), (0.34, 0.56), (0.06, 0.9), (0.34, 0.9)])
                line(&$0, [(0.44, 0.32), (0.68, 0.32), (0.44, 0.6), (0.68, 0.6)])
                line(&$0, [(0.76, 0.08), (0.94, 0.08), (0.76, 0.3), (0.94, 0.3)])
            })
        family(
            &t, "swift", .pair,
            body: {
                $0.move(to: pt(0.9, 0.76))
                $0.addCurve(to: pt(0.12, 0.62), control1: pt(0.6, 0.98), control2: pt(0.3, 0.84))
                $0.addCurve(to: pt(0.56, 0.6), control1: pt(0.3, 0.7), control2: pt(0.46, 0.68))
                $0.addCurve(to: pt(0.08, 0.14), control1: pt(0.36, 0.46), control2: pt(0.2, 0.3))
                $0.addCurve(to: pt(0.46, 0.42), control1: pt(0.26, 0.28), control2: pt(0.38, 0.36))
                $0.addCurve(to: pt(0.22, 0.12), control1: pt(0.36, 0.32), control2: pt(0.28, 0.22))
                $0.addCurve(to: pt(0.72, 0.52), control1: pt(0.44, 0.3), control2: pt(0.6, 0.44))
                $0.addCurve(to: pt(0.56, 0.06), control1: pt(0.8, 0.36), control2: pt(0.72, 0.2))
                $0.addCurve(to: pt(0.86, 0.62), control1: pt(0.88, 0.28), control2: pt(0.94, 0.48))
                $0.addCurve(to: pt(0.9, 0.76), control1: pt(0.9, 0.68), control2: pt(0.92, 0.72))
                $0.closeSubpath()
            })
        let apple: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.3))
            $0.addCurve(to: pt(0.12, 0.5), control1: pt(0.3, 0.18), control2: pt(0.12, 0.26))
            $0.addCurve(to: pt(0.36, 0.96), control1: pt(0.12, 0.72), control2: pt(0.24, 0.96))
            $0.addCurve(to: pt(0.64, 0.96), control1: pt(0.44, 0.96), control2: pt(0.56, 0.9))
            $0.addCurve(to: pt(0.9, 0.66), control1: pt(0.76, 0.96), control2: pt(0.86, 0.8))
            $0.addCurve(to: pt(0.84, 0.36), control1: pt(0.76, 0.6), control2: pt(0.74, 0.44))
            $0.addCurve(to: pt(0.5, 0.3), control1: pt(0.74, 0.22), control2: pt(0.6, 0.24))
            $0.closeSubpath()
            $0.move(to: pt(0.5, 0.24))
            $0.addCurve(to: pt(0.68, 0.04), control1: pt(0.5, 0.12), control2: pt(0.58, 0.04))
            $0.addCurve(to: pt(0.5, 0.24), control1: pt(0.7, 0.16), control2: pt(0.6, 0.22))
            $0.closeSubpath()
        }
        t["applelogo"] = Symbol(build: filled(apple))
        t["apple.logo"] = Symbol(build: filled(apple))
        family(
            &t, "brain.head.profile", .pair,
            body: {
                $0.move(to: pt(0.3, 0.94)); $0.addLine(to: pt(0.3, 0.74))
                $0.addCurve(to: pt(0.46, 0.06), control1: pt(0.04, 0.56), control2: pt(0.12, 0.06))
                $0.addCurve(to: pt(0.86, 0.46), control1: pt(0.72, 0.06), control2: pt(0.86, 0.24))
                $0.addLine(to: pt(0.94, 0.62)); $0.addLine(to: pt(0.86, 0.64)); $0.addLine(to: pt(0.86, 0.8))
                $0.addLine(to: pt(0.7, 0.8)); $0.addLine(to: pt(0.7, 0.94)); $0.closeSubpath()
            },
            details: {
                $0.move(to: pt(0.32, 0.44));
                $0.addCurve(to: pt(0.64, 0.3), control1: pt(0.3, 0.26), control2: pt(0.5, 0.2))
                line(&$0, [(0.48, 0.3), (0.48, 0.5)])
            })
    }

    /// The four corners of a viewfinder.
    static func viewfinderCorners(_ p: inout BezierPath) {
        for (x, y, dx, dy) in [
            (0.06, 0.06, 1.0, 1.0), (0.94, 0.06, -1.0, 1.0), (0.06, 0.94, 1.0, -1.0), (0.94, 0.94, -1.0, -1.0),
        ] {
            line(&p, [(x, y + dy * 0.2), (x, y), (x + dx * 0.2, y)])
        }
    }

    /// A circle with an arrowhead at its open end, counterclockwise.
    static func circleArrowPath(_ p: inout BezierPath) {
        arc(&p, 0.5, 0.5, 0.42, -200, 120)
        arrowHead(&p, at: (0.1, 0.36), direction: -1.2, size: 0.14)
    }
}
