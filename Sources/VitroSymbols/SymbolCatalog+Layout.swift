import Foundation
import VitroGeometry

extension SymbolCatalog {
    /// Grids, stacks, lists, windows, sharing and filters.
    static func addLayout(_ t: inout [String: Symbol]) {
        family(
            &t, "square.grid.2x2", .pair,
            body: {
                for (x, y) in [(0.06, 0.06), (0.54, 0.06), (0.06, 0.54), (0.54, 0.54)] { rr(&$0, x, y, 0.4, 0.4, 0.08) }
            })
        family(
            &t, "square.grid.3x3", .pair,
            body: {
                for i in 0..<9 { rr(&$0, 0.04 + Double(i % 3) * 0.33, 0.04 + Double(i / 3) * 0.33, 0.26, 0.26, 0.05) }
            })
        family(
            &t, "square.grid.3x1.below.line.grid.1x2", .pair,
            body: {
                for x in [0.04, 0.37, 0.7] { rr(&$0, x, 0.04, 0.26, 0.26, 0.05) }
                rr(&$0, 0.04, 0.5, 0.92, 0.18, 0.05); rr(&$0, 0.04, 0.76, 0.92, 0.18, 0.05)
            })
        family(
            &t, "rectangle.grid.1x2", .pair,
            body: {
                rr(&$0, 0.06, 0.1, 0.88, 0.36, 0.06); rr(&$0, 0.06, 0.54, 0.88, 0.36, 0.06)
            })
        family(
            &t, "rectangle.grid.2x2", .pair,
            body: {
                for (x, y) in [(0.04, 0.14), (0.52, 0.14), (0.04, 0.52), (0.52, 0.52)] {
                    rr(&$0, x, y, 0.44, 0.34, 0.05)
                }
            })
        family(
            &t, "square.split.2x1", .pair, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.14) },
            details: { line(&$0, [(0.5, 0.08), (0.5, 0.92)]) })
        family(
            &t, "rectangle.split.3x1", .pair, body: { rr(&$0, 0.02, 0.18, 0.96, 0.64, 0.08) },
            details: {
                line(&$0, [(0.35, 0.2), (0.35, 0.8)]); line(&$0, [(0.65, 0.2), (0.65, 0.8)])
            })
        family(
            &t, "square.righthalf", .fill, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.14) },
            solids: { rr(&$0, 0.5, 0.06, 0.44, 0.88, 0.1) })
        family(
            &t, "square.lefthalf", .fill, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.14) },
            solids: { rr(&$0, 0.06, 0.06, 0.44, 0.88, 0.1) })
        // fillParts fills the body, so the half-filled squares draw their outline instead.
        for (name, x) in [("square.righthalf.fill", 0.5), ("square.lefthalf.fill", 0.06)] {
            t[name] = Symbol(build: { s in
                var ring = BezierPath()
                rr(&ring, 0.06, 0.06, 0.88, 0.88, 0.14)
                var p = SymbolGlyph.stroke(ring, s)
                rr(&p, x, 0.06, 0.44, 0.88, 0.1)
                return p
            })
        }
        family(
            &t, "square.stack", .pair, body: { rr(&$0, 0.14, 0.3, 0.72, 0.64, 0.1) },
            extras: {
                line(&$0, [(0.22, 0.18), (0.78, 0.18)]); line(&$0, [(0.3, 0.06), (0.7, 0.06)])
            })
        let slab: SymbolGlyph.Draw = { poly(&$0, [(0.5, 0.06), (0.94, 0.28), (0.5, 0.5), (0.06, 0.28)]) }
        family(
            &t, "square.stack.3d.up", [.outline, .fill, .slash, .slashFill], body: slab,
            extras: {
                line(&$0, [(0.06, 0.48), (0.5, 0.7), (0.94, 0.48)]);
                line(&$0, [(0.06, 0.68), (0.5, 0.9), (0.94, 0.68)])
            })
        family(
            &t, "square.3.layers.3d", .pair, body: slab,
            extras: {
                line(&$0, [(0.06, 0.5), (0.5, 0.72), (0.94, 0.5)]);
                line(&$0, [(0.06, 0.72), (0.5, 0.94), (0.94, 0.72)])
            })
        family(
            &t, "square.on.square", .pair, body: { rr(&$0, 0.3, 0.04, 0.66, 0.66, 0.1) },
            extras: { line(&$0, [(0.18, 0.3), (0.04, 0.3), (0.04, 0.96), (0.7, 0.96), (0.7, 0.82)]) })
        family(
            &t, "rectangle.stack", .pair, body: { rr(&$0, 0.04, 0.34, 0.92, 0.6, 0.08) },
            extras: {
                line(&$0, [(0.12, 0.2), (0.88, 0.2)]); line(&$0, [(0.2, 0.06), (0.8, 0.06)])
            })
        family(
            &t, "rectangle.on.rectangle", .pair, body: { rr(&$0, 0.24, 0.12, 0.72, 0.5, 0.06) },
            extras: { line(&$0, [(0.12, 0.36), (0.04, 0.36), (0.04, 0.86), (0.76, 0.86), (0.76, 0.74)]) })
        family(
            &t, "plus.rectangle", .pair, body: { rr(&$0, 0.04, 0.18, 0.92, 0.64, 0.1) },
            details: {
                line(&$0, [(0.5, 0.34), (0.5, 0.66)]); line(&$0, [(0.34, 0.5), (0.66, 0.5)])
            })
        family(
            &t, "rectangle.portrait.and.arrow.right", .pair, body: { rr(&$0, 0.04, 0.06, 0.5, 0.88, 0.08) },
            extras: { arrow(&$0, 0.4, 0.5, 0.96, 0.5, head: 0.2) })
        family(
            &t, "rectangle.portrait.and.arrow.forward", .pair, body: { rr(&$0, 0.04, 0.06, 0.5, 0.88, 0.08) },
            extras: { arrow(&$0, 0.5, 0.5, 0.96, 0.5, head: 0.16) })
        family(
            &t, "arrow.up.forward.app", .pair, body: { rr(&$0, 0.06, 0.06, 0.88, 0.88, 0.22) },
            details: { arrow(&$0, 0.32, 0.68, 0.68, 0.32, head: 0.2) })
        family(
            &t, "square.and.arrow.up", .fill,
            body: { poly(&$0, [(0.18, 0.4), (0.82, 0.4), (0.82, 0.94), (0.18, 0.94)]) },
            extras: {
                line(&$0, [(0.5, 0.62), (0.5, 0.06)]); line(&$0, [(0.32, 0.22), (0.5, 0.05), (0.68, 0.22)])
            })
        family(
            &t, "square.and.arrow.down", .pair,
            body: { poly(&$0, [(0.18, 0.4), (0.82, 0.4), (0.82, 0.94), (0.18, 0.94)]) },
            details: { arrow(&$0, 0.5, 0.5, 0.5, 0.78, head: 0.14) }, extras: { line(&$0, [(0.5, 0.06), (0.5, 0.4)]) })
        family(
            &t, "sidebar.right", .outline, body: { rr(&$0, 0.06, 0.14, 0.88, 0.72, 0.1) },
            details: {
                line(&$0, [(0.62, 0.14), (0.62, 0.86)]); line(&$0, [(0.72, 0.3), (0.86, 0.3)]);
                line(&$0, [(0.72, 0.42), (0.86, 0.42)])
            })
        family(
            &t, "sidebar.leading", .outline, body: { rr(&$0, 0.06, 0.14, 0.88, 0.72, 0.1) },
            details: { line(&$0, [(0.36, 0.14), (0.36, 0.86)]) })
        family(
            &t, "macwindow", .outline, body: { rr(&$0, 0.04, 0.12, 0.92, 0.76, 0.08) },
            details: {
                line(&$0, [(0.04, 0.3), (0.96, 0.3)]); dot(&$0, 0.14, 0.21); dot(&$0, 0.24, 0.21)
            })
        family(
            &t, "list.bullet", [.outline, .circle, .circleFill],
            extras: { for y in [0.2, 0.5, 0.8] { dot(&$0, 0.1, y); line(&$0, [(0.3, y), (0.92, y)]) } })
        family(
            &t, "list.dash", .outline,
            extras: {
                for y in [0.2, 0.5, 0.8] { line(&$0, [(0.06, y), (0.16, y)]); line(&$0, [(0.3, y), (0.94, y)]) }
            })
        family(
            &t, "list.bullet.rectangle", .pair, body: { rr(&$0, 0.02, 0.12, 0.96, 0.76, 0.1) },
            details: { for y in [0.34, 0.5, 0.66] { dot(&$0, 0.22, y); line(&$0, [(0.36, y), (0.8, y)]) } })
        family(
            &t, "line.3.horizontal.decrease", [.outline, .circle, .circleFill],
            extras: {
                line(&$0, [(0.06, 0.24), (0.94, 0.24)]); line(&$0, [(0.22, 0.5), (0.78, 0.5)]);
                line(&$0, [(0.38, 0.76), (0.62, 0.76)])
            })
        // The names SF Symbols kept from before its renaming draw the same artwork.
        for suffix in ["", ".circle", ".circle.fill"] {
            t["line.horizontal.3.decrease" + suffix] = t["line.3.horizontal.decrease" + suffix]
        }
        family(
            &t, "line.3.horizontal", [.circle, .circleFill],
            extras: { for y in [0.25, 0.5, 0.75] { line(&$0, [(0.1, y), (0.9, y)]) } })
        family(
            &t, "slider.horizontal.3", .outline,
            extras: {
                for (y, x) in [(0.2, 0.66), (0.5, 0.3), (0.8, 0.56)] {
                    line(&$0, [(0.04, y), (0.96, y)]); circle(&$0, x, y, 0.08)
                }
            })
        family(
            &t, "slider.vertical.3", .outline,
            extras: {
                for (x, y) in [(0.2, 0.66), (0.5, 0.3), (0.8, 0.56)] {
                    line(&$0, [(x, 0.04), (x, 0.96)]); circle(&$0, x, y, 0.08)
                }
            })
        family(
            &t, "switch.2", .outline,
            extras: {
                line(&$0, [(0.04, 0.3), (0.4, 0.3), (0.64, 0.7), (0.96, 0.7)]); line(&$0, [(0.64, 0.3), (0.96, 0.3)])
            })
        family(
            &t, "aspectratio", .pair, body: { rr(&$0, 0.02, 0.16, 0.96, 0.68, 0.08) },
            details: {
                line(&$0, [(0.2, 0.46), (0.2, 0.32), (0.34, 0.32)]);
                line(&$0, [(0.8, 0.54), (0.8, 0.68), (0.66, 0.68)])
            })
        family(
            &t, "crop", .outline,
            extras: {
                line(&$0, [(0.24, 0.04), (0.24, 0.76), (0.96, 0.76)]);
                line(&$0, [(0.04, 0.24), (0.76, 0.24), (0.76, 0.96)])
            })
        family(
            &t, "rotate.right", .pair, body: { rr(&$0, 0.1, 0.42, 0.5, 0.5, 0.06) },
            extras: {
                arc(&$0, 0.6, 0.42, 0.26, 180, 300); arrowHead(&$0, at: (0.73, 0.2), direction: 0.5, size: 0.12)
            })
        family(
            &t, "button.programmable", [.outline, .square, .squareFill], body: { circle(&$0, 0.5, 0.5, 0.3) },
            details: { arc(&$0, 0.5, 0.5, 0.14, 20, 320) })
        family(
            &t, "rectangle.and.pencil.and.ellipsis", .outline, body: { rr(&$0, 0.02, 0.2, 0.96, 0.6, 0.08) },
            details: {
                dot(&$0, 0.16, 0.5); dot(&$0, 0.28, 0.5); line(&$0, [(0.5, 0.62), (0.8, 0.32)])
            })
    }
}
