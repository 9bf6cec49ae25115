import Foundation
import Testing

@testable import VitroImageIO

/// Hostile files: each gives its own clear error and nothing else.
@Suite struct BadInputTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func ihdr(width: UInt32, height: UInt32) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
    }

    func validPNG() throws -> [UInt8] { [UInt8](try testImage(width: 16, height: 16).pngData()) }

    @Test func truncatedPNG() throws {
        let png = try validPNG()
        for cut in [png.count - 20, png.count / 2, 40] {
            #expect {
                try RasterImage(data: Data(png.prefix(cut)))
            } throws: { e in
                guard case ImageIOError.truncated = e else { return false }
                return "\(e)".contains("truncated")
            }
        }
    }

    @Test func badCRCInAChunk() throws {
        var png = try validPNG()
        // Flip a byte of the IHDR data without fixing its CRC.
        png[20] ^= 0x01
        #expect {
            try RasterImage(data: Data(png))
        } throws: { e in
            guard case ImageIOError.corrupt(let m) = e else { return false }
            return m.lowercased().contains("crc")
        }
    }

    @Test func corruptImageData() throws {
        var png = try validPNG()
        let c = chunks(of: png)
        // Rewrite IDAT's payload with garbage and a valid CRC: the zlib stream is what breaks.
        var offset = 8
        for ch in c {
            if ch.type == "IDAT" {
                let garbage = [UInt8](repeating: 0x5A, count: ch.data.count)
                png.replaceSubrange(offset..<offset + 12 + ch.data.count, with: chunk("IDAT", garbage))
                break
            }
            offset += 12 + ch.data.count
        }
        #expect(throws: ImageIOError.self) { try RasterImage(data: Data(png)) }
    }

    @Test func notAnImage() {
        #expect(throws: ImageIOError.notAnImage) { try RasterImage(data: Data("hello, world".utf8)) }
        #expect(throws: ImageIOError.notAnImage) { try RasterImage(data: Data()) }
    }

    @Test func zeroSizedImage() {
        let png = Self.signature + ihdr(width: 0, height: 16) + chunk("IEND", [])
        #expect(throws: ImageIOError.self) { try RasterImage(data: Data(png)) }
        #expect(throws: ImageIOError.zeroSize) { try RasterImage(width: 0, height: 3, samples: []) }
    }

    @Test func headerClaimingTooManyPixelsIsRefusedBeforeAllocating() {
        // 2,000,000 × 2,000,000 would be 32 TB of samples; the header alone is a few bytes.
        let png = Self.signature + ihdr(width: 2_000_000, height: 2_000_000) + chunk("IEND", [])
        #expect(
            throws: ImageIOError.tooManyPixels(
                width: 2_000_000, height: 2_000_000, limit: ImageLimits.defaultMaximumPixelCount)
        ) {
            try RasterImage(data: Data(png))
        }
    }

    @Test func theLimitIsSettable() throws {
        let png = try validPNG()
        #expect(throws: ImageIOError.tooManyPixels(width: 16, height: 16, limit: 100)) {
            try RasterImage(data: Data(png), limits: ImageLimits(maximumPixelCount: 100))
        }
        #expect(try RasterImage(data: Data(png), limits: ImageLimits(maximumPixelCount: 256)).width == 16)
    }

    @Test func anEightKFrameFitsTheDefaultLimit() {
        #expect(7680 * 4320 <= ImageLimits.default.maximumPixelCount)
        #expect(8192 * 4320 <= ImageLimits.default.maximumPixelCount)
    }

    @Test func truncatedJPEG() throws {
        let jpeg = [UInt8](try Data(contentsOf: try Fixture.url("gradient.jpg")))
        #expect {
            try RasterImage(data: Data(jpeg.prefix(jpeg.count / 2)))
        } throws: { e in
            if case ImageIOError.truncated = e { return true }
            return false
        }
        #expect(throws: ImageIOError.self) { try RasterImage(data: Data(jpeg.prefix(10))) }
    }

    @Test func jpegHeaderClaimingTooManyPixels() throws {
        var jpeg = [UInt8](try Data(contentsOf: try Fixture.url("gradient.jpg")))
        // Find the SOF0 marker and claim 65000 × 65000.
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0xFD
        jpeg[sof + 6] = 0xE8
        jpeg[sof + 7] = 0xFD
        jpeg[sof + 8] = 0xE8
        #expect(
            throws: ImageIOError.tooManyPixels(width: 65000, height: 65000, limit: ImageLimits.defaultMaximumPixelCount)
        ) {
            try RasterImage(data: Data(jpeg))
        }
    }

    @Test func missingFile() {
        #expect {
            try RasterImage(contentsOfFile: "/nonexistent/vitro.png")
        } throws: { e in
            guard case ImageIOError.fileAccess(let path, _) = e else { return false }
            return path == "/nonexistent/vitro.png"
        }
    }

    @Test func randomBytesAfterASignatureNeverCrash() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let n = Int.random(in: 0..<300, using: &rng)
            let junk = (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = try? RasterImage(data: Data(Self.signature + junk))
            _ = try? RasterImage(data: Data([0xFF, 0xD8] + junk))
        }
    }
}
