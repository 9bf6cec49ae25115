import Foundation
import Testing
import Vitro

/// Shapes against Skia's rasterizer (fixtures from Scripts/generate-corner-fixture.py).
@MainActor
@Suite struct ShapeAccuracyTests {
    func psnr(_ view: some View, against fixture: String) throws -> Double {
        let url = Bundle.module.url(forResource: fixture, withExtension: "png", subdirectory: "Fixtures")!
        let reference = try RasterImage(contentsOf: url)
        let ours = try ImageRenderer(content: view.background(Color.black)).render()
        #expect(ours.width == reference.width && ours.height == reference.height)
        return ours.redChannelPSNR(against: reference)
    }

    @Test func continuousCornersMatchApplesCurveRasterizedBySkia() throws {
        let p = try psnr(
            RoundedRectangle(cornerRadius: 40, style: .continuous).fill(Color.white).frame(width: 200, height: 200),
            against: "continuous-rect-200-r40-skia")
        #expect(p >= 35, "\(p) dB")
        print("shape accuracy: \(String(format: "%.1f", p)) dB")
    }

    @Test func aContinuousCapsuleIsAPill() throws {
        let p = try psnr(
            Capsule(style: .continuous).fill(Color.white).frame(width: 240, height: 80), against: "capsule-240x80-skia")
        #expect(p >= 35, "\(p) dB")
        print("shape accuracy: \(String(format: "%.1f", p)) dB")
    }

    @Test func circularAndContinuousCornersDiffer() throws {
        let a = try ImageRenderer(
            content: RoundedRectangle(cornerRadius: 40, style: .continuous).fill(Color.white).frame(
                width: 200, height: 200)
        ).render()
        let b = try ImageRenderer(
            content: RoundedRectangle(cornerRadius: 40, style: .circular).fill(Color.white).frame(
                width: 200, height: 200)
        ).render()
        // The continuous curve starts earlier along the edge (1.53 r) and hugs the corner less.
        #expect(a.color(atX: 200 - 45, y: 0).alpha < b.color(atX: 200 - 45, y: 0).alpha)
    }
}

extension ShapeAccuracyTests {
    @Test func everyShapeYieldsASignedDistanceField() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let shapes: [any Shape] = [
            Rectangle(), RoundedRectangle(cornerRadius: 12), Capsule(), Circle(), Ellipse(),
            UnevenRoundedRectangle(topLeadingRadius: 20), ConcentricRectangle(),
        ]
        for shape in shapes {
            let f = shape.signedDistanceField(in: rect, scale: 2, margin: 4)
            #expect(f.width == 216 && f.height == 96)
            #expect(f[108, 48] < 0, "\(type(of: shape)): the center is inside")
            #expect(f[0, 0] > 0, "\(type(of: shape)): the corner of the margin is outside")
        }
        // A capsule's field is that of a pill: 20 pt from its center line at the ends.
        let pill = Capsule().signedDistanceField(in: rect)
        #expect(abs(pill[50, 20] + 19.5) < 0.6)
    }
}
