import Dispatch
import Foundation

/// The signed distance to a path computed only where it matters: the sign by scanlines (exact,
/// non-zero winding), the distance by visiting, for each segment of the flattened outline,
/// the pixels within `band` of it. The cost grows with the outline's length times the band,
/// not with the area times the number of segments.
///
/// Pixels are visited in tiles, and a tile skips the segments that cannot be nearest anywhere
/// in it (farther from its center, less its half-diagonal, than another segment is, plus the
/// half-diagonal and a pixel of slack): with a deep band every pixel near a curved corner is
/// within reach of every segment of the corner, but only a few of them can win. The minimum
/// over the segments that remain is the minimum over all of them, each value computed as a
/// visit of the whole band computes it, so the floats are the same.
enum BandedPathField {
    /// Flattening tolerance in pixels: the outline the field measures deviates from the drawn
    /// one by at most this (well under the 0.5 px the bezel is held to).
    static let tolerance = 0.1
    /// Tile side in pixels: small enough that few segments survive in a corner, large enough
    /// that choosing them costs little beside the pixels.
    static let tile = 16

    /// One segment of the outline, relative to the grid's origin, with the window of pixels
    /// within the band of it and what its inner loop needs.
    struct Segment {
        let a: Point2D
        let c: Point2D
        let x0: Int
        let x1: Int
        let y0: Int
        let y1: Int
        let dx: Float
        let dy: Float
        let inv: Float
        let x0a: Float

        /// The distance from `p` (grid coordinates) to the segment.
        func distance(_ p: Point2D) -> Double {
            let ux = c.x - a.x
            let uy = c.y - a.y
            let len2 = ux * ux + uy * uy
            let t = len2 > 0 ? min(max(((p.x - a.x) * ux + (p.y - a.y) * uy) / len2, 0), 1) : 0
            let ex = p.x - a.x - t * ux
            let ey = p.y - a.y - t * uy
            return (ex * ex + ey * ey).squareRoot()
        }
    }

    static func values(_ path: BezierPath, originX: Int, originY: Int, width w: Int, height h: Int, band: Double)
        -> [Float]
    {
        guard w > 0, h > 0 else { return [] }
        // Nothing on the grid is farther than its diagonal from an outline crossing it.
        let b = min(band.isNaN ? 1 : max(1, band), Double(w + h))
        var out = [Float](repeating: Float(b), count: w * h)
        guard path.isFinite else { return out }
        var segments: [Segment] = []
        // Clamped in Double first: far-away coordinates never reach an Int conversion.
        func index(_ v: Double, _ n: Int) -> Int { Int(min(max(v, -1), Double(n))) }
        for poly in path.flattened(tolerance: tolerance) where poly.count > 1 {
            for i in poly.indices {
                let a = poly[i] - Point2D(x: Double(originX), y: Double(originY))
                let c = poly[(i + 1) % poly.count] - Point2D(x: Double(originX), y: Double(originY))
                guard a != c else { continue }
                let x0 = max(0, index((min(a.x, c.x) - b).rounded(.down), w))
                let x1 = min(w - 1, index((max(a.x, c.x) + b).rounded(.up), w))
                let y0 = max(0, index((min(a.y, c.y) - b).rounded(.down), h))
                let y1 = min(h - 1, index((max(a.y, c.y) + b).rounded(.up), h))
                // Float, relative to the segment's start (a few thousand pixels at most apart),
                // in a loop simple enough for the compiler to vectorize.
                let dx = Float(c.x - a.x)
                let dy = Float(c.y - a.y)
                segments.append(
                    Segment(
                        a: a, c: c, x0: x0, x1: x1, y0: y0, y1: y1, dx: dx, dy: dy, inv: 1 / (dx * dx + dy * dy),
                        x0a: Float(Double(x0) + 0.5 - a.x)))
            }
        }
        guard !segments.isEmpty else { return out }
        out.withUnsafeMutableBufferPointer { d in
            // Squared distances, band² beyond the band. Rows are split into bands run on every
            // core; each band takes the minimum over the segments that reach its rows, and a
            // minimum does not depend on order, so the values are the same for any split.
            for i in 0..<d.count { d[i] = Float(b * b) }
            let shared = UnsafeSendable(base: d.baseAddress!)
            let bands = min(h, 4 * max(1, ProcessInfo.processInfo.activeProcessorCount))
            let segs = segments
            // Those with no pixel within the band measure nothing (they still count for the sign).
            let measuring = segments.filter { $0.x0 <= $0.x1 && $0.y0 <= $0.y1 }
            DispatchQueue.concurrentPerform(iterations: bands) { k in
                let rows = (h * k / bands)..<(h * (k + 1) / bands)
                guard !rows.isEmpty else { return }
                Self.distances(measuring, rows: rows, width: w, band: b, into: shared.base)
                Self.sign(segs, rows: rows, width: w, into: shared.base)
            }
        }
        return out
    }

    /// Squared distances (at most band²) over `rows`, tile by tile.
    static func distances(
        _ segments: [Segment], rows: Range<Int>, width w: Int, band b: Double, into d: UnsafeMutablePointer<Float>
    ) {
        var reaching: [Int] = []
        var near: [(Int, Double)] = []
        var ty = rows.lowerBound
        while ty < rows.upperBound {
            let ty1 = min(ty + tile, rows.upperBound)
            // The segments whose window meets these rows.
            reaching.removeAll(keepingCapacity: true)
            for (i, s) in segments.enumerated() where s.y0 < ty1 && s.y1 >= ty { reaching.append(i) }
            var tx = 0
            while !reaching.isEmpty && tx < w {
                let tx1 = min(tx + tile, w)
                // The tile's center and half-diagonal, between the centers of its corner pixels.
                let center = Point2D(x: Double(tx + tx1) / 2, y: Double(ty + ty1) / 2)
                let half =
                    (Double(tx1 - tx - 1) * Double(tx1 - tx - 1) + Double(ty1 - ty - 1) * Double(ty1 - ty - 1))
                    .squareRoot() / 2
                near.removeAll(keepingCapacity: true)
                var nearest = Double.infinity
                for i in reaching where segments[i].x0 < tx1 && segments[i].x1 >= tx {
                    let ds = segments[i].distance(center)
                    nearest = min(nearest, ds)
                    near.append((i, ds))
                }
                // No pixel of the tile is farther than this from the outline (or the band ends).
                let reach = min(nearest + half, b) + 1
                for (i, ds) in near where ds - half <= reach {
                    visit(
                        segments[i], xs: max(tx, segments[i].x0)..<min(tx1, segments[i].x1 + 1),
                        ys: max(ty, segments[i].y0)..<min(ty1, segments[i].y1 + 1), width: w, into: d)
                }
                tx = tx1
            }
            ty = ty1
        }
    }

    /// One segment's squared distance over a window of pixels, kept where it is the least.
    @inline(__always)
    static func visit(_ s: Segment, xs: Range<Int>, ys: Range<Int>, width w: Int, into d: UnsafeMutablePointer<Float>) {
        guard !xs.isEmpty else { return }
        let (dx, dy, inv, x0a) = (s.dx, s.dy, s.inv, s.x0a)
        // Each pixel's offset is taken from the segment's own window start, as a visit of the
        // whole window takes it, so its float is the same (Int32: exact, and it vectorizes).
        let skip = Int32(truncatingIfNeeded: xs.lowerBound - s.x0)
        for y in ys {
            let py = Float(Double(y) + 0.5 - s.a.y)
            let pyDy = py * dy
            let row = d + y * w + xs.lowerBound
            let n = xs.count
            var i = 0
            // Four pixels at a time, lane by lane the scalar arithmetic below.
            while i + 4 <= n {
                let k = Int32(truncatingIfNeeded: i) &+ skip
                let px = x0a + SIMD4<Float>(SIMD4<Int32>(k, k &+ 1, k &+ 2, k &+ 3))
                let u = (px * dx + pyDy) * inv
                // min(max(u, 0), 1), NaN kept as there.
                let t = u.replacing(with: 0, where: u .<= 0).replacing(with: 1, where: u .> 1)
                let ex = px - t * dx
                let ey = py - t * dy
                let v = ex * ex + ey * ey
                let old = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD4<Float>.self)
                UnsafeMutableRawPointer(row + i).storeBytes(
                    of: old.replacing(with: v, where: v .< old), as: SIMD4<Float>.self)
                i += 4
            }
            while i < n {
                let px = x0a + Float(Int32(truncatingIfNeeded: i) &+ skip)
                let t = min(max((px * dx + pyDy) * inv, 0), 1)
                let ex = px - t * dx
                let ey = py - t * dy
                row[i] = min(row[i], ex * ex + ey * ey)
                i += 1
            }
        }
    }

    /// Distances from squared distances over `rows`, signed by scanline: the winding number
    /// changes at each crossing of the row's center.
    static func sign(_ segments: [Segment], rows: Range<Int>, width w: Int, into d: UnsafeMutablePointer<Float>) {
        var crossings: [(x: Double, dir: Int)] = []
        for y in rows {
            let py = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for s in segments where (s.a.y <= py) != (s.c.y <= py) {
                crossings.append((s.a.x + (py - s.a.y) / (s.c.y - s.a.y) * (s.c.x - s.a.x), s.a.y < s.c.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            var k = 0
            let row = d + y * w
            var x = 0
            // Span by span: a pixel takes the crossings left of its center, so the winding is
            // the same from one crossing's pixel to the next one's.
            while x < w {
                while k < crossings.count, crossings[k].x < Double(x) + 0.5 {
                    winding += crossings[k].dir
                    k += 1
                }
                var end = w
                if k < crossings.count {
                    // The first pixel whose center lies right of the next crossing (past x).
                    let c = crossings[k].x
                    end = Int(min(max((c - 0.5).rounded(.down) + 1, Double(x + 1)), Double(w)))
                    while end > x + 1, c < Double(end - 1) + 0.5 { end -= 1 }
                    while end < w, !(c < Double(end) + 0.5) { end += 1 }
                }
                signed(row + x, count: end - x, negative: winding != 0)
                x = end
            }
        }
    }

    /// `count` squared distances made distances, negated if `negative`.
    @inline(__always)
    static func signed(_ p: UnsafeMutablePointer<Float>, count: Int, negative: Bool) {
        var i = 0
        while i + 4 <= count {
            let v = UnsafeRawPointer(p + i).loadUnaligned(as: SIMD4<Float>.self).squareRoot()
            UnsafeMutableRawPointer(p + i).storeBytes(of: negative ? -v : v, as: SIMD4<Float>.self)
            i += 4
        }
        while i < count {
            let v = p[i].squareRoot()
            p[i] = negative ? -v : v
            i += 1
        }
    }
}

/// A pointer carried into concurrent row bands, each writing only its own rows.
struct UnsafeSendable<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
