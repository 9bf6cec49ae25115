import Foundation

/// One frame of a live preview's change, as the rows it changed: the page draws the band's
/// PNG over its picture of the frame before, at `y`, the full width of the image.
///
/// A tap changes a small part of a screen (a count, a switch): at 3x a whole frame is millions
/// of pixels to encode, fetch and decode, the changed rows a few hundred thousand.
public struct PreviewPatch: Codable, Hashable, Sendable {
    /// The band's PNG in the output folder; `nil` when the frame is the same as the one before
    /// (it still takes its turn at 60 frames a second).
    public var file: String?
    /// The band's first row, in pixels from the image's top.
    public var y: Int
    /// The band's height in pixels (0 when nothing changed).
    public var height: Int

    /// A band of `height` rows from `y`, in `file`.
    public init(file: String?, y: Int, height: Int) {
        self.file = file
        self.y = y
        self.height = height
    }
}
