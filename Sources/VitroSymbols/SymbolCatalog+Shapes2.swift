import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// A dashed outline: `count` dashes around an ellipse or a rounded rectangle.
    static func dashedRect(_ p: inout BezierPath, _ x: Double, _ y: Double, _ w: Double, _ h: Double, dashes: Int) {
        let perimeter = 2 * (w + h)
        let step = perimeter / Double(dashes)
        func point(_ d: Double) -> (Double, Double) {
            var d = d.truncatingRemainder(dividingBy: perimeter)
            if d < w { return (x + d, y) }
            d -= w
            if d < h { return (x + w, y + d) }
            d -= h
            if d < w { return (x + w - d, y + h) }
            d -= w
            return (x, y + h - d)
        }
        for i in 0..<dashes {
            let a = Double(i) * step + step * 0.25
            let b = a + step * 0.5
            var pts = [point(a)]
            // Corners inside the dash keep the dash on the outline.
            for c in [w, w + h, 2 * w + h, perimeter] where c > a && c < b { pts.append(point(c)) }
            pts.append(point(b))
            line(&p, pts)
        }
    }

    /// Plain shapes, frames, stacked rectangles and lists in boxes.
    static func addShapes2(_ t: inout [String: Symbol]) {
        family(&t, "square.dashed", .outline, extras: { dashedRect(&$0, 0.1, 0.1, 0.8, 0.8, dashes: 12) })
        family(&t, "rectangle.dashed", .outline, extras: { dashedRect(&$0, 0.06, 0.2, 0.88, 0.6, dashes: 12) })
        family(&t, "app.dashed", .outline, extras: { dashedRect(&$0, 0.08, 0.08, 0.84, 0.84, dashes: 12) })
        var appDashedQuestion = t["app.dashed"]?.parts ?? []
        appDashedQuestion += moved(base("questionmark"), scaling(0.5, about: 0.5, 0.5))
        t["questionmark.app.dashed"] = Symbol(parts: appDashedQuestion)
        t["largecircle.fill.circle"] = Symbol(parts: [
            Symbol.Part(build: { s in SymbolGlyph.ring(.circle, inset: 0.06, width: s) }, rule: .evenOdd),
            Symbol.Part(build: filled { circle(&$0, 0.5, 0.5, 0.26) }),
        ])
        family(
            &t, "infinity", .outline,
            extras: {
                $0.move(to: pt(0.5, 0.5))
                $0.addCurve(to: pt(0.06, 0.5), control1: pt(0.3, 0.22), control2: pt(0.06, 0.22))
                $0.addCurve(to: pt(0.5, 0.5), control1: pt(0.06, 0.78), control2: pt(0.3, 0.78))
                $0.addCurve(to: pt(0.94, 0.5), control1: pt(0.7, 0.22), control2: pt(0.94, 0.22))
                $0.addCurve(to: pt(0.5, 0.5), control1: pt(0.94, 0.78), control2: pt(0.7, 0.78))
            })
        let diamond: SymbolGlyph.Draw = { poly(&$0, [(0.5, 0.04), (0.96, 0.5), (0.5, 0.96), (0.04, 0.5)]) }
        // SF Symbols' rhombus is wider than it is tall, unlike its diamond.
        family(&t, "rhombus", .pair, body: { poly(&$0, [(0.5, 0.16), (0.98, 0.5), (0.5, 0.84), (0.02, 0.5)]) })
        let smallQuestion: SymbolGlyph.Draw = {
            $0.move(to: pt(0.38, 0.38))
            $0.addCurve(to: pt(0.62, 0.38), control1: pt(0.39, 0.22), control2: pt(0.62, 0.23))
            $0.addCurve(to: pt(0.5, 0.56), control1: pt(0.62, 0.48), control2: pt(0.5, 0.47))
            $0.addLine(to: pt(0.5, 0.58))
            dot(&$0, 0.5, 0.7)
        }
        family(&t, "questionmark.diamond", .pair, body: diamond, details: smallQuestion)
        family(
            &t, "exclamationmark.diamond", .pair, body: diamond,
            details: {
                line(&$0, [(0.5, 0.28), (0.5, 0.56)]); dot(&$0, 0.5, 0.7)
            })
        let smallX: SymbolGlyph.Draw = {
            line(&$0, [(0.34, 0.34), (0.66, 0.66)]); line(&$0, [(0.66, 0.34), (0.34, 0.66)])
        }
        family(&t, "xmark.octagon", .pair, body: { regular(&$0, 8, r: 0.46, start: -112.5) }, details: smallX)
        let seal: SymbolGlyph.Draw = {
            poly(
                &$0,
                (0..<32).map { i in
                    let a = Double(i) * .pi / 16
                    let r = i % 2 == 0 ? 0.46 : 0.4
                    return (0.5 + r * cos(a), 0.5 + r * sin(a))
                })
        }
        family(&t, "xmark.seal", .pair, body: seal, details: smallX)
        family(
            &t, "exclamationmark.seal", .pair, body: seal,
            details: {
                line(&$0, [(0.5, 0.3), (0.5, 0.56)]); dot(&$0, 0.5, 0.7)
            })
        family(&t, "seal", .pair, body: seal)
        family(
            &t, "xmark.bin", .pair, body: { rr(&$0, 0.12, 0.3, 0.76, 0.6, 0.06) },
            details: {
                line(&$0, [(0.38, 0.46), (0.62, 0.74)]); line(&$0, [(0.62, 0.46), (0.38, 0.74)])
            },
            extras: { rr(&$0, 0.06, 0.12, 0.88, 0.14, 0.04) })
        family(
            &t, "trash.square", [.outline, .fill],
            body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.18) },
            details: {
                line(&$0, [(0.3, 0.3), (0.7, 0.3)]); line(&$0, [(0.34, 0.3), (0.38, 0.74), (0.62, 0.74), (0.66, 0.3)])
            })
        family(
            &t, "plus.app", .pair, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.22) },
            details: {
                line(&$0, [(0.5, 0.28), (0.5, 0.72)]); line(&$0, [(0.28, 0.5), (0.72, 0.5)])
            })
        let back: SymbolGlyph.Draw = { line(&$0, [(0.06, 0.7), (0.06, 0.12), (0.64, 0.12)]) }
        family(
            &t, "plus.square.on.square", .pair, body: { rr(&$0, 0.22, 0.28, 0.7, 0.66, 0.1) },
            details: {
                line(&$0, [(0.57, 0.44), (0.57, 0.78)]); line(&$0, [(0.4, 0.61), (0.74, 0.61)])
            },
            extras: back)
        family(
            &t, "plus.rectangle.on.rectangle", .pair, body: { rr(&$0, 0.2, 0.34, 0.74, 0.5, 0.08) },
            details: {
                line(&$0, [(0.57, 0.46), (0.57, 0.72)]); line(&$0, [(0.44, 0.59), (0.7, 0.59)])
            },
            extras: { line(&$0, [(0.06, 0.66), (0.06, 0.2), (0.76, 0.2)]) })
        t["rectangle.fill.on.rectangle.fill"] = Symbol(
            parts: [
                Symbol.Part(build: filled { rr(&$0, 0.04, 0.14, 0.68, 0.5, 0.08) }),
                Symbol.Part(build: filled { rr(&$0, 0.18, 0.3, 0.8, 0.58, 0.1) }, erases: true),
                Symbol.Part(build: filled { rr(&$0, 0.24, 0.36, 0.72, 0.52, 0.08) }),
            ])
        let angled: SymbolGlyph.Draw = { poly(&$0, [(0.04, 0.3), (0.62, 0.12), (0.74, 0.5), (0.16, 0.68)]) }
        t["rectangle.fill.on.rectangle.angled.fill"] = Symbol(parts: [
            Symbol.Part(build: filled(angled)),
            Symbol.Part(build: filled { rr(&$0, 0.2, 0.32, 0.8, 0.6, 0.1) }, erases: true),
            Symbol.Part(build: filled { rr(&$0, 0.26, 0.38, 0.72, 0.52, 0.08) }),
        ])
        t["photo.on.rectangle.angled"] = Symbol(
            parts: [
                Symbol.Part(build: stroked(angled)),
                Symbol.Part(build: filled { rr(&$0, 0.2, 0.32, 0.8, 0.6, 0.1) }, erases: true),
            ] + moved(base("photo"), Transform2D.scale(x: 0.78, y: 0.78).translated(x: 0.21, y: 0.17)))
        family(
            &t, "rectangle.inset.filled.on.rectangle", .outline, body: { rr(&$0, 0.06, 0.16, 0.88, 0.68, 0.1) },
            solids: { rr(&$0, 0.18, 0.28, 0.42, 0.3, 0.04) })
        t["rectangle.on.rectangle.slash"] = SymbolGlyph.slashed(Array(base("rectangle.on.rectangle").parts))
        family(
            &t, "rectangle.3.group", .pair,
            body: {
                rr(&$0, 0.04, 0.14, 0.56, 0.32, 0.06); rr(&$0, 0.66, 0.14, 0.3, 0.32, 0.06);
                rr(&$0, 0.04, 0.54, 0.92, 0.32, 0.06)
            })
        family(
            &t, "rectangle.connected.to.line.below", .pair, body: { rr(&$0, 0.18, 0.06, 0.64, 0.44, 0.08) },
            extras: {
                line(&$0, [(0.5, 0.5), (0.5, 0.82)]); line(&$0, [(0.06, 0.84), (0.94, 0.84)])
            })
        for (name, rect) in [
            ("square.bottomthird.inset.filled", (0.2, 0.6, 0.6, 0.2)),
            ("square.leadingthird.inset.filled", (0.2, 0.2, 0.2, 0.6)),
            ("square.trailingthird.inset.filled", (0.6, 0.2, 0.2, 0.6)),
            ("square.topthird.inset.filled", (0.2, 0.2, 0.6, 0.2)),
        ] {
            family(
                &t, name, .outline, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.16) },
                solids: { rr(&$0, rect.0, rect.1, rect.2, rect.3, 0.04) })
        }
        let hex: SymbolGlyph.Draw = {
            for (x, y) in [(0.5, 0.2), (0.26, 0.34), (0.74, 0.34), (0.5, 0.5), (0.26, 0.66), (0.74, 0.66), (0.5, 0.8)] {
                circle(&$0, x, y, 0.1)
            }
        }
        family(&t, "circle.hexagongrid", [.fill, .circle, .circleFill], body: hex)
        family(
            &t, "circle.grid.cross", [.outline, .fill],
            body: {
                for (x, y) in [(0.5, 0.16), (0.16, 0.5), (0.5, 0.5), (0.84, 0.5), (0.5, 0.84)] {
                    circle(&$0, x, y, 0.12)
                }
            })
        family(
            &t, "cylinder.split.1x2", .pair,
            body: {
                $0.addEllipse(in: Rect2D(x: 0.16, y: 0.06, width: 0.68, height: 0.22))
                poly(&$0, [(0.16, 0.17), (0.16, 0.83), (0.84, 0.83), (0.84, 0.17)])
            },
            details: {
                $0.move(to: pt(0.16, 0.5)); $0.addQuadCurve(to: pt(0.84, 0.5), control: pt(0.5, 0.66))
            },
            extras: {
                $0.move(to: pt(0.16, 0.83)); $0.addQuadCurve(to: pt(0.84, 0.83), control: pt(0.5, 1.0))
            })
        family(
            &t, "placeholdertext", [.fill],
            body: { rr(&$0, 0.04, 0.2, 0.92, 0.6, 0.12) },
            details: { for x in [0.3, 0.5, 0.7] { dot(&$0, x, 0.5) } })
        family(
            &t, "pause.rectangle", .pair, body: { rr(&$0, 0.04, 0.16, 0.92, 0.68, 0.12) },
            details: {
                line(&$0, [(0.42, 0.36), (0.42, 0.64)]); line(&$0, [(0.58, 0.36), (0.58, 0.64)])
            })
        family(
            &t, "play.rectangle.on.rectangle", .pair, body: { rr(&$0, 0.16, 0.28, 0.8, 0.6, 0.1) },
            details: { poly(&$0, [(0.48, 0.44), (0.66, 0.58), (0.48, 0.72)]) },
            extras: { line(&$0, [(0.04, 0.7), (0.04, 0.14), (0.8, 0.14)]) })
        family(
            &t, "macwindow.on.rectangle", .pair, body: { rr(&$0, 0.18, 0.3, 0.78, 0.58, 0.08) },
            details: { line(&$0, [(0.18, 0.44), (0.96, 0.44)]) },
            extras: { line(&$0, [(0.04, 0.7), (0.04, 0.14), (0.8, 0.14)]) })
        family(
            &t, "window.shade.closed", .outline, body: { rr(&$0, 0.1, 0.06, 0.8, 0.88, 0.06) },
            extras: { for y in [0.28, 0.46, 0.64] { line(&$0, [(0.1, y), (0.9, y)]) } })
        family(
            &t, "window.shade.open", .outline, body: { rr(&$0, 0.1, 0.06, 0.8, 0.88, 0.06) },
            extras: {
                line(&$0, [(0.1, 0.3), (0.9, 0.3)]); line(&$0, [(0.5, 0.3), (0.5, 0.46)])
            })
        family(
            &t, "selection.pin.in.out", .outline,
            extras: {
                dashedRect(&$0, 0.16, 0.16, 0.68, 0.68, dashes: 10)
                circle(&$0, 0.16, 0.16, 0.07); circle(&$0, 0.84, 0.84, 0.07)
            })
        family(
            &t, "contextualmenu.and.cursorarrow", .outline, body: { rr(&$0, 0.04, 0.04, 0.62, 0.56, 0.08) },
            details: { for y in [0.2, 0.32, 0.44] { line(&$0, [(0.14, y), (0.56, y)]) } },
            extras: { poly(&$0, [(0.58, 0.52), (0.9, 0.72), (0.74, 0.76), (0.68, 0.92)]) })
        family(
            &t, "rectangle.and.hand.point.up.left", .outline, body: { rr(&$0, 0.04, 0.1, 0.8, 0.56, 0.08) },
            extras: {
                line(&$0, [(0.5, 0.42), (0.5, 0.72)]);
                line(&$0, [(0.5, 0.62), (0.9, 0.66), (0.86, 0.94), (0.56, 0.94), (0.42, 0.76)])
            })
    }
}
