import Foundation
import Testing
import VitroColor
import VitroRaster

@testable import VitroImageIO

/// An image made from a rendered pixmap keeps the pixmap and makes its samples only when read;
/// every way of reading it gives the bytes the arithmetic always gave.
@Suite struct RenderedImageTests {
    /// Every premultiplied value under every alpha, plus values above their alpha (not
    /// premultiplied, but a pixmap may hold them).
    static let pixmap: Pixmap = {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for v in stride(from: 0, through: 255, by: 1) {
                bytes += [UInt8(v), UInt8(min(v, a)), UInt8(v / 2), UInt8(a)]
            }
        }
        return try! Pixmap(width: 256, height: 256, colorSpace: .sRGB, premultipliedRGBA: bytes)
    }()

    /// The conversion as it was written before it was deferred: straight = round(value ·
    /// 65535 / alpha), clipped, 0 where alpha is 0.
    static func referenceSamples(_ p: Pixmap) -> [UInt16] {
        var out = [UInt16](repeating: 0, count: p.width * p.height * 4)
        for i in 0..<(p.width * p.height) {
            let a = p.data[i * 4 + 3]
            out[i * 4 + 3] = UInt16(a) * 257
            guard a > 0 else { continue }
            for c in 0..<3 {
                let v = (UInt32(p.data[i * 4 + c]) * 65535 + UInt32(a) / 2) / UInt32(a)
                out[i * 4 + c] = UInt16(min(v, 65535))
            }
        }
        return out
    }

    @Test func samplesAreTheArithmeticsOwn() {
        let image = RasterImage(Self.pixmap)
        #expect(image.storage.premultiplied != nil)
        #expect(image.samples == Self.referenceSamples(Self.pixmap))
        #expect(image.bitDepth == 8 && image.colorSpace == .sRGB)
    }

    @Test func pngFromThePixmapEqualsPNGFromTheSamples() throws {
        let rendered = RasterImage(Self.pixmap)
        let stored = try RasterImage(
            width: 256, height: 256, colorSpace: .sRGB, bitDepth: 8, samples: Self.referenceSamples(Self.pixmap))
        for depth in [8, 16] {
            #expect(try rendered.pngData(bitDepth: depth) == stored.pngData(bitDepth: depth), "\(depth) bits")
        }
        #expect(try rendered.pngData(colorSpace: .displayP3) == stored.pngData(colorSpace: .displayP3))
    }

    @Test func pixmapFromThePixmapEqualsPixmapFromTheSamples() throws {
        let rendered = RasterImage(Self.pixmap)
        let stored = try RasterImage(
            width: 256, height: 256, colorSpace: .sRGB, bitDepth: 8, samples: Self.referenceSamples(Self.pixmap))
        #expect(rendered.pixmap() == stored.pixmap())
        #expect(rendered.premultipliedPixmap() == stored.premultipliedPixmap())
        #expect(rendered.pixmap(in: .displayP3) == stored.pixmap(in: .displayP3))
    }

    @Test func equalityAndHashingGoBySamples() throws {
        let rendered = RasterImage(Self.pixmap)
        let stored = try RasterImage(
            width: 256, height: 256, colorSpace: .sRGB, bitDepth: 8, samples: Self.referenceSamples(Self.pixmap))
        #expect(rendered == stored)
        #expect(rendered.hashValue == stored.hashValue)
    }

    @Test func writingSamplesLeavesThePixmapBehind() {
        var image = RasterImage(Self.pixmap)
        let copy = image
        image.samples[0] = 12345
        #expect(image.storage.premultiplied == nil)
        #expect(image.samples[0] == 12345)
        // The copy still has its own pixels.
        #expect(copy.samples == Self.referenceSamples(Self.pixmap))
    }

    @Test func relabeledColorSpaceIsKept() throws {
        var image = RasterImage(Self.pixmap)
        image.colorSpace = .displayP3
        #expect(image.pixmap().colorSpace == .displayP3)
        let stored = try RasterImage(
            width: 256, height: 256, colorSpace: .displayP3, bitDepth: 8, samples: Self.referenceSamples(Self.pixmap))
        #expect(try image.pngData() == stored.pngData())
    }
}
