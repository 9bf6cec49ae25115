import Foundation
import VitroColor
import VitroRaster

/// The premultiplied 8-bit pixels of an image, made once per color space and kept with the
/// image, so drawing an image again costs no conversion.
///
/// A class shared by copies of the image; a copy whose samples or color space change gets a new
/// box (RasterImage's `didSet`), so a cached pixmap never outlives the samples it was made from.
/// Equal and hashed as nothing: two images are equal by their samples alone.
package final class PixmapCache: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var pixmaps: [ColorSpace: Pixmap] = [:]

    package init() {}

    func pixmap(in space: ColorSpace, make: () -> Pixmap) -> Pixmap {
        lock.lock()
        if let p = pixmaps[space] {
            lock.unlock()
            return p
        }
        lock.unlock()
        // Made outside the lock: two threads may both convert, and both get the same bytes.
        let p = make()
        lock.lock()
        pixmaps[space] = p
        lock.unlock()
        return p
    }

    package static func == (a: PixmapCache, b: PixmapCache) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}

extension RasterImage {
    /// The image as premultiplied 8-bit pixels in `space` (its own by default), converted on
    /// first use and cached on the image.
    public func premultipliedPixmap(in space: ColorSpace? = nil) -> Pixmap {
        pixmapCache.pixmap(in: space ?? colorSpace) { pixmap(in: space) }
    }
}
