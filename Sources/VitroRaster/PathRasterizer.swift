import VitroGeometry

/// Analytic anti-aliased coverage of a path: the exact area of each pixel the path covers.
///
/// Every edge adds its signed area and crossing to an accumulation row (the method of
/// FreeType's gray rasterizer and font-rs); a running sum along the row gives each pixel's
/// winding coverage, to which the fill rule is applied. No supersampling.
public enum PathRasterizer {
    /// Coverage of `path` (in pixel coordinates) clipped to `clip`.
    ///
    /// Non-finite paths cover nothing. Curves are flattened to within 0.01 px (chords lose at most 0.07% of a 20 px circle's area).
    public static func coverage(of path: BezierPath, rule: FillRule = .nonZero, clip: PixelRect) -> CoverageMask {
        guard path.isFinite, !clip.isEmpty else {
            return CoverageMask(rect: PixelRect(x: clip.x, y: clip.y, width: 0, height: 0), values: [])
        }
        return coverage(of: Flattened(path), rule: rule, clip: clip)
    }

    /// A finite path flattened once, for rasterizing it in several clips (chunks of rows).
    struct Flattened: Sendable {
        let polygons: [[Point2D]]
        let bounds: Rect2D

        init(_ path: BezierPath) {
            polygons = path.flattened(tolerance: 0.01)
            bounds = path.controlPointBounds
        }
    }

    /// Coverage of a flattened path clipped to `clip`.
    static func coverage(of path: Flattened, rule: FillRule, clip: PixelRect) -> CoverageMask {
        let empty = CoverageMask(rect: PixelRect(x: clip.x, y: clip.y, width: 0, height: 0), values: [])
        guard let r = region(of: path, clip: clip) else { return empty }
        let w = r.width
        let h = r.height
        var acc = [Float](repeating: 0, count: (w + 2) * h)
        acc.withUnsafeMutableBufferPointer { a in accumulate(path, in: r, into: a) }
        let values = [Float](unsafeUninitializedCapacity: w * h) { out, count in
            acc.withUnsafeBufferPointer { a in
                for y in 0..<h {
                    var sum: Float = 0
                    let row = a.baseAddress! + y * (w + 2)
                    let o = out.baseAddress! + y * w
                    switch rule {
                    case .nonZero:
                        for x in 0..<w {
                            sum += row[x]
                            o[x] = min(abs(sum), 1)
                        }
                    case .evenOdd:
                        for x in 0..<w {
                            sum += row[x]
                            let m = abs(sum).truncatingRemainder(dividingBy: 2)
                            o[x] = m > 1 ? 2 - m : m
                        }
                    }
                }
            }
            count = w * h
        }
        return CoverageMask(rect: r, values: values)
    }

    /// The pixels a flattened path's coverage spans within `clip`, or nil when none.
    static func region(of path: Flattened, clip: PixelRect) -> PixelRect? {
        guard !clip.isEmpty else { return nil }
        let b = path.bounds
        let area = PixelRect(
            x: Int(b.minX.rounded(.down)), y: Int(b.minY.rounded(.down)),
            width: Int(b.maxX.rounded(.up)) - Int(b.minX.rounded(.down)) + 1,
            height: Int(b.maxY.rounded(.up)) - Int(b.minY.rounded(.down)) + 1)
        // Everything left of the clip still adds winding, so the row starts at the clip's left
        // edge and edges beyond it are clamped onto it.
        let r = area.intersection(clip)
        return r.isEmpty ? nil : r
    }

    /// Adds the path's edges within `r` (from `region(of:clip:)`) to accumulation rows of
    /// `r.width + 2` cells, one per row of `r`: each cell the change of coverage at its pixel,
    /// so a row's running sum is the coverage (a winding number where edges cross).
    static func accumulate(_ path: Flattened, in r: PixelRect, into a: UnsafeMutableBufferPointer<Float>) {
        let ox = Double(r.x)
        let oy = Double(r.y)
        for poly in path.polygons where !poly.isEmpty {
            var prev = poly[poly.count - 1]
            for p in poly {
                line(
                    x0: prev.x - ox, y0: prev.y - oy, x1: p.x - ox, y1: p.y - oy,
                    width: r.width, height: r.height, stride: r.width + 2, into: a)
                prev = p
            }
        }
    }

    /// `accumulate(_:in:into:)` over the edges a chunk of a large fill reaches (`ChunkEdges`).
    static func accumulate(_ edges: [ChunkEdges.Edge], in r: PixelRect, into a: UnsafeMutableBufferPointer<Float>) {
        let ox = Double(r.x)
        let oy = Double(r.y)
        for e in edges {
            line(
                x0: e.from.x - ox, y0: e.from.y - oy, x1: e.to.x - ox, y1: e.to.y - oy,
                width: r.width, height: r.height, stride: r.width + 2, into: a)
        }
    }

    /// Adds one edge to the accumulation rows. Coordinates are relative to the mask's origin.
    static func line(
        x0: Double, y0: Double, x1: Double, y1: Double, width: Int, height: Int, stride: Int,
        into a: UnsafeMutableBufferPointer<Float>
    ) {
        guard y0 != y1 else { return }
        let dir: Float = y0 < y1 ? 1 : -1
        // Clamp x to the row: a part outside still adds its crossing at the nearest edge.
        let fw = Double(width)
        var (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dxdy = (bx - ax) / (by - ay)
        if ay < 0 {
            ax -= ay * dxdy
            ay = 0
        }
        if by > Double(height) {
            bx -= (by - Double(height)) * dxdy
            by = Double(height)
        }
        guard by > ay else { return }
        var x = ax
        let yStart = Int(ay.rounded(.down))
        let yEnd = Int(by.rounded(.up))
        for y in yStart..<yEnd {
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            guard dy > 0 else { continue }
            let xnext = x + dxdy * dy
            let d = Float(dy) * dir
            // Clamping each row's span keeps its crossing; only the area split is approximated
            // for the part outside, which is not drawn anyway.
            let xa = min(max(x, 0), fw)
            let xb = min(max(xnext, 0), fw)
            let lo = min(xa, xb)
            let hi = max(xa, xb)
            let row = y * stride
            let x0f = lo.rounded(.down)
            let x0i = Int(x0f)
            let x1c = hi.rounded(.up)
            let x1i = Int(x1c)
            if x1i <= x0i + 1 {
                // The span lies within one pixel: split by the mean x.
                let xm = Float(0.5 * (xa + xb) - x0f)
                a[row + x0i] += d - d * xm
                a[row + x0i + 1] += d * xm
            } else {
                let s = Float(1 / (hi - lo))
                let x0frac = Float(lo - x0f)
                let a0 = 0.5 * s * (1 - x0frac) * (1 - x0frac)
                let x1frac = Float(hi - x1c + 1)
                let am = 0.5 * s * x1frac * x1frac
                a[row + x0i] += d * a0
                if x1i == x0i + 2 {
                    a[row + x0i + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0frac)
                    a[row + x0i + 1] += d * (a1 - a0)
                    var xi = x0i + 2
                    while xi < x1i - 1 {
                        a[row + xi] += d * s
                        xi += 1
                    }
                    let a2 = a1 + Float(x1i - x0i - 3) * s
                    a[row + x1i - 1] += d * (1 - a2 - am)
                }
                a[row + x1i] += d * am
            }
            x = xnext
        }
    }
}
