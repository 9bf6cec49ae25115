import Foundation
import Testing
import VitroGeometry

@testable import VitroRaster

@Suite struct PathRasterizerTests {
    let clip = PixelRect(x: 0, y: 0, width: 64, height: 64)

    @Test func aRectangleOnPixelBoundariesIsExact() {
        var p = BezierPath()
        p.addRect(Rect2D(x: 4, y: 5, width: 10, height: 7))
        let m = PathRasterizer.coverage(of: p, clip: clip)
        #expect(m.area == 70)
        #expect(m[4, 5] == 1 && m[13, 11] == 1 && m[3, 5] == 0 && m[14, 11] == 0)
    }

    @Test func fractionalEdgesGiveFractionalCoverage() {
        var p = BezierPath()
        p.addRect(Rect2D(x: 4.25, y: 5.5, width: 10, height: 7))
        let m = PathRasterizer.coverage(of: p, clip: clip)
        #expect(abs(m.area - 70) < 1e-4)
        #expect(abs(m[4, 8] - 0.75) < 1e-6)
        #expect(abs(m[14, 8] - 0.25) < 1e-6)
        #expect(abs(m[4, 5] - 0.375) < 1e-6)
    }

    @Test func aDiagonalEdgeSplitsPixelsInHalf() {
        var p = BezierPath()
        p.move(to: Point2D(x: 0, y: 0))
        p.addLine(to: Point2D(x: 10, y: 10))
        p.addLine(to: Point2D(x: 0, y: 10))
        p.closeSubpath()
        let m = PathRasterizer.coverage(of: p, clip: clip)
        #expect(abs(m.area - 50) < 1e-4)
        for i in 0..<10 { #expect(abs(m[i, i] - 0.5) < 1e-5) }
    }

    @Test func aCircleCoversPiRSquared() {
        var p = BezierPath()
        p.addEllipse(in: Rect2D(x: 7.3, y: 9.1, width: 40, height: 40))
        let m = PathRasterizer.coverage(of: p, clip: clip)
        #expect(abs(m.area - Double.pi * 400) / (Double.pi * 400) < 1e-3)
    }

    @Test func fillRulesDifferOnOverlaps() {
        var p = BezierPath()
        p.addRect(Rect2D(x: 0, y: 0, width: 20, height: 20))
        p.addRect(Rect2D(x: 10, y: 10, width: 20, height: 20))
        let nz = PathRasterizer.coverage(of: p, rule: .nonZero, clip: clip)
        let eo = PathRasterizer.coverage(of: p, rule: .evenOdd, clip: clip)
        #expect(nz.area == 700)
        #expect(eo.area == 600)
        #expect(nz[15, 15] == 1 && eo[15, 15] == 0)
    }

    @Test func pathsPartlyOutsideTheClipKeepTheirWinding() {
        var p = BezierPath()
        p.addRect(Rect2D(x: -30, y: -30, width: 40, height: 200))
        let m = PathRasterizer.coverage(of: p, clip: clip)
        #expect(m.area == 10 * 64)
    }

    @Test func nonFinitePathsCoverNothing() {
        var p = BezierPath()
        p.move(to: Point2D(x: .nan, y: 0))
        p.addLine(to: Point2D(x: 10, y: .infinity))
        p.addLine(to: Point2D(x: 0, y: 10))
        #expect(PathRasterizer.coverage(of: p, clip: clip).area == 0)
    }
}
