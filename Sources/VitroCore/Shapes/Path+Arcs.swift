import Foundation
import VitroGeometry

extension Path {
    /// A path of a rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rectangle with a radius per corner, transformed by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let c = cornerRadii
        let figure = CornerGeometry.roundedRect(
            rect.rect2D,
            radii: .init(
                topLeft: max(0, c.topLeading), topRight: max(0, c.topTrailing), bottomRight: max(0, c.bottomTrailing),
                bottomLeft: max(0, c.bottomLeading)),
            continuous: style == .continuous)
        addPath(Path(figure), transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, joined to the current point by a line (as
    /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let p0 = currentPoint ?? tangent1End
        var figure = Path()
        figure.move(to: p0)
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 * l1 * l2 else {
            // Collinear points or no radius: a straight line to the corner.
            figure.addLine(to: tangent1End)
            append(figure, transform: transform)
            return
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let start = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
        let end = CGPoint(x: tangent1End.x + v2.x / l2 * distance, y: tangent1End.y + v2.y / l2 * distance)
        // The center lies along the bisector, `radius / sin(angle / 2)` from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let d = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * d, y: tangent1End.y + bisector.y / bl * d)
        figure.addLine(to: start)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        figure.storage.addArc(
            center: center.point2D, radiusX: radius, radiusY: radius, startAngle: a0, endAngle: a0 + sweep,
            moveFirst: false)
        append(figure, transform: transform)
    }

    /// Adds an arc of `radius` around `center` from `startAngle`, turning by `delta` (positive
    /// turns clockwise on screen), joined to the current point by a line.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        var figure = Path()
        let start = CGPoint(
            x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        figure.move(to: currentPoint ?? start)
        figure.addLine(to: start)
        figure.storage.addArc(
            center: center.point2D, radiusX: radius, radiusY: radius, startAngle: startAngle.radians,
            endAngle: startAngle.radians + delta.radians, moveFirst: false)
        append(figure, transform: transform)
    }

    /// Appends `figure`, whose first element restates the current point, continuing the current
    /// subpath when there is one.
    private mutating func append(_ figure: Path, transform: CGAffineTransform) {
        let moved = figure.storage.applying(transform.transform2D)
        for (i, e) in moved.elements.enumerated() {
            if i == 0, case .move = e, currentPoint != nil, transform == .identity { continue }
            storage.append(e)
        }
    }
}
