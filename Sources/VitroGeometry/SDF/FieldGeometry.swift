import Foundation

/// A shape as its distance field sees it, in pixel coordinates: the common shapes have closed
/// forms (exact distance at any point, no outline to flatten); anything else is a path whose
/// field is computed exactly in a band around its outline.
public enum FieldGeometry: Sendable, Hashable {
    /// A rectangle with circular corners, one radius per corner (0 is square). Radii larger
    /// than half an edge are limited to it, as ``CornerGeometry`` draws them, so a radius of half
    /// the shorter side is a capsule.
    case roundedRect(Rect2D, CornerGeometry.Radii)
    /// The ellipse inscribed in a rectangle (a circle when it is square).
    case ellipse(Rect2D)
    /// Any outline, filled by the non-zero rule.
    case path(BezierPath)

    /// A rectangle with square corners.
    public static func rect(_ r: Rect2D) -> FieldGeometry { .roundedRect(r, CornerGeometry.Radii(0)) }

    /// A capsule filling `r`: corner radius half its shorter side.
    public static func capsule(_ r: Rect2D) -> FieldGeometry {
        .roundedRect(r, CornerGeometry.Radii(min(r.width, r.height) / 2))
    }

    /// The smallest rectangle holding the shape.
    public var bounds: Rect2D {
        switch self {
        case .roundedRect(let r, _), .ellipse(let r): r
        case .path(let p): p.controlPointBounds
        }
    }

    /// Whether the distance at a point has a closed form (no band limit).
    public var isAnalytic: Bool {
        if case .path = self { return false }
        return true
    }

    /// The shape as a path (the outline the field measures against).
    public var path: BezierPath {
        switch self {
        case .roundedRect(let r, let radii): CornerGeometry.roundedRect(r, radii: radii, continuous: false)
        case .ellipse(let r):
            {
                var p = BezierPath(); p.addEllipse(in: r); return p
            }()
        case .path(let p): p
        }
    }

    /// The signed distance from `p` to the outline (negative inside), for the analytic cases;
    /// nil for a path.
    public func distance(to p: Point2D) -> Double? {
        switch self {
        case .roundedRect(let r, let radii): Self.roundedRectDistance(p, r, radii)
        case .ellipse(let r): Self.ellipseDistance(p, r)
        case .path: nil
        }
    }

    /// The exact distance to a rectangle with a circular radius per quadrant (y down).
    @inline(__always)
    static func roundedRectDistance(_ p: Point2D, _ r: Rect2D, _ radii: CornerGeometry.Radii) -> Double {
        let hx = r.width / 2
        let hy = r.height / 2
        let px = p.x - r.midX
        let py = p.y - r.midY
        let limit = min(hx, hy)
        let raw = px > 0 ? (py > 0 ? radii.bottomRight : radii.topRight) : (py > 0 ? radii.bottomLeft : radii.topLeft)
        let rad = max(0, min(raw.isFinite ? raw : limit, limit))
        let qx = abs(px) - hx + rad
        let qy = abs(py) - hy + rad
        let ox = max(qx, 0)
        let oy = max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - rad
    }

    /// The distance to an ellipse: the nearest point by iterating on the local circle of
    /// curvature (the evolute method), which converges from inside and outside alike; four
    /// steps leave well under 0.01 px for the aspect ratios met in interfaces.
    static func ellipseDistance(_ p: Point2D, _ r: Rect2D) -> Double {
        let a = r.width / 2
        let b = r.height / 2
        let px = abs(p.x - r.midX)
        let py = abs(p.y - r.midY)
        guard a > 0, b > 0 else { return max(px - a, py - b) }
        if abs(a - b) < 1e-9 { return (px * px + py * py).squareRoot() - a }
        var tx = 0.70710678118654752
        var ty = 0.70710678118654752
        for _ in 0..<4 {
            let x = a * tx
            let y = b * ty
            let ex = (a * a - b * b) * tx * tx * tx / a
            let ey = (b * b - a * a) * ty * ty * ty / b
            let rx = x - ex
            let ry = y - ey
            let qx = px - ex
            let qy = py - ey
            let rr = (rx * rx + ry * ry).squareRoot()
            let q = max((qx * qx + qy * qy).squareRoot(), 1e-12)
            tx = min(max((qx * rr / q + ex) / a, 0), 1)
            ty = min(max((qy * rr / q + ey) / b, 0), 1)
            let t = max((tx * tx + ty * ty).squareRoot(), 1e-12)
            tx /= t
            ty /= t
        }
        let dx = px - a * tx
        let dy = py - b * ty
        let d = (dx * dx + dy * dy).squareRoot()
        return (px * px) / (a * a) + (py * py) / (b * b) < 1 ? -d : d
    }
}

extension FieldGeometry {
    /// The geometry under a transform: closed forms survive translations and uniform scales
    /// (ellipses any axis-aligned scale); anything else becomes the transformed outline.
    public func applying(_ t: Transform2D) -> FieldGeometry {
        let axisAligned = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
        func map(_ r: Rect2D) -> Rect2D {
            Rect2D(x: r.x * t.a + t.tx, y: r.y * t.d + t.ty, width: r.width * t.a, height: r.height * t.d)
        }
        switch self {
        case .roundedRect(let r, let radii) where axisAligned && abs(t.a - t.d) <= 1e-9 * max(t.a, t.d):
            let s = t.a
            return .roundedRect(
                map(r),
                CornerGeometry.Radii(
                    topLeft: radii.topLeft * s, topRight: radii.topRight * s, bottomRight: radii.bottomRight * s,
                    bottomLeft: radii.bottomLeft * s))
        case .ellipse(let r) where axisAligned:
            return .ellipse(map(r))
        default:
            return .path(path.applying(t))
        }
    }
}
