import Testing
import VitroGeometry

/// Curves and arcs whose extent or sweep is huge or infinite flatten into a bounded number of
/// lines (before, the segment count was converted to Int and trapped).
@Suite struct HugeCurveTests {
    @Test func aCurveWithHugeControlPointsFlattensIntoAtMost1024Lines() {
        for far in [1e300, Double.greatestFiniteMagnitude, .infinity] {
            var p = BezierPath()
            p.move(to: Point2D(x: 0, y: 0))
            p.addCurve(to: Point2D(x: 10, y: 0), control1: Point2D(x: far, y: far), control2: Point2D(x: -far, y: 5))
            p.addQuadCurve(to: Point2D(x: 0, y: 10), control: Point2D(x: far, y: -far))
            let lines = p.flattened().reduce(0) { $0 + $1.count }
            #expect(lines <= 2 * 1024 + 2, "\(far)")
        }
    }

    @Test func anArcWithAHugeSweepFlattensIntoAtMost1024Segments() {
        var p = BezierPath()
        p.addArc(center: Point2D(x: 0, y: 0), radiusX: 10, radiusY: 10, startAngle: 0, endAngle: 1e300)
        #expect(p.elements.count <= 1024 + 1)
        #expect(p.elements.count > 1)
    }
}
