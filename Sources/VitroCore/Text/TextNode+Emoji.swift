import Foundation
import VitroGeometry
import VitroImageIO
import VitroRaster

extension TextNode {
    /// The images of a run's color glyphs (emoji), placed where the line puts them.
    static func emojiItems(_ line: TextLine, origin: Point2D) -> [DisplayList.Item] {
        line.colorGlyphs(origin: origin).map { glyph, rect in
            .image(
                EmojiImageCache.shared.image(glyph.pixmap),
                CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), .high, opacity: 1)
        }
    }
}

/// Emoji bitmaps converted to images once: a line of text redrawn every frame reuses them.
final class EmojiImageCache: @unchecked Sendable {
    static let shared = EmojiImageCache()
    private let lock = NSLock()
    private var images: [Pixmap: RasterImage] = [:]

    func image(_ pixmap: Pixmap) -> RasterImage {
        lock.lock()
        defer { lock.unlock() }
        if let image = images[pixmap] { return image }
        let image = RasterImage(pixmap)
        if images.count > 512 { images.removeAll() }
        images[pixmap] = image
        return image
    }
}
