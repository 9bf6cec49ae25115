import Dispatch
import Foundation

/// The signed distance to a path computed only where it matters: the sign by scanlines (exact,
/// non-zero winding), the distance by visiting, for each segment of the flattened outline,
/// the pixels within `band` of it. The cost grows with the outline's length times the band,
/// not with the area times the number of segments.
enum BandedPathField {
    /// Flattening tolerance in pixels: the outline the field measures deviates from the drawn
    /// one by at most this (well under the 0.5 px the bezel is held to).
    static let tolerance = 0.1

    static func values(_ path: BezierPath, originX: Int, originY: Int, width w: Int, height h: Int, band: Double)
        -> [Float]
    {
        guard w > 0, h > 0 else { return [] }
        // Nothing on the grid is farther than its diagonal from an outline crossing it.
        let b = min(band.isNaN ? 1 : max(1, band), Double(w + h))
        var out = [Float](repeating: Float(b), count: w * h)
        guard path.isFinite else { return out }
        var segments: [(Point2D, Point2D)] = []
        for poly in path.flattened(tolerance: tolerance) where poly.count > 1 {
            for i in poly.indices {
                let a = poly[i] - Point2D(x: Double(originX), y: Double(originY))
                let c = poly[(i + 1) % poly.count] - Point2D(x: Double(originX), y: Double(originY))
                if a != c { segments.append((a, c)) }
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
            DispatchQueue.concurrentPerform(iterations: bands) { k in
                let rows = (h * k / bands)..<(h * (k + 1) / bands)
                guard !rows.isEmpty else { return }
                let d = shared.base
                for (a, c) in segs {
                    // Clamped in Double first: far-away coordinates never reach an Int conversion.
                    func index(_ v: Double, _ n: Int) -> Int { Int(min(max(v, -1), Double(n))) }
                    let x0 = max(0, index((min(a.x, c.x) - b).rounded(.down), w))
                    let x1 = min(w - 1, index((max(a.x, c.x) + b).rounded(.up), w))
                    let y0 = max(rows.lowerBound, index((min(a.y, c.y) - b).rounded(.down), h))
                    let y1 = min(rows.upperBound - 1, index((max(a.y, c.y) + b).rounded(.up), h))
                    guard x0 <= x1, y0 <= y1 else { continue }
                    // Float, relative to the segment's start (a few thousand pixels at most
                    // apart), in a loop simple enough for the compiler to vectorize.
                    let dx = Float(c.x - a.x)
                    let dy = Float(c.y - a.y)
                    let inv = 1 / (dx * dx + dy * dy)
                    let x0a = Float(Double(x0) + 0.5 - a.x)
                    for y in y0...y1 {
                        let py = Float(Double(y) + 0.5 - a.y)
                        let pyDy = py * dy
                        let row = d + y * w
                        for i in 0...(x1 - x0) {
                            let px = x0a + Float(i)
                            let t = min(max((px * dx + pyDy) * inv, 0), 1)
                            let ex = px - t * dx
                            let ey = py - t * dy
                            row[x0 + i] = min(row[x0 + i], ex * ex + ey * ey)
                        }
                    }
                }
            }
            // Sign by scanline: the winding number changes at each crossing of the row's center.
            var crossings: [(x: Double, dir: Int)] = []
            for y in 0..<h {
                let py = Double(y) + 0.5
                crossings.removeAll(keepingCapacity: true)
                for (a, c) in segments where (a.y <= py) != (c.y <= py) {
                    crossings.append((a.x + (py - a.y) / (c.y - a.y) * (c.x - a.x), a.y < c.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                var k = 0
                let row = y * w
                for x in 0..<w {
                    let px = Double(x) + 0.5
                    while k < crossings.count, crossings[k].x < px {
                        winding += crossings[k].dir
                        k += 1
                    }
                    let v = d[row + x].squareRoot()
                    d[row + x] = winding != 0 ? -v : v
                }
            }
        }
        return out
    }
}

/// A pointer carried into concurrent row bands, each writing only its own rows.
struct UnsafeSendable<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
