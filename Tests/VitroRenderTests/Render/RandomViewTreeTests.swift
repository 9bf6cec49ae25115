import Foundation
import Testing
import Vitro
import VitroTestSupport

/// Random view trees full of NaN, infinities, negative and huge numbers, in every layout,
/// shape, text and effect modifier: each renders (or is refused with a clear error) without a
/// trap or a hang, and every pixel is a valid premultiplied color.
@MainActor
@Suite struct RandomViewTreeTests {
    /// Renders the tree `bytes` decode to at 48 × 40 points, 2×, and checks its pixels.
    static func renderAndCheck(_ bytes: [UInt8]) throws {
        var decoder = ViewTreeDecoder(bytes)
        let view = decoder.view().frame(width: 48, height: 40)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let pixmap = try renderer.renderPixmap()
        #expect(pixmap.width == 96 && pixmap.height == 80)
        var overAlpha = 0
        for i in stride(from: 0, to: pixmap.data.count, by: 4) {
            let a = pixmap.data[i + 3]
            if pixmap.data[i] > a || pixmap.data[i + 1] > a || pixmap.data[i + 2] > a { overAlpha += 1 }
        }
        #expect(overAlpha == 0, "premultiplied color over alpha in \(overAlpha) pixels")
    }

    @Test(arguments: 0..<120)
    func aRandomTreeRendersValidPixels(seed: Int) throws {
        try Self.renderAndCheck(ViewTreeDecoder.seededBytes(UInt64(seed), count: 256))
    }

    /// Every input the layout fuzzer found a crash with (Fixtures/fuzz/layout-*) stays fixed.
    @Test func fuzzFindingsStayFixed() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/fuzz", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("layout-") }
        for file in files { try Self.renderAndCheck([UInt8](try Data(contentsOf: file))) }
    }
}
