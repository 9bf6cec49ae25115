import Foundation
import Testing

@testable import VitroImageIO

/// The decoders' warnings: kept on the image, refused by `.strict`, never printed.
@Suite struct DecoderWarningTests {
    func bad(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/bad"))
    }

    @Test func aJPEGCutShortKeepsLibjpegsOwnWords() throws {
        let image = try RasterImage(contentsOf: try bad("jpeg-cut-then-eoi.jpg"))
        #expect(image.decoderWarnings == ["Corrupt JPEG data: premature end of data segment"])
        #expect(image.width == 32 && image.height == 24)
    }

    @Test func strictReadingRefusesADamagedJPEG() throws {
        let url = try bad("jpeg-wrong-restart-marker.jpg")
        #expect(throws: ImageIOError.damaged(warnings: ["Corrupt JPEG data: found marker 0xd5 instead of RST1"])) {
            try RasterImage(contentsOf: url, options: .strict)
        }
        #expect(try RasterImage(contentsOf: url, options: []).decoderWarnings.count == 1)
    }

    @Test func theErrorOfStrictReadingSaysWhatToDo() {
        let e = ImageIOError.damaged(warnings: ["Corrupt JPEG data: bad Huffman code"])
        #expect("\(e)".contains("bad Huffman code"))
        #expect("\(e)".contains(".strict"))
    }

    @Test func aPNGWithABadAncillaryCRCIsReadWithAWarning() throws {
        let image = try RasterImage(contentsOf: try bad("png-bad-crc-text.png"))
        #expect(image.decoderWarnings == ["tEXt: CRC error"])
    }

    @Test func intactFilesHaveNoWarnings() throws {
        for name in ["gradient.jpg", "p3.jpg"] {
            #expect(try RasterImage(contentsOf: try Fixture.url(name), options: .strict).decoderWarnings.isEmpty)
        }
        let png = try testImage(width: 8, height: 8).pngData()
        #expect(try RasterImage(data: png, options: .strict).decoderWarnings.isEmpty)
    }

    @Test func aFloodOfWarningsIsCappedAndCounted() throws {
        let image = try RasterImage(contentsOf: try bad("jpeg-many-warnings.jpg"))
        let kept = image.decoderWarnings.dropLast()
        #expect(kept.count == 8)
        #expect(kept.allSatisfy { $0.hasPrefix("Corrupt JPEG data") })
        #expect(image.decoderWarnings.last?.hasSuffix("more warnings)") == true)
    }

    @Test func imagesMadeInMemoryHaveNoWarnings() throws {
        #expect(try testImage(width: 2, height: 2).decoderWarnings.isEmpty)
        #expect(RasterImage(try testImage(width: 2, height: 2).pixmap()).decoderWarnings.isEmpty)
    }
}
