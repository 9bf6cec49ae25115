import Foundation

/// A signed distance field sampled on a pixel grid: at each pixel center the distance to the
/// nearest point of a shape's outline, negative inside, in pixels. Liquid Glass uses it for
/// its bezel (refraction by depth) and containers merge shapes by a smooth union of fields.
public struct DistanceField: Sendable, Equatable {
    /// The grid's width, in pixels.
    public let width: Int
    /// The grid's height, in pixels.
    public let height: Int
    /// Row-major distances, `width * height` of them.
    public var values: [Float]
    /// The canvas pixel the grid's first value belongs to: a shape's field covers its own
    /// bounds (plus a margin), not the whole canvas.
    public var originX = 0
    /// The canvas row of the grid's first value.
    public var originY = 0

    /// A field of `width` × `height` values, row by row.
    public init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height)
        self.width = width
        self.height = height
        self.values = values
    }

    /// The value at grid pixel (x, y), clamped to the grid's edge.
    @inline(__always)
    public subscript(x: Int, y: Int) -> Float {
        guard width > 0, height > 0 else { return .greatestFiniteMagnitude }
        return values[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
    }

    /// The field of a path (pixel coordinates) over a `width` × `height` grid: exact Euclidean
    /// distance to the flattened outline, sign from the non-zero winding rule.
    public init(path: BezierPath, width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        var segments: [(Point2D, Point2D)] = []
        for poly in path.flattened(tolerance: 0.05) {
            for i in poly.indices { segments.append((poly[i], poly[(i + 1) % poly.count])) }
        }
        var out = [Float](repeating: .greatestFiniteMagnitude, count: self.width * self.height)
        guard path.isFinite, !segments.isEmpty else {
            values = out
            return
        }
        for y in 0..<self.height {
            let py = Double(y) + 0.5
            for x in 0..<self.width {
                let px = Double(x) + 0.5
                var best = Double.infinity
                var winding = 0
                for (a, b) in segments {
                    // Distance to the segment.
                    let dx = b.x - a.x
                    let dy = b.y - a.y
                    let len2 = dx * dx + dy * dy
                    let t = len2 > 0 ? min(max(((px - a.x) * dx + (py - a.y) * dy) / len2, 0), 1) : 0
                    let ex = a.x + t * dx - px
                    let ey = a.y + t * dy - py
                    best = min(best, ex * ex + ey * ey)
                    // Winding: crossings of the ray to the right.
                    if (a.y <= py) != (b.y <= py) {
                        let cx = a.x + (py - a.y) / (b.y - a.y) * dx
                        if cx > px { winding += a.y < b.y ? 1 : -1 }
                    }
                }
                let d = Float(best.squareRoot())
                out[y * self.width + x] = winding != 0 ? -d : d
            }
        }
        values = out
    }

    /// The exact field of a rounded rectangle with circular corners (pixels).
    public static func roundedRect(_ rect: Rect2D, radius: Double, width: Int, height: Int) -> DistanceField {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let cx = rect.midX
        let cy = rect.midY
        let hx = rect.width / 2 - r
        let hy = rect.height / 2 - r
        var out = [Float](repeating: 0, count: max(0, width * height))
        for y in 0..<height {
            for x in 0..<width {
                let qx = abs(Double(x) + 0.5 - cx) - hx
                let qy = abs(Double(y) + 0.5 - cy) - hy
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                out[y * width + x] = Float(outside + min(max(qx, qy), 0) - r)
            }
        }
        return DistanceField(width: width, height: height, values: out)
    }

    /// The outward normal (unit gradient) at a pixel, by central differences.
    public func normal(x: Int, y: Int) -> (dx: Float, dy: Float) {
        let gx = (self[x + 1, y] - self[x - 1, y]) / 2
        let gy = (self[x, y + 1] - self[x, y - 1]) / 2
        let l = (gx * gx + gy * gy).squareRoot()
        return l > 0 ? (gx / l, gy / l) : (0, 0)
    }

    /// The polynomial smooth minimum of two fields with strength `k` pixels
    /// (docs/reference/glass-figures.md#container-spacing):
    /// `h = max(k − |a − b|, 0) / k; d = min(a, b) − h²·k/4`. Two shapes a gap g apart start to
    /// deform once g < k and bridge once g < k/2.
    public static func smoothUnion(_ a: DistanceField, _ b: DistanceField, k: Float) -> DistanceField {
        precondition(a.width == b.width && a.height == b.height, "fields of different sizes")
        let values = zip(a.values, b.values).map { da, db -> Float in
            smoothMinimum(da, db, k: k)
        }
        return DistanceField(width: a.width, height: a.height, values: values)
    }
}
