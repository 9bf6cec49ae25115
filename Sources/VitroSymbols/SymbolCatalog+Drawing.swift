import Foundation
import VitroGeometry

// More drawing helpers for the glyph families (unit square, y down, angles in degrees
// clockwise from the positive x axis).
extension SymbolCatalog {
    /// The table of glyph families: every name and variant they register.
    static let glyphSymbols: [String: Symbol] = {
        var t: [String: Symbol] = [:]
        addMarks(&t)
        addArrows(&t)
        addCommunication(&t)
        addObjects(&t)
        addCommerce(&t)
        addNature(&t)
        addDevices(&t)
        addLayout(&t)
        addText(&t)
        addNumbers(&t)
        addSuits(&t)
        return t
    }()

    static func rr(_ p: inout BezierPath, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        p.addRoundedRect(Rect2D(x: x, y: y, width: w, height: h), radius: r)
    }

    static func oval(_ p: inout BezierPath, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        p.addEllipse(in: Rect2D(x: x, y: y, width: w, height: h))
    }

    /// A dot one stroke wide (a very short round-capped line).
    static func dot(_ p: inout BezierPath, _ x: Double, _ y: Double) {
        line(&p, [(x, y - 0.005), (x, y + 0.005)])
    }

    /// An open circular arc from `a0` to `a1` degrees.
    static func arc(_ p: inout BezierPath, _ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
        p.addArc(
            center: pt(cx, cy), radiusX: r, radiusY: r, startAngle: a0 * .pi / 180, endAngle: a1 * .pi / 180,
            moveFirst: true)
    }

    /// A line from one point to another with an open arrowhead at its end.
    static func arrow(
        _ p: inout BezierPath, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, head: Double = 0.26
    ) {
        line(&p, [(x0, y0), (x1, y1)])
        arrowHead(&p, at: (x1, y1), direction: atan2(y1 - y0, x1 - x0), size: head)
    }

    /// An open arrowhead at a point, pointing along `direction` (radians).
    static func arrowHead(_ p: inout BezierPath, at tip: (Double, Double), direction: Double, size: Double = 0.22) {
        let a1 = direction + .pi * 0.75
        let a2 = direction - .pi * 0.75
        line(
            &p,
            [
                (tip.0 + size * cos(a1), tip.1 + size * sin(a1)), tip, (tip.0 + size * cos(a2), tip.1 + size * sin(a2)),
            ])
    }

    /// A regular polygon of `n` corners, the first at `start` degrees.
    static func regular(
        _ p: inout BezierPath, _ n: Int, r: Double, start: Double = -90, cx: Double = 0.5, cy: Double = 0.5
    ) {
        poly(
            &p,
            (0..<n).map { i in
                let a = (start + Double(i) * 360 / Double(n)) * .pi / 180
                return (cx + r * cos(a), cy + r * sin(a))
            })
    }

    /// A four-pointed sparkle centered at a point.
    static func sparkle(_ p: inout BezierPath, _ cx: Double, _ cy: Double, _ r: Double) {
        p.move(to: pt(cx, cy - r))
        p.addQuadCurve(to: pt(cx + r, cy), control: pt(cx + r * 0.15, cy - r * 0.15))
        p.addQuadCurve(to: pt(cx, cy + r), control: pt(cx + r * 0.15, cy + r * 0.15))
        p.addQuadCurve(to: pt(cx - r, cy), control: pt(cx - r * 0.15, cy + r * 0.15))
        p.addQuadCurve(to: pt(cx, cy - r), control: pt(cx - r * 0.15, cy - r * 0.15))
        p.closeSubpath()
    }

    /// A speech bubble with its tail at the lower left (or right when `right`).
    static func bubble(_ p: inout BezierPath, _ x: Double, _ y: Double, _ w: Double, _ h: Double, right: Bool = false) {
        let tx = right ? x + w * 0.78 : x + w * 0.22
        let dir = right ? 1.0 : -1.0
        p.move(to: pt(x + w / 2, y))
        p.addCurve(to: pt(x + w, y + h * 0.45), control1: pt(x + w * 0.85, y), control2: pt(x + w, y + h * 0.2))
        p.addCurve(
            to: pt(x + w / 2, y + h * 0.9), control1: pt(x + w, y + h * 0.72), control2: pt(x + w * 0.8, y + h * 0.9))
        p.addLine(to: pt(tx - dir * 0.02, y + h * 0.88))
        p.addLine(to: pt(tx + dir * 0.12, y + h))
        p.addLine(to: pt(tx + dir * 0.07, y + h * 0.8))
        p.addCurve(to: pt(x, y + h * 0.45), control1: pt(x + w * 0.1, y + h * 0.75), control2: pt(x, y + h * 0.62))
        p.addCurve(to: pt(x + w / 2, y), control1: pt(x, y + h * 0.2), control2: pt(x + w * 0.15, y))
        p.closeSubpath()
    }

    /// A person: head and shoulders, at a center and size.
    static func bust(_ p: inout BezierPath, _ cx: Double, _ top: Double, _ size: Double) {
        circle(&p, cx, top + size * 0.22, size * 0.2)
        p.move(to: pt(cx - size * 0.4, top + size))
        p.addCurve(
            to: pt(cx + size * 0.4, top + size), control1: pt(cx - size * 0.38, top + size * 0.5),
            control2: pt(cx + size * 0.38, top + size * 0.5))
        p.closeSubpath()
    }
}
