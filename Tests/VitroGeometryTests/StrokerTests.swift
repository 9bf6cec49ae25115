import Foundation
import Testing
import VitroGeometry

/// The stroker's outline against the true stroke: how far its edges stray from the exact
/// offset curves, in device pixels at the scale the path is drawn.
@Suite struct StrokerTests {
    /// The farthest any point of the outline's edges (vertices and edge midpoints) lies from
    /// the nearer of the two circles `radius ± halfWidth` about `center`.
    func radialDeviation(_ outline: BezierPath, center: Point2D, radius: Double, halfWidth: Double) -> Double {
        var worst = 0.0
        for poly in outline.flattened(tolerance: 1e-9) {
            for (i, p) in poly.enumerated() {
                let q = poly[(i + 1) % poly.count]
                for s in [p, (p + q) * 0.5] {
                    let d = (s - center).length
                    worst = max(worst, min(abs(d - radius - halfWidth), abs(d - radius + halfWidth)))
                }
            }
        }
        return worst
    }

    func circle(_ r: Double, at c: Point2D = .zero) -> BezierPath {
        var p = BezierPath()
        p.addEllipse(in: Rect2D(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        return p
    }

    @Test(arguments: [(100.0, 2.0, 3.0), (150, 12, 3), (20, 1, 2), (0.4, 0.08, 1000)])
    func aStrokedCircleStaysWithinAQuarterPixelOfTheTrueCircles(radius: Double, width: Double, scale: Double) {
        let outline = Stroker.outline(of: circle(radius), StrokeParameters(width: width, join: .round))
        // Two loops: the outer and inner edges, nothing between them to seam.
        #expect(outline.flattened().count == 2)
        let deviation = radialDeviation(outline, center: .zero, radius: radius, halfWidth: width / 2) * scale
        #expect(deviation <= 0.25, "\(deviation) px")
    }

    @Test func aToleranceFromTheTransformHoldsAtThatScale() {
        let scale = 40.0
        let t = Stroker.tolerance(pixels: 0.1, under: Transform2D.scale(x: scale, y: scale))
        let outline = Stroker.outline(of: circle(10), StrokeParameters(width: 2), tolerance: t)
        let deviation = radialDeviation(outline, center: .zero, radius: 10, halfWidth: 1) * scale
        // The stroker's 0.1 px, plus the cubic circle's own 2.7e-4 r from the true circle.
        #expect(deviation <= 0.1 + 2.8e-4 * 10 * scale, "\(deviation) px")
        // A coarser tolerance takes fewer segments.
        let coarse = Stroker.outline(of: circle(10), StrokeParameters(width: 2), tolerance: 0.5)
        #expect(coarse.elements.count < outline.elements.count)
    }

    @Test func roundCapsAndJoinsAreArcsWithinTheTolerance() {
        // An open polyline with a right angle: the round join's arc and the caps are circles
        // of the half width about the vertices.
        var p = BezierPath()
        p.move(to: Point2D(x: 0, y: 0))
        p.addLine(to: Point2D(x: 100, y: 0))
        p.addLine(to: Point2D(x: 100, y: 100))
        let hw = 20.0
        let outline = Stroker.outline(
            of: p, StrokeParameters(width: 2 * hw, cap: .round, join: .round), tolerance: 0.01)
        let corners = [Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 100, y: 100)]
        var worst = 0.0
        for poly in outline.flattened(tolerance: 1e-9) {
            for (i, a) in poly.enumerated() {
                let b = poly[(i + 1) % poly.count]
                let m = (a + b) * 0.5
                // Points on arcs: not on the straight offset edges of either segment.
                let onEdge =
                    abs(abs(m.y) - hw) < 1e-6 && m.x > 0 && m.x < 100
                    || abs(abs(m.x - 100) - hw) < 1e-6
                        && m.y > 0 && m.y < 100
                guard !onEdge else { continue }
                let d = corners.map { (m - $0).length }.min()!
                if d > hw / 2 { worst = max(worst, abs(d - hw)) }
            }
        }
        #expect(worst <= 0.01, "\(worst)")
    }

    @Test func aStrokeWiderThanItsCircleCoversTheCenter() {
        // The inner edge inverts: the outline falls back to pieces wound one way, so the
        // non-zero winding at the center is not zero.
        let outline = Stroker.outline(of: circle(5), StrokeParameters(width: 30))
        #expect(winding(of: outline, at: .zero) != 0)
        #expect(winding(of: outline, at: Point2D(x: 19, y: 0)) != 0)
        #expect(winding(of: outline, at: Point2D(x: 21, y: 0)) == 0)
    }

    @Test func aThinRingHasAHoleAndOneWindingInItsBand() {
        let outline = Stroker.outline(of: circle(50), StrokeParameters(width: 4))
        #expect(winding(of: outline, at: .zero) == 0)
        #expect(abs(winding(of: outline, at: Point2D(x: 50, y: 0))) == 1)
        #expect(winding(of: outline, at: Point2D(x: 53, y: 0)) == 0)
    }

    @Test func separateStrokesWindTheSameWaySoTheyUnite() {
        // A circle and a line across it, as in a symbol: where they cross the windings add.
        var p = circle(50)
        p.move(to: Point2D(x: -80, y: 0))
        p.addLine(to: Point2D(x: 80, y: 0))
        let outline = Stroker.outline(of: p, StrokeParameters(width: 6, cap: .round, join: .round))
        #expect(abs(winding(of: outline, at: Point2D(x: 50, y: 0))) == 2)
        #expect(abs(winding(of: outline, at: Point2D(x: -70, y: 0))) == 1)
    }

    @Test func sharpCornersBetweenShortSegmentsStillCoverTheStroke() {
        // A zigzag whose segments are shorter than the stroke is wide: cut into pieces.
        var p = BezierPath()
        p.move(to: Point2D(x: 0, y: 0))
        for i in 1...8 { p.addLine(to: Point2D(x: Double(i) * 3, y: i % 2 == 0 ? 0 : 3)) }
        for join in [StrokeParameters.Join.miter, .round, .bevel] {
            let outline = Stroker.outline(of: p, StrokeParameters(width: 8, join: join))
            for x in stride(from: 0.5, through: 23.5, by: 1) {
                #expect(winding(of: outline, at: Point2D(x: x, y: 1.5)) != 0, "\(join) at \(x)")
            }
            #expect(winding(of: outline, at: Point2D(x: 12, y: 12)) == 0)
        }
    }

    @Test func capsFollowTheStyle() {
        var p = BezierPath()
        p.move(to: Point2D(x: 0, y: 0))
        p.addLine(to: Point2D(x: 10, y: 0))
        let beyond = Point2D(x: 12, y: 0)
        #expect(winding(of: Stroker.outline(of: p, StrokeParameters(width: 6, cap: .butt)), at: beyond) == 0)
        #expect(winding(of: Stroker.outline(of: p, StrokeParameters(width: 6, cap: .round)), at: beyond) != 0)
        #expect(winding(of: Stroker.outline(of: p, StrokeParameters(width: 6, cap: .square)), at: beyond) != 0)
        // A zero-length segment draws its cap; a lone move draws nothing.
        var dot = BezierPath()
        dot.move(to: Point2D(x: 5, y: 5))
        dot.addLine(to: Point2D(x: 5, y: 5))
        #expect(
            winding(of: Stroker.outline(of: dot, StrokeParameters(width: 4, cap: .round)), at: Point2D(x: 5, y: 5)) != 0
        )
        #expect(Stroker.outline(of: dot, StrokeParameters(width: 4, cap: .butt)).elements.isEmpty)
        var lone = BezierPath()
        lone.move(to: Point2D(x: 5, y: 5))
        #expect(Stroker.outline(of: lone, StrokeParameters(width: 4, cap: .round)).elements.isEmpty)
    }

    @Test func badInputGivesAnEmptyOutline() {
        let c = circle(10)
        for w in [0, -1, .nan, .infinity] {
            #expect(Stroker.outline(of: c, StrokeParameters(width: w)).elements.isEmpty)
        }
        var huge = BezierPath()
        huge.move(to: Point2D(x: -1e308, y: 0))
        huge.addLine(to: Point2D(x: 1e308, y: 1e308))
        #expect(Stroker.outline(of: huge, StrokeParameters(width: 2)).isFinite)
        #expect(Stroker.outline(of: c, StrokeParameters(width: 2), tolerance: .nan).elements.count > 4)
    }

    /// The non-zero winding number of the outline's polygons around `p`.
    func winding(of path: BezierPath, at p: Point2D) -> Int {
        var w = 0
        for poly in path.flattened(tolerance: 1e-6) {
            for (i, a) in poly.enumerated() {
                let b = poly[(i + 1) % poly.count]
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y && side > 0 { w += 1 }
                } else if b.y <= p.y && side < 0 {
                    w -= 1
                }
            }
        }
        return w
    }
}
