import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Letters, text formatting and mathematics.
    static func addText(_ t: inout [String: Symbol]) {
        /// A capital A between `x0` and `x1`, from `top` to the baseline `base`.
        @Sendable func letterA(_ p: inout BezierPath, _ x0: Double, _ x1: Double, _ top: Double, _ base: Double) {
            line(&p, [(x0, base), ((x0 + x1) / 2, top), (x1, base)])
            let y = top + (base - top) * 0.62
            line(&p, [(x0 + (x1 - x0) * 0.2, y), (x1 - (x1 - x0) * 0.2, y)])
        }
        family(
            &t, "textformat", .outline,
            extras: {
                letterA(&$0, 0.02, 0.46, 0.3, 0.84); letterA(&$0, 0.5, 0.98, 0.1, 0.84)
            })
        family(
            &t, "textformat.size", .outline,
            extras: {
                letterA(&$0, 0.02, 0.4, 0.44, 0.86); letterA(&$0, 0.42, 0.98, 0.1, 0.86)
            })
        family(
            &t, "textformat.size.larger", .outline,
            extras: {
                letterA(&$0, 0.02, 0.34, 0.52, 0.88); letterA(&$0, 0.4, 0.98, 0.08, 0.88)
            })
        family(
            &t, "textformat.size.smaller", .outline,
            extras: {
                letterA(&$0, 0.02, 0.58, 0.08, 0.88); letterA(&$0, 0.66, 0.98, 0.52, 0.88)
            })
        family(
            &t, "textformat.abc", .outline,
            extras: {
                letterA(&$0, 0.02, 0.3, 0.3, 0.74); arc(&$0, 0.5, 0.6, 0.13, 0, 360);
                line(&$0, [(0.37, 0.26), (0.37, 0.74)]); arc(&$0, 0.86, 0.6, 0.13, 40, 320)
            })
        family(
            &t, "bold", .outline,
            extras: {
                line(&$0, [(0.24, 0.08), (0.24, 0.92)])
                $0.move(to: pt(0.24, 0.08)); $0.addLine(to: pt(0.56, 0.08));
                $0.addCurve(to: pt(0.56, 0.48), control1: pt(0.82, 0.08), control2: pt(0.82, 0.48));
                $0.addLine(to: pt(0.24, 0.48))
                $0.move(to: pt(0.56, 0.48));
                $0.addCurve(to: pt(0.58, 0.92), control1: pt(0.9, 0.48), control2: pt(0.9, 0.92));
                $0.addLine(to: pt(0.24, 0.92))
            })
        family(
            &t, "italic", .outline,
            extras: {
                line(&$0, [(0.62, 0.08), (0.38, 0.92)]); line(&$0, [(0.44, 0.08), (0.8, 0.08)]);
                line(&$0, [(0.2, 0.92), (0.56, 0.92)])
            })
        family(
            &t, "underline", .outline,
            extras: {
                line(&$0, [(0.24, 0.06), (0.24, 0.5)]); arc(&$0, 0.5, 0.5, 0.26, 0, 180);
                line(&$0, [(0.76, 0.5), (0.76, 0.06)]); line(&$0, [(0.14, 0.94), (0.86, 0.94)])
            })
        family(
            &t, "strikethrough", .outline,
            extras: {
                $0.move(to: pt(0.74, 0.2));
                $0.addCurve(to: pt(0.28, 0.3), control1: pt(0.6, 0.02), control2: pt(0.28, 0.06));
                $0.addCurve(to: pt(0.72, 0.72), control1: pt(0.3, 0.5), control2: pt(0.76, 0.46));
                $0.addCurve(to: pt(0.24, 0.78), control1: pt(0.7, 0.98), control2: pt(0.34, 0.98));
                line(&$0, [(0.06, 0.5), (0.94, 0.5)])
            })
        for (name, xs) in [
            ("text.alignleft", (0.06, 0.7)), ("text.aligncenter", (0.2, 0.8)), ("text.alignright", (0.3, 0.94)),
            ("text.justify", (0.06, 0.94)),
        ] {
            family(
                &t, name, .outline,
                extras: {
                    for (i, y) in [0.14, 0.38, 0.62, 0.86].enumerated() {
                        let short = i % 2 == 1
                        line(&$0, [(short ? xs.0 : 0.06, y), (short ? xs.1 : 0.94, y)])
                    }
                })
        }
        family(
            &t, "number", [.outline, .circle, .circleFill, .square, .squareFill],
            extras: {
                line(&$0, [(0.4, 0.08), (0.3, 0.92)]); line(&$0, [(0.72, 0.08), (0.62, 0.92)]);
                line(&$0, [(0.1, 0.34), (0.92, 0.34)]); line(&$0, [(0.08, 0.66), (0.9, 0.66)])
            })
        family(
            &t, "at", [.outline, .circle, .circleFill],
            extras: {
                circle(&$0, 0.5, 0.5, 0.16); $0.move(to: pt(0.66, 0.36)); $0.addLine(to: pt(0.66, 0.6));
                $0.addCurve(to: pt(0.92, 0.5), control1: pt(0.66, 0.78), control2: pt(0.92, 0.74));
                arc(&$0, 0.5, 0.5, 0.42, 0, 300)
            })
        family(
            &t, "percent", .outline,
            extras: {
                circle(&$0, 0.24, 0.24, 0.14); circle(&$0, 0.76, 0.76, 0.14); line(&$0, [(0.84, 0.1), (0.16, 0.9)])
            })
        family(
            &t, "plus.forwardslash.minus", .outline,
            extras: {
                line(&$0, [(0.24, 0.06), (0.24, 0.42)]); line(&$0, [(0.06, 0.24), (0.42, 0.24)]);
                line(&$0, [(0.82, 0.1), (0.18, 0.9)]); line(&$0, [(0.58, 0.76), (0.94, 0.76)])
            })
        family(
            &t, "function", .outline,
            extras: {
                $0.move(to: pt(0.74, 0.1));
                $0.addCurve(to: pt(0.5, 0.24), control1: pt(0.6, 0.02), control2: pt(0.52, 0.1));
                $0.addLine(to: pt(0.42, 0.78));
                $0.addCurve(to: pt(0.16, 0.9), control1: pt(0.4, 0.94), control2: pt(0.26, 0.96));
                line(&$0, [(0.28, 0.4), (0.7, 0.4)])
            })
        family(
            &t, "sum", .outline,
            extras: { line(&$0, [(0.82, 0.12), (0.18, 0.12), (0.56, 0.5), (0.18, 0.88), (0.82, 0.88)]) })
        family(
            &t, "x.squareroot", .outline,
            extras: {
                line(&$0, [(0.04, 0.56), (0.14, 0.5), (0.28, 0.9), (0.46, 0.1), (0.96, 0.1)]);
                line(&$0, [(0.56, 0.4), (0.9, 0.86)]); line(&$0, [(0.9, 0.4), (0.56, 0.86)])
            })
        family(&t, "lessthan", [.outline, .circle], extras: { line(&$0, [(0.8, 0.16), (0.2, 0.5), (0.8, 0.84)]) })
        family(&t, "greaterthan", [.outline, .circle], extras: { line(&$0, [(0.2, 0.16), (0.8, 0.5), (0.2, 0.84)]) })
        family(
            &t, "chevron.left.forwardslash.chevron.right", .outline,
            extras: {
                line(&$0, [(0.28, 0.24), (0.04, 0.5), (0.28, 0.76)]);
                line(&$0, [(0.72, 0.24), (0.96, 0.5), (0.72, 0.76)]); line(&$0, [(0.58, 0.14), (0.42, 0.86)])
            })
        family(
            &t, "curlybraces", .outline,
            extras: {
                $0.move(to: pt(0.36, 0.06)); $0.addQuadCurve(to: pt(0.24, 0.2), control: pt(0.24, 0.06));
                $0.addLine(to: pt(0.24, 0.4)); $0.addQuadCurve(to: pt(0.1, 0.5), control: pt(0.24, 0.5));
                $0.addQuadCurve(to: pt(0.24, 0.6), control: pt(0.24, 0.5)); $0.addLine(to: pt(0.24, 0.8));
                $0.addQuadCurve(to: pt(0.36, 0.94), control: pt(0.24, 0.94))
                $0.move(to: pt(0.64, 0.06)); $0.addQuadCurve(to: pt(0.76, 0.2), control: pt(0.76, 0.06));
                $0.addLine(to: pt(0.76, 0.4)); $0.addQuadCurve(to: pt(0.9, 0.5), control: pt(0.76, 0.5));
                $0.addQuadCurve(to: pt(0.76, 0.6), control: pt(0.76, 0.5)); $0.addLine(to: pt(0.76, 0.8));
                $0.addQuadCurve(to: pt(0.64, 0.94), control: pt(0.76, 0.94))
            })
        family(
            &t, "scribble", .outline,
            extras: {
                $0.move(to: pt(0.06, 0.7));
                $0.addCurve(to: pt(0.4, 0.3), control1: pt(0.2, 0.2), control2: pt(0.5, 0.1));
                $0.addCurve(to: pt(0.6, 0.7), control1: pt(0.3, 0.6), control2: pt(0.5, 0.9));
                $0.addCurve(to: pt(0.94, 0.3), control1: pt(0.7, 0.5), control2: pt(0.84, 0.2))
            })
        family(
            &t, "lasso", .outline,
            extras: {
                $0.addEllipse(in: Rect2D(x: 0.06, y: 0.1, width: 0.88, height: 0.56)); $0.move(to: pt(0.3, 0.62));
                $0.addCurve(to: pt(0.34, 0.94), control1: pt(0.14, 0.8), control2: pt(0.3, 0.92))
            })
        family(
            &t, "eraser", .outline,
            body: { poly(&$0, [(0.08, 0.62), (0.5, 0.12), (0.94, 0.48), (0.56, 0.92), (0.3, 0.92)]) },
            details: { line(&$0, [(0.28, 0.38), (0.72, 0.74)]) })
    }
}
