import Foundation
import Testing
import VitroGeometry

@testable import VitroRaster

@Suite struct GlassKernelTests {
    static func canvas() -> Pixmap {
        var p = try! Pixmap(width: 200, height: 120)
        for y in 0..<120 {
            for x in 0..<200 {
                p[x, y] = SIMD4(UInt8((x * 7) % 256), UInt8((y * 5) % 256), UInt8((x + y) % 256), 255)
            }
        }
        return p
    }

    static func group(_ geometry: FieldGeometry) -> GlassGroup {
        var shape = GlassShape(
            geometry: geometry, washOverDark: SIMD4(0, 0, 0, 0.2), washOverLight: SIMD4(0.3, 0.3, 0.3, 0.3))
        shape.glow = GlassGlow(x: 120, y: 60, radius: 20, strength: 0.3)
        var g = GlassGroup(shapes: [shape])
        g.frostSigma = 6
        g.saturation = 1.5
        g.bezelLimit = 20
        g.specular = 0.9
        g.sheen = 0.1
        g.contour = 0.1
        g.shadowOpacity = 0.2
        g.shadowSigma = 5
        g.shadowOffset = 2
        g.borderWidth = 1.5
        return g
    }

    @Test func theBytesAreTheSameForAnyThreadCount() {
        let g = Self.group(.capsule(Rect2D(x: 30, y: 25, width: 140, height: 70)))
        var one = Self.canvas()
        var two = Self.canvas()
        var many = Self.canvas()
        one.drawGlass(g, threads: 1)
        two.drawGlass(g, threads: 2)
        many.drawGlass(g, threads: 7)
        #expect(one == two && two == many)
        #expect(one != Self.canvas())
    }

    /// Regular glass as the recipe draws it: toned, unfrosted through a rim, then frosted over
    /// a ramp; with a border (which the quads leave to the pixel-by-pixel path) or without.
    static func toned(_ geometry: FieldGeometry, border: Double) -> GlassGroup {
        var shape = GlassShape(
            geometry: geometry, washOverDark: SIMD4(0.05, 0.05, 0.05, 0.1), washOverLight: SIMD4(0.2, 0.2, 0.2, 0.25))
        shape.tone = GlassTone(black: 0.4043, span: 0.6143, gamma: 0.9084, chroma: 1.1686, strength: 0.8)
        shape.frostDepth = 9
        shape.frostRamp = 7
        var g = GlassGroup(shapes: [shape])
        g.frostSigma = 6
        g.bezelLimit = 12
        g.specular = 0.9
        g.sheen = 0.1
        g.rimWidth = 4.5
        g.contour = 0.1
        g.shadowOpacity = 0.2
        g.shadowSigma = 5
        g.shadowOffset = 2
        g.borderWidth = border
        return g
    }

    /// Four pixels at a time (face and bezel) give the bytes of one pixel at a time, over opaque,
    /// translucent and transparent backdrops.
    @Test(arguments: [0.0, 1.5])
    func quadsGiveThePixelByPixelBytes(border: Double) {
        var canvas = Self.canvas()
        for y in 0..<120 {
            for x in 0..<200 where (x / 9 + y / 7) % 3 == 0 {
                let a = UInt8((x * 13 + y * 3) % 256)
                let p = canvas[x, y]
                canvas[x, y] = SIMD4(min(p.x, a), min(p.y, a), min(p.z, a), a)
            }
        }
        let card = CornerGeometry.roundedRect(
            Rect2D(x: 21.5, y: 13.25, width: 151, height: 93), radiusX: 24, radiusY: 24, continuous: true)
        for geometry in [
            FieldGeometry.path(card), .capsule(Rect2D(x: 30, y: 25, width: 140, height: 70)),
            .ellipse(Rect2D(x: 50.5, y: 8, width: 97, height: 101)),
        ] {
            let g = Self.toned(geometry, border: border)
            var lanes = canvas
            lanes.drawGlass(g, threads: 2)
            var single = canvas
            GlassKernel.$quads.withValue(false) { _ = single.drawGlass(g, threads: 2) }
            #expect(lanes == single, "\(geometry)")
            #expect(lanes != canvas)
        }
    }

    @Test func onlyTheGroupsBoundsAndMarginAreTouched() {
        let g = Self.group(.ellipse(Rect2D(x: 60, y: 40, width: 40, height: 40)))
        var p = Self.canvas()
        p.drawGlass(g)
        let before = Self.canvas()
        let m = Int(g.margin.rounded(.up)) + 1
        for y in 0..<120 {
            for x in 0..<200 where x < 60 - m || x >= 100 + m || y < 40 - m || y >= 80 + m {
                #expect(p[x, y] == before[x, y])
            }
        }
    }

    @Test func theProfileIsFlatOnTheFaceAndLargestAtTheOutline() {
        #expect(GlassProfile.displacement(at: 1) == 0)
        #expect(GlassProfile.displacement(at: 0.999) < 1e-6)
        let edge = GlassProfile.displacement(at: 0)
        // tan(90° − asin(1/1.5)) · 1.5
        #expect(abs(edge - 1.5 * tan(.pi / 2 - asin(1 / 1.5))) < 1e-9)
        var last = edge
        for i in 1...100 {
            let d = GlassProfile.displacement(at: Double(i) / 100)
            #expect(d <= last)
            last = d
        }
    }

    @Test func badGeometryDrawsNothingAndNeverTraps() {
        for r in [
            Rect2D(x: .nan, y: 0, width: 10, height: 10), Rect2D(x: 0, y: 0, width: .infinity, height: 10),
            Rect2D(x: 1e300, y: -1e300, width: 1e300, height: 1e300), Rect2D(x: 10, y: 10, width: 0, height: 0),
        ] {
            var p = Self.canvas()
            p.drawGlass(Self.group(.capsule(r)))
            var q = Self.canvas()
            var path = BezierPath()
            path.addRect(r)
            q.drawGlass(Self.group(.path(path)))
            #expect(!p.data.isEmpty && !q.data.isEmpty)
        }
        var p = Self.canvas()
        var g = Self.group(.capsule(Rect2D(x: 30, y: 25, width: 140, height: 70)))
        g.frostSigma = .nan
        g.lightAngle = .infinity
        g.spacing = .nan
        p.drawGlass(g)
        #expect(p != Self.canvas())
    }
}
