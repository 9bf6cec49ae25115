import Foundation
import VitroGeometry

/// Boolean operations on filled paths, exact for their flattened outlines.
///
/// Both paths are flattened to polygons (curves within `tolerance` points). Every vertex and
/// every crossing of two edges gives a horizontal break; between two breaks no edges cross, so
/// each band splits into trapezoids between consecutive edges, and each trapezoid is inside or
/// outside each path by its winding number (non-zero or even-odd). The trapezoids where the
/// operation holds are joined down the bands while they keep the same two edges, and the result
/// is their outlines: a path whose non-zero fill is exactly the combined region.
struct PathClipper {
    /// One edge of a polygon, top to bottom, with the direction it was drawn in.
    struct Edge {
        var top: Point2D
        var bottom: Point2D
        var winding: Int
        var isB: Bool

        func x(at y: Double) -> Double {
            let dy = bottom.y - top.y
            return dy == 0 ? top.x : top.x + (bottom.x - top.x) * (y - top.y) / dy
        }
    }

    /// The flattening tolerance in points: a tenth of a point, below a pixel's hundredth at 3×
    /// (as the rasterizer flattens).
    static let tolerance = 0.05

    static func polygons(_ path: Path) -> [[Point2D]] {
        path.storage.flattenedSubpaths(tolerance: tolerance).map(\.points).filter { $0.count >= 2 }
    }

    static func edges(_ polygons: [[Point2D]], isB: Bool) -> [Edge] {
        var out: [Edge] = []
        for poly in polygons {
            for i in poly.indices {
                let a = poly[i]
                let b = poly[(i + 1) % poly.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                out.append(
                    a.y < b.y
                        ? Edge(top: a, bottom: b, winding: 1, isB: isB)
                        : Edge(top: b, bottom: a, winding: -1, isB: isB))
            }
        }
        return out
    }

    /// Whether a winding number is inside under a fill rule.
    static func inside(_ winding: Int, evenOdd: Bool) -> Bool { evenOdd ? winding & 1 != 0 : winding != 0 }

    /// The winding number of `polygons` around `p`.
    static func winding(_ polygons: [[Point2D]], at p: Point2D) -> Int {
        var w = 0
        for poly in polygons where poly.count >= 2 {
            for i in poly.indices {
                let a = poly[i]
                let b = poly[(i + 1) % poly.count]
                if a.y <= p.y, b.y > p.y {
                    if (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
                } else if a.y > p.y, b.y <= p.y {
                    if (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 { w -= 1 }
                }
            }
        }
        return w
    }

    /// The region where `keep(insideA, insideB)` holds, as closed polygons.
    static func combine(
        _ a: Path, _ b: Path, evenOdd: Bool, keep: (Bool, Bool) -> Bool
    ) -> Path {
        var edges = edges(polygons(a), isB: false) + edges(polygons(b), isB: true)
        guard !edges.isEmpty else { return Path() }
        edges.sort { $0.top.y < $1.top.y }
        var ys: [Double] = edges.flatMap { [$0.top.y, $0.bottom.y] }
        // Crossings: each pair of edges whose vertical spans overlap.
        for i in edges.indices {
            let e = edges[i]
            var j = i + 1
            while j < edges.count, edges[j].top.y < e.bottom.y {
                if let y = crossing(e, edges[j]) { ys.append(y) }
                j += 1
            }
        }
        ys.sort()
        var breaks: [Double] = []
        for y in ys where breaks.last.map({ y - $0 > 1e-9 }) ?? true { breaks.append(y) }

        // Chains of trapezoids sharing their left and right edges, open in the band above.
        struct Chain {
            var left: Int
            var right: Int
            var leftPoints: [Point2D]
            var rightPoints: [Point2D]
        }
        var open: [Chain] = []
        var done: [Chain] = []
        var first = 0
        for k in 0..<(breaks.count - 1) {
            let (y0, y1) = (breaks[k], breaks[k + 1])
            let mid = (y0 + y1) / 2
            while first < edges.count, edges[first].bottom.y <= y0 { first += 1 }
            var active: [(index: Int, x: Double)] = []
            var i = first
            while i < edges.count, edges[i].top.y <= mid {
                if edges[i].bottom.y >= mid { active.append((i, edges[i].x(at: mid))) }
                i += 1
            }
            // (The scan from `first` skips edges that ended, since edges are sorted by top.)
            active.sort { $0.x < $1.x }
            var (wa, wb) = (0, 0)
            var spans: [(left: Int, right: Int)] = []
            var start: Int?
            for (index, _) in active {
                let wasIn = keep(inside(wa, evenOdd: evenOdd), inside(wb, evenOdd: evenOdd))
                if edges[index].isB { wb += edges[index].winding } else { wa += edges[index].winding }
                let isIn = keep(inside(wa, evenOdd: evenOdd), inside(wb, evenOdd: evenOdd))
                if !wasIn, isIn { start = index }
                if wasIn, !isIn, let s = start {
                    spans.append((s, index))
                    start = nil
                }
            }
            var next: [Chain] = []
            for span in spans {
                let l = edges[span.left]
                let r = edges[span.right]
                if let n = open.firstIndex(where: { $0.left == span.left && $0.right == span.right }) {
                    var chain = open.remove(at: n)
                    chain.leftPoints.append(Point2D(x: l.x(at: y1), y: y1))
                    chain.rightPoints.append(Point2D(x: r.x(at: y1), y: y1))
                    next.append(chain)
                } else {
                    next.append(
                        Chain(
                            left: span.left, right: span.right,
                            leftPoints: [Point2D(x: l.x(at: y0), y: y0), Point2D(x: l.x(at: y1), y: y1)],
                            rightPoints: [Point2D(x: r.x(at: y0), y: y0), Point2D(x: r.x(at: y1), y: y1)]))
                }
            }
            done += open
            open = next
        }
        done += open
        var out = BezierPath()
        for chain in done {
            let ring = simplify(chain.leftPoints + chain.rightPoints.reversed())
            guard ring.count >= 3 else { continue }
            out.move(to: ring[0])
            for p in ring.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        return Path(out)
    }

    /// The height at which two edges cross strictly inside both, if they do.
    static func crossing(_ e: Edge, _ f: Edge) -> Double? {
        let lo = max(e.top.y, f.top.y)
        let hi = min(e.bottom.y, f.bottom.y)
        guard hi - lo > 1e-9 else { return nil }
        let d0 = e.x(at: lo) - f.x(at: lo)
        let d1 = e.x(at: hi) - f.x(at: hi)
        guard (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) else { return nil }
        return lo + (hi - lo) * d0 / (d0 - d1)
    }

    /// The ring without repeated points and without points on a straight line between their
    /// neighbours.
    static func simplify(_ ring: [Point2D]) -> [Point2D] {
        var out: [Point2D] = []
        for p in ring where out.last.map({ abs($0.x - p.x) > 1e-9 || abs($0.y - p.y) > 1e-9 }) ?? true {
            out.append(p)
        }
        if out.count > 1, let f = out.first, let l = out.last, abs(f.x - l.x) <= 1e-9, abs(f.y - l.y) <= 1e-9 {
            out.removeLast()
        }
        var i = 0
        while out.count >= 3, i < out.count {
            let a = out[(i + out.count - 1) % out.count]
            let b = out[i]
            let c = out[(i + 1) % out.count]
            let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            if abs(cross) < 1e-9 { out.remove(at: i) } else { i += 1 }
        }
        return out
    }

    /// The parts of `a`'s outline (as drawn, open subpaths stay open) inside (`keepInside`) or
    /// outside `b`'s filled region.
    static func clipLines(_ a: Path, by b: Path, evenOdd: Bool, keepInside: Bool) -> Path {
        let bPolys = polygons(b)
        let bEdges = edges(bPolys, isB: true)
        var out = BezierPath()
        for sub in a.storage.flattenedSubpaths(tolerance: tolerance) where sub.points.count >= 2 {
            var pts = sub.points
            if sub.closed, let f = pts.first { pts.append(f) }
            let crosses = zip(pts, pts.dropFirst()).contains { p, q in
                bEdges.contains { segmentCrossing(p, q, $0.top, $0.bottom) != nil }
            }
            if sub.closed, !crosses {
                // A closed subpath that does not meet `b` stays closed, wholly kept or dropped.
                let isIn = inside(winding(bPolys, at: pts[0]), evenOdd: evenOdd)
                if isIn == keepInside {
                    out.move(to: pts[0])
                    for p in pts.dropFirst().dropLast() { out.addLine(to: p) }
                    out.closeSubpath()
                }
                continue
            }
            var drawing = false
            for i in 0..<(pts.count - 1) {
                let (p, q) = (pts[i], pts[i + 1])
                // Where the segment crosses b's edges, in order along it.
                var ts: [Double] = [0, 1]
                for e in bEdges {
                    if let t = segmentCrossing(p, q, e.top, e.bottom) { ts.append(t) }
                }
                ts.sort()
                for k in 0..<(ts.count - 1) where ts[k + 1] - ts[k] > 1e-12 {
                    let m = lerp(p, q, (ts[k] + ts[k + 1]) / 2)
                    let isIn = inside(winding(bPolys, at: m), evenOdd: evenOdd)
                    if isIn == keepInside {
                        if !drawing { out.move(to: lerp(p, q, ts[k])) }
                        out.addLine(to: lerp(p, q, ts[k + 1]))
                        drawing = true
                    } else {
                        drawing = false
                    }
                }
            }
        }
        return Path(out)
    }

    static func lerp(_ p: Point2D, _ q: Point2D, _ t: Double) -> Point2D {
        Point2D(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }

    /// Where segment p→q crosses segment a→b, as a fraction along p→q, if it does.
    static func segmentCrossing(_ p: Point2D, _ q: Point2D, _ a: Point2D, _ b: Point2D) -> Double? {
        let r = (x: q.x - p.x, y: q.y - p.y)
        let s = (x: b.x - a.x, y: b.y - a.y)
        let denom = r.x * s.y - r.y * s.x
        guard abs(denom) > 1e-12 else { return nil }
        let t = ((a.x - p.x) * s.y - (a.y - p.y) * s.x) / denom
        let u = ((a.x - p.x) * r.y - (a.y - p.y) * r.x) / denom
        guard t > 0, t < 1, u >= 0, u <= 1 else { return nil }
        return t
    }
}
