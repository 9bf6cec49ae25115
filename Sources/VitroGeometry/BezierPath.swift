import Foundation

/// A path of straight and curved segments in a y-down plane.
///
/// Quadratic curves are kept as such; arcs and ellipses are added as cubic Bézier curves
/// (four per full turn, error under 0.03% of the radius).
public struct BezierPath: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: Point2D)
        /// A straight line from the current point.
        case line(to: Point2D)
        /// A quadratic Bézier curve from the current point, with one control point.
        case quadCurve(to: Point2D, control: Point2D)
        /// A cubic Bézier curve from the current point, with two control points.
        case curve(to: Point2D, control1: Point2D, control2: Point2D)
        /// Closes the subpath with a line back to its start.
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var start = Point2D.zero
    private var current = Point2D.zero

    /// An empty path.
    public init() {}

    /// A path of the given elements.
    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The end point of the last segment.
    public var currentPoint: Point2D? { elements.isEmpty ? nil : current }

    /// Appends an element.
    public mutating func append(_ e: Element) {
        switch e {
        case .move(let p):
            start = p
            current = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if elements.isEmpty { elements.append(.move(to: current)) }
            current = p
        case .closeSubpath: current = start
        }
        elements.append(e)
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point2D) { append(.move(to: p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: Point2D) { append(.line(to: p)) }
    /// Adds a quadratic Bézier curve to `p` with one control point.
    public mutating func addQuadCurve(to p: Point2D, control: Point2D) { append(.quadCurve(to: p, control: control)) }
    /// Adds a cubic Bézier curve to `p` with two control points.
    public mutating func addCurve(to p: Point2D, control1: Point2D, control2: Point2D) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds a closed rectangle, clockwise on screen.
    public mutating func addRect(_ r: Rect2D) {
        move(to: Point2D(x: r.minX, y: r.minY))
        addLine(to: Point2D(x: r.maxX, y: r.minY))
        addLine(to: Point2D(x: r.maxX, y: r.maxY))
        addLine(to: Point2D(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle with circular corners of `radius` (clamped to half the shorter
    /// side), clockwise on screen.
    public mutating func addRoundedRect(_ r: Rect2D, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { return addRect(r) }
        move(to: Point2D(x: r.minX + rad, y: r.minY))
        addArc(
            center: Point2D(x: r.maxX - rad, y: r.minY + rad), radiusX: rad, radiusY: rad, startAngle: -.pi / 2,
            endAngle: 0)
        addArc(
            center: Point2D(x: r.maxX - rad, y: r.maxY - rad), radiusX: rad, radiusY: rad, startAngle: 0,
            endAngle: .pi / 2)
        addArc(
            center: Point2D(x: r.minX + rad, y: r.maxY - rad), radiusX: rad, radiusY: rad, startAngle: .pi / 2,
            endAngle: .pi)
        addArc(
            center: Point2D(x: r.minX + rad, y: r.minY + rad), radiusX: rad, radiusY: rad, startAngle: .pi,
            endAngle: 1.5 * .pi)
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `r`, clockwise on screen, starting at its right.
    public mutating func addEllipse(in r: Rect2D) {
        let c = Point2D(x: r.midX, y: r.midY)
        addArc(
            center: c, radiusX: r.width / 2, radiusY: r.height / 2, startAngle: 0, endAngle: 2 * .pi, moveFirst: true)
        closeSubpath()
    }

    /// Adds an elliptical arc from `startAngle` to `endAngle` (radians, increasing clockwise on a
    /// y-down screen), joined to the current point by a line unless `moveFirst`.
    public mutating func addArc(
        center: Point2D, radiusX: Double, radiusY: Double, startAngle: Double, endAngle: Double, moveFirst: Bool = false
    ) {
        let sweep = endAngle - startAngle
        guard sweep.isFinite, radiusX.isFinite, radiusY.isFinite else { return }
        // A quarter turn a segment, at most 1,024 (256 turns; more only repeats the circle).
        let segments = min(max(1, Int(min(abs(sweep) / (.pi / 2), 1024).rounded(.up))), 1024)
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> Point2D { Point2D(x: center.x + radiusX * cos(a), y: center.y + radiusY * sin(a)) }
        let p0 = point(startAngle)
        if moveFirst || elements.isEmpty { move(to: p0) } else { addLine(to: p0) }
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let c1 = Point2D(
                x: center.x + radiusX * (cos(a0) - k * sin(a0)), y: center.y + radiusY * (sin(a0) + k * cos(a0)))
            let c2 = Point2D(
                x: center.x + radiusX * (cos(a1) + k * sin(a1)), y: center.y + radiusY * (sin(a1) - k * cos(a1)))
            addCurve(to: point(a1), control1: c1, control2: c2)
            a0 = a1
        }
    }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: BezierPath) {
        for e in other.elements { append(e) }
    }

    /// The path with every point transformed.
    public func applying(_ t: Transform2D) -> BezierPath {
        if t.isIdentity { return self }
        return BezierPath(
            elements: elements.map { e in
                switch e {
                case .move(let p): .move(to: t.apply(p))
                case .line(let p): .line(to: t.apply(p))
                case .quadCurve(let p, let c): .quadCurve(to: t.apply(p), control: t.apply(c))
                case .curve(let p, let c1, let c2): .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// The bounds of all points, control points included (a cheap superset of the exact bounds).
    public var controlPointBounds: Rect2D {
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        func add(_ p: Point2D) {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        return x0.isFinite ? Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// Whether every coordinate is finite (NaN or infinite points make a path unusable).
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): p.isFinite
            case .quadCurve(let p, let c): p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: true
            }
        }
    }

    /// The path as polylines, each with whether its subpath was closed (for stroking).
    public func flattenedSubpaths(tolerance: Double = 0.1) -> [(points: [Point2D], closed: Bool)] {
        var out: [(points: [Point2D], closed: Bool)] = []
        var poly: [Point2D] = []
        var cur = Point2D.zero
        let tol = max(tolerance, 1e-4)
        func finish(_ closed: Bool) {
            if poly.count > 1 { out.append((poly, closed)) }
            poly = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(false)
                poly = [p]
                cur = p
            case .line(let p):
                if poly.isEmpty { poly = [cur] }
                poly.append(p)
                cur = p
            case .quadCurve(let p, let c):
                if poly.isEmpty { poly = [cur] }
                Self.flattenCubic(cur, cur + (c - cur) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p, tol, into: &poly)
                cur = p
            case .curve(let p, let c1, let c2):
                if poly.isEmpty { poly = [cur] }
                Self.flattenCubic(cur, c1, c2, p, tol, into: &poly)
                cur = p
            case .closeSubpath:
                if let first = poly.first { cur = first }
                finish(true)
            }
        }
        finish(false)
        return out
    }

    /// The path as closed polygons of line segments, curves subdivided until they deviate from
    /// the true curve by at most `tolerance`. Every subpath is closed, as filling treats it.
    public func flattened(tolerance: Double = 0.1) -> [[Point2D]] {
        flattenedSubpaths(tolerance: tolerance).map(\.points)
    }

    /// Uniform subdivision with the segment count from the curve's second differences, which
    /// bounds the deviation (Wang's formula); capped so hostile coordinates cannot explode it.
    static func flattenCubic(
        _ p0: Point2D, _ p1: Point2D, _ p2: Point2D, _ p3: Point2D, _ tol: Double, into out: inout [Point2D]
    ) {
        let dd1 = p0 - 2 * p1 + p2
        let dd2 = p1 - 2 * p2 + p3
        let m = max(dd1.length, dd2.length)
        // Compared before the conversion: an infinite or huge m has no Int.
        let n = m > 0 ? min(max(1, Int(min((m * 0.75 / tol).squareRoot(), 1024).rounded(.up))), 1024) : 1
        for i in 1...n {
            let t = Double(i) / Double(n)
            let u = 1 - t
            let p = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
            out.append(p)
        }
    }
}
