import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Lines of text, bubbles and messages.
    static func addText2(_ t: inout [String: Symbol]) {
        family(
            &t, "text.justify.left", .outline,
            extras: {
                for y in [0.2, 0.4, 0.6] { line(&$0, [(0.08, y), (0.92, y)]) }
                line(&$0, [(0.08, 0.8), (0.56, 0.8)])
            })
        family(
            &t, "text.append", .outline,
            extras: {
                for y in [0.2, 0.4, 0.6] { line(&$0, [(0.08, y), (0.92, y)]) }
                line(&$0, [(0.08, 0.82), (0.5, 0.82)]); line(&$0, [(0.78, 0.68), (0.78, 0.96)]);
                line(&$0, [(0.64, 0.82), (0.92, 0.82)])
            })
        let round: SymbolGlyph.Draw = {
            $0.move(to: pt(0.5, 0.1))
            $0.addCurve(to: pt(0.94, 0.46), control1: pt(0.78, 0.1), control2: pt(0.94, 0.26))
            $0.addCurve(to: pt(0.5, 0.82), control1: pt(0.94, 0.68), control2: pt(0.76, 0.82))
            $0.addCurve(to: pt(0.26, 0.78), control1: pt(0.4, 0.82), control2: pt(0.32, 0.8))
            $0.addLine(to: pt(0.08, 0.9))
            $0.addLine(to: pt(0.14, 0.68))
            $0.addCurve(to: pt(0.06, 0.46), control1: pt(0.08, 0.62), control2: pt(0.06, 0.54))
            $0.addCurve(to: pt(0.5, 0.1), control1: pt(0.06, 0.26), control2: pt(0.22, 0.1))
            $0.closeSubpath()
        }
        family(&t, "bubble", [.outline, .fill, .circle, .circleFill], body: round)
        family(
            &t, "plus.bubble", .pair, body: round,
            details: {
                line(&$0, [(0.5, 0.3), (0.5, 0.62)]); line(&$0, [(0.34, 0.46), (0.66, 0.46)])
            })
        family(
            &t, "checkmark.message", .pair, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) },
            details: { line(&$0, [(0.32, 0.44), (0.44, 0.56), (0.68, 0.32)]) })
        family(
            &t, "captions.bubble", .pair, body: { bubble(&$0, 0.06, 0.1, 0.88, 0.78) },
            details: {
                line(&$0, [(0.24, 0.36), (0.46, 0.36)]); line(&$0, [(0.56, 0.36), (0.76, 0.36)])
                line(&$0, [(0.24, 0.54), (0.36, 0.54)]); line(&$0, [(0.46, 0.54), (0.76, 0.54)])
            })
        family(
            &t, "bubble.left.and.text.bubble.right", .pair,
            body: { bubble(&$0, 0.3, 0.3, 0.66, 0.6, right: true) },
            details: {
                line(&$0, [(0.46, 0.52), (0.8, 0.52)]); line(&$0, [(0.46, 0.66), (0.7, 0.66)])
            },
            extras: {
                $0.move(to: pt(0.22, 0.56)); $0.addLine(to: pt(0.08, 0.64)); $0.addLine(to: pt(0.12, 0.48))
                $0.addCurve(to: pt(0.36, 0.06), control1: pt(0.0, 0.3), control2: pt(0.1, 0.06))
                $0.addCurve(to: pt(0.64, 0.22), control1: pt(0.5, 0.06), control2: pt(0.6, 0.12))
            })
        family(
            &t, "note.text", .pair, body: { rr(&$0, 0.08, 0.08, 0.84, 0.84, 0.12) },
            details: { for y in [0.34, 0.5, 0.66] { line(&$0, [(0.26, y), (0.74, y)]) } })
    }
}
