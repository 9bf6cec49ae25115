import Foundation

/// How a path is stroked: width, caps, joins (as Core Graphics names them).
public struct StrokeParameters: Sendable, Hashable {
    public enum Cap: Sendable, Hashable { case butt, round, square }
    public enum Join: Sendable, Hashable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double

    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10) {
        (self.width, self.cap, self.join, self.miterLimit) = (width, cap, join, miterLimit)
    }
}

/// Turns a path into the outline of its stroke: one quadrilateral per segment, a join at each
/// corner and caps at open ends, all wound the same way so a non-zero fill unites them.
public enum Stroker {
    public static func outline(of path: BezierPath, _ style: StrokeParameters, tolerance: Double = 0.01) -> BezierPath {
        var out = BezierPath()
        let hw = style.width / 2
        guard hw > 0, hw.isFinite, path.isFinite else { return out }
        func add(_ poly: [Point2D]) {
            guard poly.count > 2 else { return }
            var area = 0.0
            for i in poly.indices {
                let a = poly[i]
                let b = poly[(i + 1) % poly.count]
                area += a.x * b.y - b.x * a.y
            }
            let p = area < 0 ? Array(poly.reversed()) : poly
            out.move(to: p[0])
            for q in p.dropFirst() { out.addLine(to: q) }
            out.closeSubpath()
        }
        func circle(_ c: Point2D) {
            let n = max(8, Int((hw * 4).squareRoot() * 4))
            add(
                (0..<n).map { i in
                    let t = Double(i) / Double(n) * 2 * .pi
                    return Point2D(x: c.x + hw * cos(t), y: c.y + hw * sin(t))
                })
        }
        for (points, closed) in path.flattenedSubpaths(tolerance: tolerance) {
            var pts = points
            // Drop repeated points, which have no direction.
            pts = pts.enumerated().filter { i, p in i == 0 || (p - pts[i - 1]).length > 1e-9 }.map(\.1)
            if closed, pts.count > 1, (pts[0] - pts[pts.count - 1]).length < 1e-9 { pts.removeLast() }
            guard pts.count > 1 else {
                if style.cap == .round, let p = pts.first { circle(p) }
                continue
            }
            let count = closed ? pts.count : pts.count - 1
            func normal(_ a: Point2D, _ b: Point2D) -> Point2D {
                let d = b - a
                let l = d.length
                return Point2D(x: -d.y / l * hw, y: d.x / l * hw)
            }
            for i in 0..<count {
                var a = pts[i]
                var b = pts[(i + 1) % pts.count]
                let n = normal(a, b)
                if !closed && style.cap == .square {
                    let d = (b - a) * (hw / (b - a).length)
                    if i == 0 { a = a - d }
                    if i == count - 1 { b = b + d }
                }
                add([a + n, b + n, b - n, a - n])
            }
            // Joins at interior corners (and all corners of a closed path).
            let corners = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
            for i in corners {
                let p = pts[i]
                let prev = pts[(i - 1 + pts.count) % pts.count]
                let next = pts[(i + 1) % pts.count]
                switch style.join {
                case .round:
                    circle(p)
                case .bevel, .miter:
                    let n0 = normal(prev, p)
                    let n1 = normal(p, next)
                    // Both sides: the outer one gets the join; the inner one is covered anyway.
                    for s in [1.0, -1.0] {
                        let a = p + n0 * s
                        let b = p + n1 * s
                        var poly = [p, a, b]
                        if style.join == .miter {
                            let d0 = (p - prev) * (1 / (p - prev).length)
                            let d1 = (next - p) * (1 / (next - p).length)
                            let cosTheta = d0.x * d1.x + d0.y * d1.y
                            let miterLength = 1 / max(1e-9, ((1 + cosTheta) / 2).squareRoot())
                            if miterLength <= style.miterLimit {
                                let bis = (n0 + n1) * s
                                let bl = bis.length
                                if bl > 1e-12 { poly = [p, a, p + bis * (hw * miterLength / bl), b] }
                            }
                        }
                        add(poly)
                    }
                }
            }
            if !closed && style.cap == .round {
                circle(pts[0])
                circle(pts[pts.count - 1])
            }
        }
        return out
    }
}
