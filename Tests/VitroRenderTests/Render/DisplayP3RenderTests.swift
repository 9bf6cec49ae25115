import Foundation
import Testing
import Vitro

/// Colors given in Display P3 stay in P3 when the render is P3 (docs/ARCHITECTURE.md#pixels).
@MainActor
@Suite struct DisplayP3RenderTests {
    @Test func p3RedStaysFullyP3() throws {
        let r = ImageRenderer(content: Color(.displayP3, red: 1, green: 0, blue: 0).frame(width: 4, height: 4))
        r.colorSpace = .displayP3
        let image = try r.render()
        #expect(image.colorSpace == .displayP3)
        #expect(image.samples[0] == 65535 && image.samples[1] == 0 && image.samples[2] == 0)
        // Through a P3 PNG and back, still the P3 primary.
        let back = try RasterImage(data: try image.pngData(bitDepth: 16, colorSpace: .displayP3))
        #expect(back.colorSpace == .displayP3 && back.samples[0] == 65535 && back.samples[1] == 0)
    }

    @Test func inAnSRGBRenderP3RedIsClippedToSRGBRed() throws {
        let image = try ImageRenderer(content: Color(.displayP3, red: 1, green: 0, blue: 0).frame(width: 4, height: 4))
            .render()
        #expect(image.colorSpace == .sRGB)
        #expect(image.samples[0] == 65535 && image.samples[1] == 0)
    }

    @Test func sRGBColorsKeepTheirLookInAP3Render() throws {
        let r = ImageRenderer(content: Color.blue.frame(width: 4, height: 4))
        r.colorSpace = .displayP3
        let inSRGB = try r.render().converted(to: .sRGB).color(atX: 0, y: 0)
        #expect(abs(inSRGB.red - 0) < 0.01 && abs(inSRGB.green - 136.0 / 255) < 0.01 && abs(inSRGB.blue - 1) < 0.01)
    }
}
