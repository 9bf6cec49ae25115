import Foundation

extension Pixmap {
    /// Writes `part`'s pixels over `rect` (the same size as `part`), row by row.
    package mutating func replace(_ rect: PixelRect, with part: Pixmap) {
        IncrementalCompositor.copy(part.data, width: part.width, into: &data, width: width, at: rect)
    }
}
