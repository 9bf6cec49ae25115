import Foundation

/// What a page can do to a live preview.
public enum PreviewGesture: Codable, Sendable {
    /// A tap at a point given as fractions of the image's width and height.
    case tap(x: Double, y: Double)
    /// A scroll wheel turned over a point by `dy` points (positive: the content moves up).
    case scroll(x: Double, y: Double, dy: Double)
}
