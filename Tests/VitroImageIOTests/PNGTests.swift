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

    /// Pillow (and LittleCMS behind it) is the outside decoder: it must see the profile as
    /// Display P3 and read the same pixels; the cICP chunk is checked by a separate walker.
    @Test func anOutsideDecoderSeesTheDisplayP3Tags() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-p3-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try testImage(width: 8, height: 8).writePNG(to: url, colorSpace: .displayP3)
        let script = """
            import io, sys, struct, zlib
            from PIL import Image, ImageCms
            im = Image.open(sys.argv[1]); im.load()
            icc = im.info.get("icc_profile")
            desc = ImageCms.getProfileDescription(ImageCms.ImageCmsProfile(io.BytesIO(icc))).strip() if icc else ""
            data = open(sys.argv[1], "rb").read(); i = 8; cicp = ""
            while i < len(data):
                n, = struct.unpack(">I", data[i:i+4]); t = data[i+4:i+8]; body = data[i+8:i+8+n]
                ok = struct.unpack(">I", data[i+8+n:i+12+n])[0] == zlib.crc32(t + body)
                if t == b"cICP": cicp = ",".join(map(str, body)) + (":ok" if ok else ":badcrc")
                i += 12 + n
            print(desc); print(cicp); print(im.mode, im.size[0], im.size[1], im.getpixel((7, 0)))
            """
        let lines = try runPython(script, [url.path]).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == "Display P3")
        #expect(lines[1] == "12,13,0,1:ok")
        #expect(lines[2].hasPrefix("RGBA 8 8"))
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
