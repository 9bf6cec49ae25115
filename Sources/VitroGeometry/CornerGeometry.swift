/// Rounded-rectangle outlines with circular or Apple's continuous corners.
///
/// The continuous corner is UIKit's (`bezierPathWithRoundedRect:cornerRadius:`, iOS 7+): three
/// cubic segments spanning 1.52866483·r of each edge, made symmetric. Where an edge is too short
/// for that span, the radius is not shrunk: the corner's span along that edge is limited to
/// half the edge and its shape eases toward a circular arc of the same radius, on both axes by
/// the more constrained of the two edges.
/// A radius larger than half an edge becomes half that edge, and the corner is then circular:
/// a capsule is an exact pill.
public enum CornerGeometry {
    /// The span of a continuous corner along each edge, in units of its radius.
    public static let continuousSpan = 1.52866483

    /// One corner of the continuous curve, from the edge it leaves to the edge it joins, in
    /// units of r: (distance along the incoming edge back from the corner, distance along the
    /// outgoing edge). Points: start, then (control, control, end) triples and line ends.
    static let continuous: [(Double, Double)] = [
        (1.52866483, 0),
        (1.08849299, 0), (0.86840701, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100),
        (0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491100, 0.63149399),
        (0.06549600, 0.66993427),
        (0, 0.86840701), (0, 1.08849299), (0, 1.52866483),
    ]

    /// A quarter circle in the same structure (degenerate outer segments), to ease toward.
    static let circular: [(Double, Double)] = {
        let k = 0.5522847498307936  // 4/3·(√2 − 1): cubic quarter circle
        return [
            (1, 0),
            (1, 0), (1, 0), (1, 0),
            (1, 0),
            (1 - k, 0), (0, 1 - k), (0, 1),
            (0, 1),
            (0, 1), (0, 1), (0, 1),
        ]
    }()

    /// Radii of the four corners, clockwise from the top left (y down).
    public struct Radii: Sendable, Hashable {
        /// The radius of each corner.
        public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
        /// Radii for each corner.
        public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
            (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (
                topLeft, topRight, bottomRight, bottomLeft
            )
        }
        /// The same radius `r` on every corner.
        public init(_ r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    }

    /// A rectangle with all corners of radius `radiusX` × `radiusY`.
    public static func roundedRect(_ rect: Rect2D, radiusX: Double, radiusY: Double, continuous: Bool) -> BezierPath {
        roundedRect(rect, radii: Radii(radiusX), aspect: radiusX > 0 ? radiusY / radiusX : 1, continuous: continuous)
    }

    /// A rectangle with a radius per corner (`aspect` scales the vertical radii).
    public static func roundedRect(_ rect: Rect2D, radii: Radii, aspect: Double = 1, continuous: Bool) -> BezierPath {
        var path = BezierPath()
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            if rect.width.isFinite && rect.height.isFinite && (rect.width > 0 || rect.height > 0) { path.addRect(rect) }
            return path
        }
        let hw = rect.width / 2
        let hh = rect.height / 2
        // Corner, incoming direction (back along the edge arrived on), outgoing direction, and
        // whether the incoming edge is horizontal.
        let corners: [(Point2D, Point2D, Point2D, Bool, Double)] = [
            (Point2D(x: rect.maxX, y: rect.minY), Point2D(x: -1, y: 0), Point2D(x: 0, y: 1), true, radii.topRight),
            (Point2D(x: rect.maxX, y: rect.maxY), Point2D(x: 0, y: -1), Point2D(x: -1, y: 0), false, radii.bottomRight),
            (Point2D(x: rect.minX, y: rect.maxY), Point2D(x: 1, y: 0), Point2D(x: 0, y: -1), true, radii.bottomLeft),
            (Point2D(x: rect.minX, y: rect.minY), Point2D(x: 0, y: 1), Point2D(x: 1, y: 0), false, radii.topLeft),
        ]
        var first = true
        for (corner, a, b, incomingHorizontal, radius) in corners {
            let rx = max(0, radius.isFinite ? radius : .greatestFiniteMagnitude)
            let ry = rx * aspect
            // Along the incoming edge, then along the outgoing one.
            let (ra, la) = incomingHorizontal ? (rx, hw) : (ry, hh)
            let (rb, lb) = incomingHorizontal ? (ry, hh) : (rx, hw)
            let pts = cornerPoints(ra: min(ra, la), la: la, rb: min(rb, lb), lb: lb, continuous: continuous)
            func place(_ p: (Double, Double)) -> Point2D { corner + a * p.0 + b * p.1 }
            if first {
                path.move(to: place(pts[0]))
                first = false
            } else {
                path.addLine(to: place(pts[0]))
            }
            if pts.count == 1 { continue }
            path.addCurve(to: place(pts[3]), control1: place(pts[1]), control2: place(pts[2]))
            path.addLine(to: place(pts[4]))
            path.addCurve(to: place(pts[7]), control1: place(pts[5]), control2: place(pts[6]))
            path.addLine(to: place(pts[8]))
            path.addCurve(to: place(pts[11]), control1: place(pts[9]), control2: place(pts[10]))
        }
        path.closeSubpath()
        return path
    }

    /// The corner's points scaled to its radii, eased toward circular on each axis whose half
    /// edge `l` is shorter than the continuous span.
    static func cornerPoints(ra: Double, la: Double, rb: Double, lb: Double, continuous: Bool) -> [(Double, Double)] {
        guard ra > 0, rb > 0 else { return [(0, 0)] }
        func ease(_ r: Double, _ l: Double) -> Double {
            guard continuous else { return 0 }
            return min(max((l / r - 1) / (continuousSpan - 1), 0), 1)
        }
        // One easing for the whole corner, set by the more constrained edge: mixing the two
        // per axis would break the tangent where the corner meets the short edge.
        let t = min(ease(ra, la), ease(rb, lb))
        return zip(circular, Self.continuous).map { c, s in
            ((c.0 + (s.0 - c.0) * t) * ra, (c.1 + (s.1 - c.1) * t) * rb)
        }
    }
}
