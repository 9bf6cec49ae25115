import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Arrows, chevrons and the media transport controls.
    static func addArrows(_ t: inout [String: Symbol]) {
        let boxed: GlyphVariants = [.outline, .circle, .circleFill, .square, .squareFill]
        family(&t, "arrow.up", boxed, extras: { arrow(&$0, 0.5, 0.9, 0.5, 0.1, head: 0.3) })
        family(&t, "arrow.down", boxed, extras: { arrow(&$0, 0.5, 0.1, 0.5, 0.9, head: 0.3) })
        family(
            &t, "arrow.left", [.circle, .circleFill, .square, .squareFill],
            extras: { arrow(&$0, 0.9, 0.5, 0.1, 0.5, head: 0.3) })
        family(
            &t, "arrow.right", [.circle, .circleFill, .square, .squareFill],
            extras: { arrow(&$0, 0.1, 0.5, 0.9, 0.5, head: 0.3) })
        family(&t, "arrow.up.right", boxed, extras: { arrow(&$0, 0.16, 0.84, 0.84, 0.16, head: 0.4) })
        family(&t, "arrow.down.left", boxed, extras: { arrow(&$0, 0.84, 0.16, 0.16, 0.84, head: 0.4) })
        family(&t, "arrow.up.left", boxed, extras: { arrow(&$0, 0.84, 0.84, 0.16, 0.16, head: 0.4) })
        family(&t, "arrow.down.right", boxed, extras: { arrow(&$0, 0.16, 0.16, 0.84, 0.84, head: 0.4) })
        family(
            &t, "arrow.clockwise", [.outline, .circle, .circleFill],
            extras: {
                arc(&$0, 0.5, 0.54, 0.38, -80, 220)
                arrowHead(&$0, at: (0.56, 0.16), direction: 0.1, size: 0.18)
            })
        family(
            &t, "arrow.counterclockwise", [.outline, .circle, .circleFill],
            extras: {
                arc(&$0, 0.5, 0.54, 0.38, -40, 260)
                arrowHead(&$0, at: (0.44, 0.16), direction: .pi - 0.1, size: 0.18)
            })
        family(
            &t, "arrow.triangle.2.circlepath", [.outline, .circle],
            extras: {
                arc(&$0, 0.5, 0.5, 0.36, 200, 340)
                arrowHead(&$0, at: (0.84, 0.38), direction: 1.2, size: 0.16)
                arc(&$0, 0.5, 0.5, 0.36, 20, 160)
                arrowHead(&$0, at: (0.16, 0.62), direction: -1.9, size: 0.16)
            })
        family(
            &t, "arrow.up.arrow.down", [.outline, .circle, .circleFill],
            extras: {
                arrow(&$0, 0.3, 0.88, 0.3, 0.12, head: 0.2)
                arrow(&$0, 0.7, 0.12, 0.7, 0.88, head: 0.2)
            })
        family(
            &t, "arrow.left.arrow.right", [.outline, .circle, .circleFill],
            extras: {
                arrow(&$0, 0.88, 0.3, 0.12, 0.3, head: 0.2)
                arrow(&$0, 0.12, 0.7, 0.88, 0.7, head: 0.2)
            })
        family(
            &t, "arrow.uturn.backward", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.14, 0.4), (0.62, 0.4)])
                arc(&$0, 0.62, 0.6, 0.2, -90, 90)
                line(&$0, [(0.62, 0.8), (0.4, 0.8)])
                arrowHead(&$0, at: (0.14, 0.4), direction: .pi, size: 0.2)
            })
        family(
            &t, "arrow.uturn.forward", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.86, 0.4), (0.38, 0.4)])
                arc(&$0, 0.38, 0.6, 0.2, 90, 270)
                line(&$0, [(0.38, 0.8), (0.6, 0.8)])
                arrowHead(&$0, at: (0.86, 0.4), direction: 0, size: 0.2)
            })
        family(
            &t, "arrow.down.to.line", .outline,
            extras: {
                arrow(&$0, 0.5, 0.06, 0.5, 0.72, head: 0.26); line(&$0, [(0.16, 0.92), (0.84, 0.92)])
            })
        family(
            &t, "arrow.up.to.line", .outline,
            extras: {
                arrow(&$0, 0.5, 0.94, 0.5, 0.28, head: 0.26); line(&$0, [(0.16, 0.08), (0.84, 0.08)])
            })
        family(
            &t, "arrow.up.and.down", .outline,
            extras: {
                arrow(&$0, 0.5, 0.5, 0.5, 0.06, head: 0.2); arrow(&$0, 0.5, 0.5, 0.5, 0.94, head: 0.2)
            })
        family(
            &t, "arrow.left.and.right", .outline,
            extras: {
                arrow(&$0, 0.5, 0.5, 0.06, 0.5, head: 0.2); arrow(&$0, 0.5, 0.5, 0.94, 0.5, head: 0.2)
            })
        family(
            &t, "arrow.up.left.and.arrow.down.right", .outline,
            extras: {
                arrow(&$0, 0.42, 0.42, 0.1, 0.1, head: 0.22); arrow(&$0, 0.58, 0.58, 0.9, 0.9, head: 0.22)
            })
        family(
            &t, "arrow.down.right.and.arrow.up.left", .outline,
            extras: {
                arrow(&$0, 0.1, 0.1, 0.42, 0.42, head: 0.22); arrow(&$0, 0.9, 0.9, 0.58, 0.58, head: 0.22)
            })
        // Chevrons in enclosures, doubled and paired.
        family(
            &t, "chevron.left", [.circle, .circleFill], extras: { line(&$0, [(0.66, 0.12), (0.3, 0.5), (0.66, 0.88)]) })
        family(
            &t, "chevron.right", [.circle, .circleFill],
            extras: { line(&$0, [(0.34, 0.12), (0.7, 0.5), (0.34, 0.88)]) })
        family(
            &t, "chevron.up", [.circle, .circleFill], extras: { line(&$0, [(0.12, 0.66), (0.5, 0.3), (0.88, 0.66)]) })
        family(
            &t, "chevron.down", [.circle, .circleFill], extras: { line(&$0, [(0.12, 0.34), (0.5, 0.7), (0.88, 0.34)]) })
        family(
            &t, "chevron.left.2", .outline,
            extras: {
                line(&$0, [(0.5, 0.14), (0.14, 0.5), (0.5, 0.86)]); line(&$0, [(0.86, 0.14), (0.5, 0.5), (0.86, 0.86)])
            })
        family(
            &t, "chevron.right.2", .outline,
            extras: {
                line(&$0, [(0.5, 0.14), (0.86, 0.5), (0.5, 0.86)]); line(&$0, [(0.14, 0.14), (0.5, 0.5), (0.14, 0.86)])
            })
        family(
            &t, "chevron.up.chevron.down", .outline,
            extras: {
                line(&$0, [(0.22, 0.36), (0.5, 0.1), (0.78, 0.36)]);
                line(&$0, [(0.22, 0.64), (0.5, 0.9), (0.78, 0.64)])
            })
        family(&t, "chevron.backward", .outline, extras: { line(&$0, [(0.66, 0.1), (0.3, 0.5), (0.66, 0.9)]) })
        family(&t, "chevron.forward", .outline, extras: { line(&$0, [(0.34, 0.1), (0.7, 0.5), (0.34, 0.9)]) })
        family(&t, "arrow.backward", .outline, extras: { arrow(&$0, 0.9, 0.5, 0.1, 0.5, head: 0.3) })
        family(&t, "arrow.forward", .outline, extras: { arrow(&$0, 0.1, 0.5, 0.9, 0.5, head: 0.3) })
        // Transport.
        family(
            &t, "play", [.outline, .circle, .circleFill], body: { poly(&$0, [(0.22, 0.1), (0.88, 0.5), (0.22, 0.9)]) })
        family(
            &t, "pause", [.outline, .circle, .circleFill],
            body: {
                rr(&$0, 0.2, 0.12, 0.18, 0.76, 0.04); rr(&$0, 0.62, 0.12, 0.18, 0.76, 0.04)
            })
        family(&t, "stop", [.outline, .circle, .circleFill], body: { rr(&$0, 0.16, 0.16, 0.68, 0.68, 0.08) })
        let forward: SymbolGlyph.Draw = {
            poly(&$0, [(0.06, 0.2), (0.5, 0.5), (0.06, 0.8)]); poly(&$0, [(0.5, 0.2), (0.94, 0.5), (0.5, 0.8)])
        }
        let backward: SymbolGlyph.Draw = {
            poly(&$0, [(0.94, 0.2), (0.5, 0.5), (0.94, 0.8)]); poly(&$0, [(0.5, 0.2), (0.06, 0.5), (0.5, 0.8)])
        }
        family(&t, "forward", [.outline, .fill, .circle, .circleFill], body: forward)
        family(&t, "backward", [.outline, .fill, .circle, .circleFill], body: backward)
        family(
            &t, "forward.end", .pair, body: { poly(&$0, [(0.14, 0.18), (0.7, 0.5), (0.14, 0.82)]) },
            extras: { line(&$0, [(0.84, 0.18), (0.84, 0.82)]) })
        family(
            &t, "backward.end", .pair, body: { poly(&$0, [(0.86, 0.18), (0.3, 0.5), (0.86, 0.82)]) },
            extras: { line(&$0, [(0.16, 0.18), (0.16, 0.82)]) })
        family(
            &t, "goforward", .outline,
            extras: {
                arc(&$0, 0.5, 0.54, 0.38, -90, 200); arrowHead(&$0, at: (0.5, 0.16), direction: 0, size: 0.16)
            })
        family(
            &t, "gobackward", .outline,
            extras: {
                arc(&$0, 0.5, 0.54, 0.38, -20, 270); arrowHead(&$0, at: (0.5, 0.16), direction: .pi, size: 0.16)
            })
        family(
            &t, "shuffle", .outline,
            extras: {
                $0.move(to: pt(0.08, 0.28));
                $0.addCurve(to: pt(0.86, 0.72), control1: pt(0.5, 0.28), control2: pt(0.44, 0.72))
                $0.move(to: pt(0.08, 0.72));
                $0.addCurve(to: pt(0.86, 0.28), control1: pt(0.5, 0.72), control2: pt(0.44, 0.28))
                arrowHead(&$0, at: (0.9, 0.28), direction: 0, size: 0.14);
                arrowHead(&$0, at: (0.9, 0.72), direction: 0, size: 0.14)
            })
        family(
            &t, "repeat", .outline,
            extras: {
                line(&$0, [(0.12, 0.56), (0.12, 0.3), (0.86, 0.3)]);
                arrowHead(&$0, at: (0.88, 0.3), direction: 0, size: 0.14)
                line(&$0, [(0.88, 0.44), (0.88, 0.7), (0.14, 0.7)]);
                arrowHead(&$0, at: (0.12, 0.7), direction: .pi, size: 0.14)
            })
    }
}
