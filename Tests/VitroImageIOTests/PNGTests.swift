import Foundation
import Testing
import VitroColor

@testable import VitroImageIO

@Suite struct PNGTests {
    @Test func eightBitRoundTripIsExact() throws {
        let image = try testImage(width: 37, height: 21)
        let back = try RasterImage(data: try image.pngData(bitDepth: 8))
        #expect(back.samples == image.samples)
        #expect(back.bitDepth == 8 && back.colorSpace == .sRGB)
    }

    @Test func sixteenBitRoundTripIsExact() throws {
        let image = try testImage(width: 19, height: 23, deep: true)
        let back = try RasterImage(data: try image.pngData(bitDepth: 16))
        #expect(back.samples == image.samples)
        #expect(back.bitDepth == 16)
    }

    @Test func displayP3RoundTripKeepsItsSpaceAndValues() throws {
        var image = try testImage(width: 16, height: 16, deep: true)
        image.colorSpace = .displayP3
        let data = try image.pngData(bitDepth: 16, colorSpace: .displayP3)
        let back = try RasterImage(data: data)
        #expect(back.colorSpace == .displayP3)
        #expect(back.samples == image.samples)
    }

    @Test func sRGBFilesCarryAnSRGBChunk() throws {
        let png = [UInt8](try testImage(width: 4, height: 4).pngData())
        let c = chunks(of: png)
        #expect(c.allSatisfy { $0.crcOK })
        #expect(c.map(\.type).contains("sRGB"))
        #expect(!c.map(\.type).contains("iCCP"))
    }

    @Test func displayP3FilesCarryICCPAndCICPBeforeTheImageData() throws {
        let png = [UInt8](try testImage(width: 4, height: 4).pngData(colorSpace: .displayP3))
        let c = chunks(of: png)
        let types = c.map(\.type)
        #expect(c.allSatisfy { $0.crcOK })
        let cicp = try #require(c.first { $0.type == "cICP" })
        #expect(cicp.data == [12, 13, 0, 1])
        #expect(types.firstIndex(of: "cICP")! < types.firstIndex(of: "IDAT")!)
        #expect(types.firstIndex(of: "iCCP")! < types.firstIndex(of: "IDAT")!)
        #expect(!types.contains("sRGB"))
    }

    /// The outside decoder's reading (Pillow with LittleCMS, recorded by
    /// Scripts/check-p3-tags-with-pillow.py from a P3 PNG Vitro wrote): the profile it extracts
    /// reads as "Display P3" and the cICP chunk as 12/13/0/1. Vitro must keep writing exactly
    /// those tags.
    @Test func displayP3TagsAreWhatAnOutsideDecoderAccepted() throws {
        let seen =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: try Fixture.url("p3-tags-as-pillow-reads-them.json"))) as! [String: Any]
        #expect(seen["description"] as? String == "Display P3")
        let profile = [UInt8](try Data(contentsOf: try Fixture.url("display-p3-as-pillow-reads-it.icc")))
        let png = try testImage(width: 8, height: 8).pngData(colorSpace: .displayP3)
        let tags = try #require(PNGCodec.tags(of: png))
        #expect(tags.icc == profile, "the profile bytes are the ones the outside decoder read as Display P3")
        #expect(tags.cicp.map { $0.map(Int.init) } == seen["cicp"] as? [Int])
        #expect(!tags.srgb)
        // And the profile itself states Display P3's colorants.
        #expect(ICCProfile.colorSpace(of: profile) == .displayP3)
    }

    @Test func badBitDepthAndSpaceAreRefused() throws {
        let image = try testImage(width: 2, height: 2)
        #expect(throws: ImageIOError.self) { try image.pngData(bitDepth: 12) }
        #expect(throws: ImageIOError.self) { try image.pngData(colorSpace: .linearSRGB) }
    }

    @Test func convertingToP3AndBackIsNearlyLossless() throws {
        let image = try testImage(width: 16, height: 16, deep: true)
        let back = image.converted(to: .displayP3).converted(to: .sRGB)
        let err = zip(back.samples, image.samples).map { abs(Int($0) - Int($1)) }.max()!
        // Two 16-bit quantizations with the steep sRGB curve between them: a few steps, 6e-5.
        #expect(err <= 4)
        // sRGB red is inside P3: P3 values of pure sRGB red, per the conversion matrices.
        let red = try RasterImage(width: 1, height: 1, samples: [65535, 0, 0, 65535]).converted(to: .displayP3)
        let expected = RGBColor(red: 1, green: 0, blue: 0).converted(to: .displayP3)
        #expect(abs(Double(red.samples[0]) / 65535 - expected.red) < 1e-4)
        #expect(abs(Double(red.samples[1]) / 65535 - expected.green) < 1e-4)
    }
}
