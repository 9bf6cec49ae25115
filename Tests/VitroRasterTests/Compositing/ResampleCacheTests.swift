import Testing
import VitroGeometry

@testable import VitroRaster

/// A large image stretched the same way twice is resampled once; the bytes are the resampler's
/// either way, and a changed image is never answered from the cache.
@Suite(.serialized) struct ResampleCacheTests {
    /// A 600 × 520 image (over ResampleCache.minimumPixels) of varied opaque colors.
    static func photo(seed: UInt8 = 0) throws -> Pixmap {
        var p = try Pixmap(width: 600, height: 520)
        for i in 0..<(p.width * p.height) {
            p.data[i * 4] = UInt8(truncatingIfNeeded: i &* 7) &+ seed
            p.data[i * 4 + 1] = UInt8(truncatingIfNeeded: i / 600 &* 3)
            p.data[i * 4 + 2] = UInt8(truncatingIfNeeded: i % 600)
            p.data[i * 4 + 3] = 255
        }
        return p
    }

    /// The photograph stretched to fill a 3x frame's proportions, as the glass frame draws it.
    static let fill = Transform2D.scale(x: 1.0229, y: 1.0258).translated(x: 0.3, y: -0.2)

    @Test func cachedStretchIsTheResamplersBytes() throws {
        ResampleCache.shared.removeAll()
        let image = try Self.photo()
        let canvas = try Pixmap(width: 640, height: 560)
        var reference = canvas
        reference.drawTransformed(image, transform: Self.fill, bilinear: true)
        for _ in 0..<3 {
            var drawn = canvas
            drawn.draw(image, transform: Self.fill, bilinear: true)
            #expect(drawn == reference)
        }
    }

    @Test func changedImageIsResampledAgain() throws {
        ResampleCache.shared.removeAll()
        var image = try Self.photo()
        let canvas = try Pixmap(width: 640, height: 560)
        var first = canvas
        first.draw(image, transform: Self.fill, bilinear: true)
        // Written in place by its owner after the cache saw it: a copy is written instead.
        image.data[4 * 1000] &+= 90
        var second = canvas
        second.draw(image, transform: Self.fill, bilinear: true)
        var reference = canvas
        reference.drawTransformed(image, transform: Self.fill, bilinear: true)
        #expect(second == reference)
        #expect(second != first)
    }

    @Test func anotherPlacementIsResampledAgain() throws {
        ResampleCache.shared.removeAll()
        let image = try Self.photo(seed: 40)
        let canvas = try Pixmap(width: 640, height: 560)
        var a = canvas
        a.draw(image, transform: Self.fill, bilinear: true)
        let moved = Self.fill.translated(x: 0.5, y: 0)
        var b = canvas
        b.draw(image, transform: moved, bilinear: true)
        var reference = canvas
        reference.drawTransformed(image, transform: moved, bilinear: true)
        #expect(b == reference)
    }
}
