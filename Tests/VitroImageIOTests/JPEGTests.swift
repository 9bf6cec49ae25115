import Foundation
import Testing

@testable import VitroImageIO

@Suite struct JPEGTests {
    @Test func decodesAFileFromAnOutsideEncoder() throws {
        let image = try RasterImage(contentsOf: try Fixture.url("gradient.jpg"))
        #expect(image.width == 64 && image.height == 48)
        #expect(image.colorSpace == .sRGB)
        let expected = [UInt8](try Data(contentsOf: try Fixture.url("gradient.rgb")))
        var worst = 0
        for i in 0..<(64 * 48) {
            for c in 0..<3 {
                worst = max(worst, abs(Int(image.samples[i * 4 + c] / 257) - Int(expected[i * 3 + c])))
            }
            #expect(image.samples[i * 4 + 3] == 65535)
        }
        // Same codec family, possibly another IDCT: within one or two levels of Pillow's decode.
        #expect(worst <= 2)
    }

    @Test func honorsAnEmbeddedDisplayP3Profile() throws {
        let image = try RasterImage(contentsOfFile: try Fixture.url("p3.jpg").path)
        #expect(image.colorSpace == .displayP3)
        #expect(image.width == 32 && image.height == 24)
    }

    @Test func refusesCMYKWithAClearError() throws {
        #expect(throws: ImageIOError.unsupported("CMYK JPEG files are not supported")) {
            try RasterImage(contentsOf: try Fixture.url("cmyk.jpg"))
        }
    }

    @Test func encodesAndDecodesItsOwnJPEG() throws {
        let image = try testImage(width: 24, height: 16)
        let back = try RasterImage(data: try image.jpegData(quality: 95))
        #expect(back.width == 24 && back.height == 16)
    }
}
