import Foundation

/// Builds a stroke's outline polyline by polyline (see ``Stroker``): runs of clean inner
/// corners as single contours, cut at the corners that are not, those corners filled with
/// their joins. Every contour and piece is wound the same way (negative signed area), so the
/// non-zero rule unites them.
struct StrokeBuilder {
    let style: StrokeParameters
    /// Half the stroke's width, in the path's units.
    let halfWidth: Double
    /// The farthest a flattened arc may stray from the true one, in the path's units.
    let tolerance: Double
    var out = BezierPath()

    init(style: StrokeParameters, halfWidth: Double, tolerance: Double) {
        self.style = style
        self.halfWidth = halfWidth
        self.tolerance = tolerance
    }

    /// A corner between two segments: their unit directions, the turn's cross and dot
    /// products (positive cross: a left turn, toward the left normal), and whether its inner
    /// side meets cleanly.
    struct Corner {
        var p: Point2D
        var d0: Point2D
        var d1: Point2D
        var cross: Double
        var dot: Double
        var clean: Bool
    }

    mutating func stroke(_ pts: [Point2D], closed: Bool) {
        guard pts.count > 1 else {
            if let p = pts.first, !closed { lonePoint(p) }
            return
        }
        let n = pts.count
        let segments = closed ? n : n - 1
        var dirs: [Point2D] = []
        var lengths: [Double] = []
        dirs.reserveCapacity(segments)
        lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let v = pts[(i + 1) % n] - pts[i]
            let l = v.length
            lengths.append(l)
            dirs.append(v * (1 / l))
        }
        // The corner at vertex i joins segment i − 1 and segment i.
        func corner(_ i: Int) -> Corner {
            let a = (i - 1 + segments) % segments
            let d0 = dirs[a]
            let d1 = dirs[i % segments]
            let cross = d0.x * d1.y - d0.y * d1.x
            let dot = d0.x * d1.x + d0.y * d1.y
            // The offset edges cross hw · tan(θ/2) from the vertex; clean when that is within
            // half of each segment, so the two corners of one segment never pass each other.
            let setback = halfWidth * abs(cross) / max(1 + dot, 1e-300)
            let clean = dot > -0.999_999 && setback <= 0.5 * min(lengths[a], lengths[i % segments])
            return Corner(p: pts[i], d0: d0, d1: d1, cross: cross, dot: dot, clean: clean)
        }
        if closed {
            let corners = (0..<n).map(corner)
            guard let cut = corners.firstIndex(where: { !$0.clean }) else {
                loops(corners)
                return
            }
            // Runs from each unclean corner to the next, all the way round.
            var start = cut
            repeat {
                var end = (start + 1) % n
                while corners[end].clean { end = (end + 1) % n }
                run((start...(end > start ? end : end + n)).map { corners[$0 % n] }, capped: false)
                joinPiece(corners[end])
                start = end
            } while start != cut
        } else {
            var run = [Corner(p: pts[0], d0: dirs[0], d1: dirs[0], cross: 0, dot: 1, clean: true)]
            var startCapped = true
            for i in 1..<(n - 1) {
                let c = corner(i)
                run.append(c)
                if !c.clean {
                    self.run(run, capped: false, startCapped: startCapped)
                    joinPiece(c)
                    run = [c]
                    startCapped = false
                }
            }
            let last = dirs[segments - 1]
            run.append(Corner(p: pts[n - 1], d0: last, d1: last, cross: 0, dot: 1, clean: true))
            self.run(run, capped: true, startCapped: startCapped)
        }
    }

    /// The left normal of a unit direction, half the width long.
    func normal(_ d: Point2D) -> Point2D { Point2D(x: -d.y * halfWidth, y: d.x * halfWidth) }

    /// The point where the two offset edges on side `s` (+1 left, −1 right) of a corner cross.
    func meet(_ c: Corner, _ s: Double) -> Point2D {
        let sum = normal(c.d0) + normal(c.d1)
        return c.p + sum * (s / max(1 + c.dot, 1e-300))
    }

    /// Side `s` of a corner as the contour passes it going forward (`s` = +1) or back (−1).
    func side(_ c: Corner, _ s: Double, into poly: inout [Point2D]) {
        let n0 = normal(s > 0 ? c.d0 : c.d1) * s
        let n1 = normal(s > 0 ? c.d1 : c.d0) * s
        // This side is outer where the path turns away from it.
        let outer = c.cross * s < 0
        guard outer, abs(c.cross) > 1e-12 else {
            poly.append(meet(c, s))
            return
        }
        let turn = atan2(abs(c.cross), c.dot)
        switch style.join {
        case .round:
            arc(c.p, from: n0, sweep: -turn, into: &poly)
        case .miter where 1 / max(((1 + c.dot) / 2).squareRoot(), 1e-300) <= style.miterLimit:
            poly.append(c.p + n0)
            poly.append(meet(c, s))
            poly.append(c.p + n1)
        case .miter, .bevel:
            poly.append(c.p + n0)
            poly.append(c.p + n1)
        }
    }

    /// A closed path whose every corner is clean: its left offset forward and its right offset
    /// back, two loops of opposite turning whose non-zero fill is the band between them.
    mutating func loops(_ corners: [Corner]) {
        var left: [Point2D] = []
        var right: [Point2D] = []
        for c in corners { side(c, 1, into: &left) }
        for c in corners.reversed() { side(c, -1, into: &right) }
        // The left loop turns with the path and the right one against it: whichever is outside
        // sets the winding, and the pieces' winding is made to match it.
        let la = Self.area(left)
        let ra = Self.area(right)
        let outer = abs(la) >= abs(ra) ? la : ra
        add(outer < 0 ? left : left.reversed(), keepingWinding: true)
        add(outer < 0 ? right : right.reversed(), keepingWinding: true)
    }

    /// One contour around a run of corners: the first and last are its ends, capped with the
    /// style's cap where the path ends (`capped` for the end, `startCapped` for the start), cut
    /// square otherwise.
    mutating func run(_ corners: [Corner], capped: Bool, startCapped: Bool = false) {
        guard corners.count > 1 else { return }
        let first = corners[0]
        let last = corners[corners.count - 1]
        let d0 = first.d1
        let d1 = last.d0
        var poly: [Point2D] = []
        poly.append(first.p + normal(d0))
        for c in corners.dropFirst().dropLast() { side(c, 1, into: &poly) }
        cap(last.p, direction: d1, style: capped ? style.cap : .butt, into: &poly)
        for c in corners.dropFirst().dropLast().reversed() { side(c, -1, into: &poly) }
        cap(first.p, direction: d0 * -1, style: startCapped ? style.cap : .butt, into: &poly)
        add(poly, keepingWinding: true)
    }

    /// A cap at `p` for a contour arriving along `d` on the left offset and leaving on the
    /// right: from p + n to p − n, round, square or straight across.
    func cap(_ p: Point2D, direction d: Point2D, style cap: StrokeParameters.Cap, into poly: inout [Point2D]) {
        let n = normal(d)
        switch cap {
        case .butt:
            poly.append(p + n)
            poly.append(p - n)
        case .square:
            let e = d * halfWidth
            poly.append(p + n)
            poly.append(p + n + e)
            poly.append(p - n + e)
            poly.append(p - n)
        case .round:
            arc(p, from: n, sweep: -.pi, into: &poly)
        }
    }

    /// The outer side of an unclean corner where two runs meet with butt ends: a wedge of the
    /// round join, the miter or the bevel triangle.
    mutating func joinPiece(_ c: Corner) {
        // The outer side: away from the turn; a reversal goes round the left side.
        let s: Double = c.cross > 0 ? -1 : 1
        let n0 = normal(c.d0) * s
        let n1 = normal(c.d1) * s
        let turn = atan2(abs(c.cross), c.dot)
        var poly = [c.p]
        switch style.join {
        case .round:
            arc(c.p, from: n0, sweep: -s * turn, into: &poly)
        case .miter where c.dot > -0.999_999 && 1 / max(((1 + c.dot) / 2).squareRoot(), 1e-300) <= style.miterLimit:
            poly += [c.p + n0, meet(c, s), c.p + n1]
        case .miter, .bevel:
            poly += [c.p + n0, c.p + n1]
        }
        add(poly, keepingWinding: false)
    }

    /// A lone point: a disc under round caps, a square (along x) under square caps.
    mutating func lonePoint(_ p: Point2D) {
        switch style.cap {
        case .butt: return
        case .round:
            var poly: [Point2D] = []
            arc(p, from: Point2D(x: halfWidth, y: 0), sweep: -2 * .pi, into: &poly)
            poly.removeLast()
            add(poly, keepingWinding: false)
        case .square:
            let h = halfWidth
            add(
                [
                    p + Point2D(x: -h, y: -h), p + Point2D(x: h, y: -h), p + Point2D(x: h, y: h),
                    p + Point2D(x: -h, y: h),
                ],
                keepingWinding: false)
        }
    }

    /// Points along the circle about `c` from `c + from`, turning by `sweep` radians (negative:
    /// from +x toward −y), both ends included, close enough that no chord strays more than the
    /// tolerance from the arc.
    func arc(_ c: Point2D, from v: Point2D, sweep: Double, into poly: inout [Point2D]) {
        let r = halfWidth
        let step = 2 * acos(max(-1, 1 - tolerance / r))
        // At least a segment per quarter turn, so a coarse tolerance still draws a round shape.
        let quarters = Int((abs(sweep) / (.pi / 2)).rounded(.up))
        let count = min(1024, max(quarters, 1, Int((abs(sweep) / max(step, 1e-9)).rounded(.up))))
        let a0 = atan2(v.y, v.x)
        for i in 0...count {
            let a = a0 + sweep * Double(i) / Double(count)
            poly.append(Point2D(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
    }

    /// Appends a closed polygon; unless `keepingWinding`, it is turned to wind as the contours
    /// do (negative signed area).
    mutating func add(_ poly: [Point2D], keepingWinding: Bool) {
        guard poly.count > 2 else { return }
        let p = !keepingWinding && Self.area(poly) > 0 ? Array(poly.reversed()) : poly
        out.move(to: p[0])
        for q in p.dropFirst() { out.addLine(to: q) }
        out.closeSubpath()
    }

    /// Twice the signed area of a polygon (the shoelace sum).
    static func area(_ poly: [Point2D]) -> Double {
        var a = 0.0
        for i in poly.indices {
            let p = poly[i]
            let q = poly[(i + 1) % poly.count]
            a += p.x * q.y - q.x * p.y
        }
        return a
    }
}
