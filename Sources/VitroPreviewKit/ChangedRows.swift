import Foundation
import VitroBase

/// The rows in which one frame differs from the one before, and those rows as an image of
/// their own: a live preview's change goes to the page as that band (``PreviewPatch``).
enum ChangedRows {
    /// The first to the last row whose bytes differ (rows between that did not change are
    /// included); `nil` when the frames are the same. Both are the same size.
    static func between(_ old: Pixmap, _ new: Pixmap) -> Range<Int>? {
        precondition(old.width == new.width && old.height == new.height, "frames of one size")
        let stride = new.width * 4
        return old.data.withUnsafeBytes { a in
            new.data.withUnsafeBytes { b in
                // Row by row with memcmp: a frame at 3x is 12 MB, compared in about a millisecond.
                func same(_ row: Int) -> Bool {
                    memcmp(a.baseAddress! + row * stride, b.baseAddress! + row * stride, stride) == 0
                }
                var top = 0
                while top < new.height, same(top) { top += 1 }
                guard top < new.height else { return nil }
                var bottom = new.height
                while bottom > top + 1, same(bottom - 1) { bottom -= 1 }
                return top..<bottom
            }
        }
    }

    /// The pixels a rendered image was drawn in (without the conversion `pixmap()` makes to
    /// match its samples: a rendered image's PNG is written straight from these).
    static func pixels(of image: RasterImage) -> Pixmap {
        image.storage.premultiplied ?? image.pixmap()
    }

    /// The rows `rows` of `pixmap`, as an image.
    static func band(of pixmap: Pixmap, rows: Range<Int>) throws -> RasterImage {
        let stride = pixmap.width * 4
        let bytes = Array(pixmap.data[(rows.lowerBound * stride)..<(rows.upperBound * stride)])
        return RasterImage(
            try Pixmap(
                width: pixmap.width, height: rows.count, colorSpace: pixmap.colorSpace, premultipliedRGBA: bytes))
    }
}
