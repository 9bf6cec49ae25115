import Foundation

/// How a path is stroked: width, caps, joins (as Core Graphics names them).
public struct StrokeParameters: Sendable, Hashable {
    /// How the ends of open lines are drawn: flat at the end, rounded, or squared past it.
    public enum Cap: Sendable, Hashable { case butt, round, square }
    /// How lines meet at corners: mitered, rounded or beveled.
    public enum Join: Sendable, Hashable { case miter, round, bevel }

    /// The line's width.
    public var width: Double
    /// How the ends of open lines are drawn.
    public var cap: Cap
    /// How lines meet at corners.
    public var join: Join
    /// The longest miter, as a multiple of the line width, before a miter join is beveled.
    public var miterLimit: Double

    /// A stroke of `width`; by default with butt caps, miter joins and a miter limit of 10.
    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10) {
        (self.width, self.cap, self.join, self.miterLimit) = (width, cap, join, miterLimit)
    }
}

/// Turns a path into the outline of its stroke, for filling with the non-zero rule.
///
/// Curves are flattened, and round joins and caps drawn, to within a tolerance of the true
/// stroke. Each run of the path whose inner corners meet cleanly becomes one contour: its left
/// offset forward, the end cap, its right offset back, the start cap (a closed run: the two
/// offsets as two loops). An inner corner meets cleanly where the two offset edges cross
/// within both segments, which is every corner of a finely flattened curve narrower than its
/// radius of curvature. The outline's boundary is then a single edge everywhere, so an
/// analytic coverage rasterizer, which adds the coverage of overlapping edges, draws no seams
/// or bumps at the vertices. Where an inner corner cannot meet cleanly (a sharp turn between
/// short segments, a stroke wider than its curve), the path is cut there into runs with butt
/// ends and the outer side of the corner is filled with its join: pieces wound the same way,
/// whose non-zero union is the stroke.
public enum Stroker {
    /// The outline of `path` stroked with `style`.
    ///
    /// `tolerance` is the farthest the outline may stray from the true stroke, in the path's
    /// units; pass the device tolerance divided by the path's scale on the device (see
    /// `tolerance(pixels:under:)`). Without one it is 1/20,000 of the path's larger side
    /// (never more than 0.01): a 1-unit symbol stays within 0.05 px at 1,000 px, a path in points
    /// within 0.03 px at 3×. Non-finite paths and widths give an empty outline.
    public static func outline(of path: BezierPath, _ style: StrokeParameters, tolerance: Double? = nil)
        -> BezierPath
    {
        let hw = style.width / 2
        guard hw > 0, hw.isFinite, path.isFinite else { return BezierPath() }
        let box = path.controlPointBounds
        let extent = max(box.width, box.height, style.width)
        // The floor keeps a hostile tolerance from asking for unbounded segments (curves are
        // capped at 1,024 segments each anyway).
        let floor = max(extent * 1e-7, 1e-12)
        let requested = tolerance.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? min(0.01, extent / 20_000)
        var builder = StrokeBuilder(style: style, halfWidth: hw, tolerance: max(requested, floor))
        for (points, closed) in Self.polylines(path, tolerance: max(requested, floor)) {
            builder.stroke(points, closed: closed)
        }
        // Coordinates near the limits of Double can overflow in the offsets.
        return builder.out.isFinite ? builder.out : BezierPath()
    }

    /// The tolerance in a path's units that keeps its stroke within `pixels` device pixels once
    /// drawn through `transform` (points to pixels, display scale and scale effects included).
    public static func tolerance(pixels: Double, under transform: Transform2D) -> Double {
        let scale = transform.maximumScale
        guard scale.isFinite, scale > 0, pixels.isFinite, pixels > 0 else { return 0.01 }
        return pixels / scale
    }

    /// The path's subpaths as polylines within `tolerance` of its curves, repeated points
    /// dropped (they have no direction), a closed subpath without its repeated first point.
    static func polylines(_ path: BezierPath, tolerance: Double) -> [(points: [Point2D], closed: Bool)] {
        var out: [(points: [Point2D], closed: Bool)] = []
        var poly: [Point2D] = []
        // A lone move draws nothing; a segment back to its start draws its caps.
        var hasSegment = false
        var cur = Point2D.zero
        let same = tolerance * 1e-3
        func add(_ p: Point2D) {
            hasSegment = true
            if let last = poly.last, (p - last).length <= same { return }
            poly.append(p)
        }
        func finish(_ closed: Bool) {
            if closed, poly.count > 1, (poly[0] - poly[poly.count - 1]).length <= same { poly.removeLast() }
            if !poly.isEmpty, hasSegment { out.append((poly, closed)) }
            poly = []
            hasSegment = false
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(false)
                poly = [p]
                cur = p
            case .line(let p):
                if poly.isEmpty { poly = [cur] }
                add(p)
                cur = p
            case .quadCurve(let p, let c):
                if poly.isEmpty { poly = [cur] }
                var pts: [Point2D] = []
                let c1 = cur + (c - cur) * (2.0 / 3.0)
                let c2 = p + (c - p) * (2.0 / 3.0)
                BezierPath.flattenCubic(cur, c1, c2, p, tolerance, into: &pts)
                pts.forEach(add)
                cur = p
            case .curve(let p, let c1, let c2):
                if poly.isEmpty { poly = [cur] }
                var pts: [Point2D] = []
                BezierPath.flattenCubic(cur, c1, c2, p, tolerance, into: &pts)
                pts.forEach(add)
                cur = p
            case .closeSubpath:
                let first = poly.first
                finish(true)
                if let first { cur = first }
            }
        }
        finish(false)
        return out
    }
}
