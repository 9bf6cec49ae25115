import Foundation
import Testing
import Vitro

/// Strokes against Skia's stroker and rasterizer at 3× (fixtures from
/// Scripts/generate-stroke-fixture.py): large stroked curves stay round, with no facets or
/// bumps at the flattened curve's vertices.
@MainActor
@Suite struct StrokeAccuracyTests {
    func psnr(_ view: some View, against fixture: String) throws -> Double {
        let url = Bundle.module.url(forResource: fixture, withExtension: "png", subdirectory: "Fixtures")!
        let reference = try RasterImage(contentsOf: url)
        let renderer = ImageRenderer(content: view.background(Color.black))
        renderer.scale = 3
        let ours = try renderer.render()
        if let dir = ProcessInfo.processInfo.environment["VITRO_STROKE_OUT"] {
            try ours.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("\(fixture)-vitro.png"))
        }
        #expect(ours.width == reference.width && ours.height == reference.height)
        return ours.redChannelPSNR(against: reference)
    }

    @Test func aStrokedCircleMatchesSkias() throws {
        let p = try psnr(
            Circle().stroke(Color.white, lineWidth: 12).frame(width: 240, height: 240).padding(30),
            against: "stroked-circle-r120-w12-3x-skia")
        #expect(p >= 40, "\(p) dB")
    }

    @Test func aStrokedRoundedRectangleMatchesSkias() throws {
        let p = try psnr(
            RoundedRectangle(cornerRadius: 40, style: .circular).stroke(Color.white, lineWidth: 10)
                .frame(width: 260, height: 160).padding(20),
            against: "stroked-rounded-rect-r40-w10-3x-skia")
        #expect(p >= 40, "\(p) dB")
    }
}
