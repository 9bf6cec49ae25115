import Foundation
import VitroBase

/// The rows a frame drew again, as an image of their own: a live preview's change goes to the
/// page as that band (``PreviewPatch``).
enum ChangedRows {
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
