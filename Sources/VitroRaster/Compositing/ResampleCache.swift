import Foundation
import VitroColor
import VitroGeometry

/// The last few large images stretched by an axis-aligned scale, kept with what they were made
/// from, so a frame that draws the same photograph at the same size as the last one (a screen's
/// background, redrawn every frame of a preview or an interactive host) copies it instead of
/// resampling it.
///
/// An entry holds its source's pixel buffer, so the buffer cannot be freed and its address
/// reused while the entry lives, and a write to the source by anyone else copies it first: the
/// address identifies the pixels. The bytes are those the resampler makes, whether cached or not.
final class ResampleCache: @unchecked Sendable {
    static let shared = ResampleCache()

    /// Images smaller than this (pixels) are not kept: they are quick to stretch again, and
    /// layers drawn once would only push the large photograph out.
    static let minimumPixels = 512 * 512
    /// The most bytes of stretched pixels kept: two full 3x iPhone frames (1206 × 2622 × 4 B
    /// ≈ 12.6 MB each), with room to spare.
    static let byteLimit = 64 << 20

    struct Key: Equatable {
        /// The address of the source's pixels (held by the entry, so unique while it lives).
        var source: UInt
        var sourceWidth: Int
        var sourceHeight: Int
        var a: Double
        var d: Double
        var tx: Double
        var ty: Double
        var bilinear: Bool
        var rect: PixelRect
        var colorSpace: ColorSpace
    }

    private struct Entry {
        var key: Key
        /// Holds the source's buffer (see the type's comment).
        var source: [UInt8]
        var layer: Pixmap
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// The stretched `image`, from the cache or made by `make` (and kept if large enough).
    func layer(
        of image: Pixmap, transform t: Transform2D, bilinear: Bool, rect: PixelRect, colorSpace: ColorSpace,
        make: () -> Pixmap?
    ) -> Pixmap? {
        guard image.width * image.height >= Self.minimumPixels else { return make() }
        let address = image.data.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        let key = Key(
            source: address, sourceWidth: image.width, sourceHeight: image.height, a: t.a, d: t.d, tx: t.tx,
            ty: t.ty, bilinear: bilinear, rect: rect, colorSpace: colorSpace)
        lock.lock()
        if let i = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: i)
            entries.append(entry)
            lock.unlock()
            return entry.layer
        }
        lock.unlock()
        guard let layer = make() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        entries.append(Entry(key: key, source: image.data, layer: layer))
        // Oldest first out, down to the limit (the newest always stays).
        while entries.count > 1, entries.reduce(0, { $0 + $1.layer.data.count }) > Self.byteLimit {
            entries.removeFirst()
        }
        return layer
    }

    /// Forgets every entry (for tests).
    func removeAll() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }
}
