import Foundation
import Testing

@testable import VitroGeometry

@Suite struct DistanceFieldTests {
    @Test func pathFieldMatchesTheExactRoundedRectangle() {
        let rect = Rect2D(x: 10, y: 8, width: 60, height: 40)
        let exact = DistanceField.roundedRect(rect, radius: 12, width: 80, height: 56)
        let path = CornerGeometry.roundedRect(rect, radiusX: 12, radiusY: 12, continuous: false)
        let field = DistanceField(path: path, width: 80, height: 56)
        var worst: Float = 0
        for i in field.values.indices { worst = max(worst, abs(field.values[i] - exact.values[i])) }
        #expect(worst < 0.05, "\(worst)")
    }

    @Test func signIsNegativeInside() {
        var p = BezierPath()
        p.addEllipse(in: Rect2D(x: 0, y: 0, width: 40, height: 40))
        let f = DistanceField(path: p, width: 40, height: 40)
        #expect(f[20, 20] < -19)
        #expect(f[0, 0] > 0)
        #expect(abs(f[20, 0] + 0.5) < 0.1)
        let n = f.normal(x: 38, y: 20)
        #expect(n.dx > 0.95)
    }

    @Test func smoothUnionBridgesShapesCloserThanHalfK() {
        // Two 20 px squares 10 px apart: with k = 30 (spacing 15) a bridge forms between them.
        let a = DistanceField.roundedRect(Rect2D(x: 10, y: 10, width: 20, height: 20), radius: 0, width: 70, height: 40)
        let b = DistanceField.roundedRect(Rect2D(x: 40, y: 10, width: 20, height: 20), radius: 0, width: 70, height: 40)
        let merged = DistanceField.smoothUnion(a, b, k: 30)
        #expect(min(a[35, 20], b[35, 20]) > 0)
        #expect(merged[35, 20] < 0)
        let apart = DistanceField.smoothUnion(a, b, k: 8)
        #expect(apart[35, 20] > 0)
    }
}
