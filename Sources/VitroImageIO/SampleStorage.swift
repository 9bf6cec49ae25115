import Foundation
import VitroRaster

/// Where a ``RasterImage``'s pixels live: straight 16-bit samples, or the premultiplied 8-bit
/// pixmap a renderer drew, whose samples are made on first read.
///
/// A rendered frame is handed to the caller without touching its pixels: `ImageRenderer.render()`
/// costs no conversion, `writePNG` encodes straight from the pixmap, and only code that reads
/// `samples` pays for making them, once.
///
/// A class shared by copies of the image; a copy whose samples change gets a new storage
/// (RasterImage's `samples` setter), so made samples never outlive what they were made from.
package final class SampleStorage: @unchecked Sendable {
    /// The premultiplied pixels the samples are made from, if the image was rendered.
    package let premultiplied: Pixmap?
    private let lock = NSLock()
    private var made: [UInt16]?

    package init(samples: [UInt16]) {
        premultiplied = nil
        made = samples
    }

    package init(premultiplied pixmap: Pixmap) {
        premultiplied = pixmap
        made = nil
    }

    /// The straight-alpha samples, made from the pixmap on first use.
    package var samples: [UInt16] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        // Only a storage made from a pixmap lacks samples.
        let out = Unpremultiply.samples(of: premultiplied!)
        made = out
        return out
    }
}
