import Foundation
import VitroRaster

extension RasterImage {
    /// Writes `part`'s samples over `rect` (the same size as `part`), row by row.
    package mutating func replace(_ rect: PixelRect, with part: RasterImage) {
        IncrementalCompositor.copy(part.samples, width: part.width, into: &samples, width: width, at: rect)
    }
}
