import Foundation
import Testing

@testable import VitroGeometry

@Suite struct FieldGeometryTests {
    static func worstDifference(_ a: DistanceField, _ b: DistanceField, within band: Float) -> Float {
        var worst: Float = 0
        for i in a.values.indices where abs(a.values[i]) < band - 1 {
            worst = max(worst, abs(a.values[i] - b.values[i]))
        }
        return worst
    }

    @Test(arguments: [
        FieldGeometry.capsule(Rect2D(x: 6.5, y: 4, width: 240, height: 80)),
        FieldGeometry.roundedRect(
            Rect2D(x: 3, y: 5, width: 120, height: 90),
            CornerGeometry.Radii(topLeft: 30, topRight: 0, bottomRight: 12, bottomLeft: 45)),
        FieldGeometry.ellipse(Rect2D(x: 4, y: 6, width: 150, height: 60)),
        FieldGeometry.ellipse(Rect2D(x: 4, y: 6, width: 70, height: 70)),
    ])
    func closedFormsMatchTheBandedFieldOfTheirOutline(_ g: FieldGeometry) {
        let exact = DistanceField(g, originX: -2, originY: -3, width: 260, height: 110)
        let banded = DistanceField(.path(g.path), originX: -2, originY: -3, width: 260, height: 110, band: 24)
        // The flattening tolerance (0.1 px) plus the cubic's own departure from a circle.
        #expect(Self.worstDifference(banded, exact, within: 24) < 0.12)
    }

    @Test func bandedFieldsKeepTheSignAndClampBeyondTheBand() {
        let g = FieldGeometry.path(FieldGeometry.capsule(Rect2D(x: 0, y: 0, width: 200, height: 100)).path)
        let f = DistanceField(g, originX: 0, originY: 0, width: 200, height: 100, band: 10)
        #expect(f[100, 50] == -10)
        #expect(f[0, 0] == 10)
        #expect(abs(f[100, 0] + 0.5) < 0.01)
    }

    @Test func aStarsFieldFollowsItsOwnEdge() {
        var star = BezierPath()
        for i in 0..<10 {
            let angle = Double(i) * .pi / 5 - .pi / 2
            let r = i % 2 == 0 ? 50.0 : 22.0
            let p = Point2D(x: 60 + r * cos(angle), y: 60 + r * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let banded = DistanceField(.path(star), originX: 0, originY: 0, width: 120, height: 120, band: 12)
        let exact = DistanceField(path: star, width: 120, height: 120)
        #expect(Self.worstDifference(banded, exact, within: 12) < 0.01)
        #expect(banded[60, 60] < 0 && banded[60, 12] < 0 && banded[100, 100] > 0)
    }

    @Test func fieldsWithAnOriginReadTheSameCanvasPixels() {
        let g = FieldGeometry.capsule(Rect2D(x: 100, y: 50, width: 60, height: 20))
        let whole = DistanceField(g, originX: 0, originY: 0, width: 200, height: 100)
        let own = DistanceField(g, originX: 90, originY: 40, width: 80, height: 40)
        #expect(own.value(atCanvasX: 130, y: 60) == whole[130, 60])
        let union = DistanceField.smoothUnion([own], k: 0, originX: 95, originY: 45, width: 70, height: 30)
        #expect(union.value(atCanvasX: 101, y: 60) == whole[101, 60])
    }

    @Test func transformsKeepClosedFormsUnderUniformScale() {
        let g = FieldGeometry.capsule(Rect2D(x: 1, y: 2, width: 30, height: 10))
        guard case .roundedRect(let r, let radii) = g.applying(Transform2D.scale(x: 3, y: 3)) else {
            Issue.record("not closed form")
            return
        }
        #expect(r == Rect2D(x: 3, y: 6, width: 90, height: 30) && radii.topLeft == 15)
        if case .path = g.applying(Transform2D.rotation(0.3)) {} else { Issue.record("rotation keeps closed form") }
    }
}
