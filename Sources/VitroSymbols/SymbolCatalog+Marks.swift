import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Registers a family: shorthand for the tables.
    static func family(
        _ t: inout [String: Symbol], _ name: String, _ variants: GlyphVariants,
        body: @escaping SymbolGlyph.Draw = { _ in }, details: SymbolGlyph.Draw? = nil,
        extras: SymbolGlyph.Draw? = nil, solids: SymbolGlyph.Draw? = nil
    ) {
        register(
            name, variants, SymbolGlyph(body: body, details: details, extras: extras, solids: solids), into: &t)
    }

    /// Signs and marks: plus, minus, checkmarks, question and exclamation marks, plain shapes.
    static func addMarks(_ t: inout [String: Symbol]) {
        let enclosed: GlyphVariants = [.circle, .circleFill, .square, .squareFill]
        family(
            &t, "plus", enclosed,
            extras: {
                line(&$0, [(0.5, 0.12), (0.5, 0.88)]); line(&$0, [(0.12, 0.5), (0.88, 0.5)])
            })
        family(&t, "minus", enclosed, extras: { line(&$0, [(0.12, 0.5), (0.88, 0.5)]) })
        family(
            &t, "xmark", enclosed,
            extras: {
                line(&$0, [(0.18, 0.18), (0.82, 0.82)]); line(&$0, [(0.82, 0.18), (0.18, 0.82)])
            })
        family(&t, "checkmark", enclosed, extras: { line(&$0, [(0.12, 0.55), (0.38, 0.8), (0.88, 0.2)]) })
        family(
            &t, "info", [.circle, .circleFill, .square, .squareFill],
            extras: {
                line(&$0, [(0.5, 0.45), (0.5, 0.85)]); dot(&$0, 0.5, 0.18)
            })
        let question: SymbolGlyph.Draw = {
            $0.move(to: pt(0.28, 0.3))
            $0.addCurve(to: pt(0.72, 0.3), control1: pt(0.3, 0.02), control2: pt(0.72, 0.04))
            $0.addCurve(to: pt(0.5, 0.62), control1: pt(0.72, 0.48), control2: pt(0.5, 0.46))
            $0.addLine(to: pt(0.5, 0.66))
            dot(&$0, 0.5, 0.88)
        }
        family(&t, "questionmark", [.outline, .circle, .circleFill, .square, .squareFill], extras: question)
        let bang: SymbolGlyph.Draw = {
            line(&$0, [(0.5, 0.1), (0.5, 0.64)]); dot(&$0, 0.5, 0.88)
        }
        family(&t, "exclamationmark", [.outline, .circle, .circleFill, .square, .squareFill], extras: bang)
        family(
            &t, "exclamationmark.triangle", .pair,
            body: { poly(&$0, [(0.5, 0.08), (0.95, 0.88), (0.05, 0.88)]) },
            details: {
                line(&$0, [(0.5, 0.36), (0.5, 0.6)]); dot(&$0, 0.5, 0.74)
            })
        family(
            &t, "exclamationmark.octagon", .pair, body: { regular(&$0, 8, r: 0.46, start: -112.5) },
            details: {
                line(&$0, [(0.5, 0.26), (0.5, 0.56)]); dot(&$0, 0.5, 0.74)
            })
        family(&t, "ellipsis", [.circle, .circleFill], extras: { for x in [0.2, 0.5, 0.8] { dot(&$0, x, 0.5) } })
        family(
            &t, "equal", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.16, 0.38), (0.84, 0.38)]); line(&$0, [(0.16, 0.62), (0.84, 0.62)])
            })
        family(
            &t, "multiply", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.26, 0.26), (0.74, 0.74)]); line(&$0, [(0.74, 0.26), (0.26, 0.74)])
            })
        family(
            &t, "divide", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.14, 0.5), (0.86, 0.5)]); dot(&$0, 0.5, 0.22); dot(&$0, 0.5, 0.78)
            })
        family(
            &t, "nosign", .outline, body: { circle(&$0, 0.5, 0.5, 0.42) },
            extras: { line(&$0, [(0.2, 0.2), (0.8, 0.8)]) })
        family(
            &t, "power", [.outline, .circle, .circleFill],
            extras: {
                arc(&$0, 0.5, 0.54, 0.36, -60, 240); line(&$0, [(0.5, 0.08), (0.5, 0.46)])
            })
        // Plain shapes.
        family(&t, "rectangle", .pair, body: { rr(&$0, 0.04, 0.2, 0.92, 0.6, 0.1) })
        family(&t, "rectangle.portrait", .pair, body: { rr(&$0, 0.2, 0.04, 0.6, 0.92, 0.1) })
        family(&t, "capsule", .pair, body: { rr(&$0, 0.04, 0.28, 0.92, 0.44, 0.22) })
        family(&t, "oval", .pair, body: { oval(&$0, 0.04, 0.2, 0.92, 0.6) })
        family(&t, "triangle", .pair, body: { poly(&$0, [(0.5, 0.1), (0.94, 0.86), (0.06, 0.86)]) })
        family(&t, "diamond", .pair, body: { poly(&$0, [(0.5, 0.04), (0.96, 0.5), (0.5, 0.96), (0.04, 0.5)]) })
        family(&t, "hexagon", .pair, body: { regular(&$0, 6, r: 0.46, start: -90) })
        family(&t, "octagon", .pair, body: { regular(&$0, 8, r: 0.46, start: -112.5) })
        family(&t, "pentagon", .pair, body: { regular(&$0, 5, r: 0.47, start: -90) })
        family(&t, "app", .pair, body: { rr(&$0, 0.08, 0.08, 0.84, 0.84, 0.24) })
        family(
            &t, "seal", .pair,
            body: {
                var pts: [(Double, Double)] = []
                for i in 0..<24 {
                    let a = Double(i) * .pi / 12
                    let r = i % 2 == 0 ? 0.47 : 0.4
                    pts.append((0.5 + r * cos(a), 0.5 + r * sin(a)))
                }
                poly(&$0, pts)
            })
        family(
            &t, "checkmark.seal", .pair,
            body: {
                var pts: [(Double, Double)] = []
                for i in 0..<24 {
                    let a = Double(i) * .pi / 12
                    pts.append((0.5 + (i % 2 == 0 ? 0.47 : 0.4) * cos(a), 0.5 + (i % 2 == 0 ? 0.47 : 0.4) * sin(a)))
                }
                poly(&$0, pts)
            }, details: { line(&$0, [(0.32, 0.52), (0.45, 0.65), (0.69, 0.37)]) })
        let shield: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.05))
            $0.addCurve(to: pt(0.88, 0.18), control1: pt(0.64, 0.14), control2: pt(0.76, 0.17))
            $0.addCurve(to: pt(0.5, 0.96), control1: pt(0.9, 0.6), control2: pt(0.72, 0.84))
            $0.addCurve(to: pt(0.12, 0.18), control1: pt(0.28, 0.84), control2: pt(0.1, 0.6))
            $0.addCurve(to: pt(0.5, 0.05), control1: pt(0.24, 0.17), control2: pt(0.36, 0.14))
            $0.closeSubpath()
        }
        family(&t, "shield", [.outline, .fill, .slash, .slashFill], body: shield)
        family(
            &t, "checkmark.shield", .pair, body: shield,
            details: { line(&$0, [(0.32, 0.5), (0.45, 0.63), (0.68, 0.36)]) })
        family(
            &t, "lock.shield", .pair, body: shield,
            details: {
                rr(&$0, 0.36, 0.44, 0.28, 0.22, 0.03); arc(&$0, 0.5, 0.44, 0.09, 180, 360)
            })
        family(
            &t, "circle.dashed", .outline,
            extras: { for i in 0..<12 { arc(&$0, 0.5, 0.5, 0.44, Double(i) * 30, Double(i) * 30 + 16) } })
        family(
            &t, "circle.lefthalf.filled", .outline, body: { circle(&$0, 0.5, 0.5, 0.44) },
            solids: {
                $0.addArc(
                    center: pt(0.5, 0.5), radiusX: 0.44, radiusY: 0.44, startAngle: .pi / 2, endAngle: 1.5 * .pi,
                    moveFirst: true);
                $0.closeSubpath()
            })
        family(
            &t, "circle.righthalf.filled", .outline, body: { circle(&$0, 0.5, 0.5, 0.44) },
            solids: {
                $0.addArc(
                    center: pt(0.5, 0.5), radiusX: 0.44, radiusY: 0.44, startAngle: -.pi / 2, endAngle: .pi / 2,
                    moveFirst: true);
                $0.closeSubpath()
            })
        family(
            &t, "record.circle", .pair, body: { circle(&$0, 0.5, 0.5, 0.44) }, solids: { circle(&$0, 0.5, 0.5, 0.2) })
        // Familiar old names.
        t["line.horizontal.3"] = symbols["line.3.horizontal"]
    }
}
