import Foundation
import Testing
import VitroColor
import VitroGeometry
import VitroRaster
import VitroRasterTestSupport

/// Random compositor commands full of NaN, infinities, negative and huge numbers, in paths,
/// gradients, images, transforms, backdrops and every layer effect: each draws without a trap
/// or a hang, and every pixel is a valid premultiplied color.
@Suite struct RandomCommandTests {
    /// Draws the commands `bytes` decode to on a 48 × 40 target and checks its pixels.
    static func drawAndCheck(_ bytes: [UInt8]) throws {
        var decoder = DrawCommandDecoder(bytes)
        let commands = decoder.commands()
        var pixmap = try Pixmap(width: 48, height: 40)
        if bytes.first.map({ $0 & 1 == 1 }) ?? false {
            pixmap.clear(to: RGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        }
        Compositor().draw(commands, into: &pixmap)
        var overAlpha = 0
        for i in stride(from: 0, to: pixmap.data.count, by: 4) {
            let a = pixmap.data[i + 3]
            if pixmap.data[i] > a || pixmap.data[i + 1] > a || pixmap.data[i + 2] > a { overAlpha += 1 }
        }
        #expect(overAlpha == 0, "premultiplied color over alpha in \(overAlpha) pixels")
    }

    @Test(arguments: 0..<200)
    func randomCommandsDrawValidPixels(seed: Int) throws {
        try Self.drawAndCheck(DrawCommandDecoder.seededBytes(UInt64(seed), count: 384))
    }

    /// Every input the compositor fuzzer found a crash with (Fixtures/fuzz) stays fixed.
    @Test func fuzzFindingsStayFixed() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures/fuzz", withExtension: nil))
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("compositor-") }
        for file in files { try Self.drawAndCheck([UInt8](try Data(contentsOf: file))) }
    }
}
