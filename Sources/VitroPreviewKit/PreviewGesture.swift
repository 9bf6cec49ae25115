import Foundation

/// What a page can do to a live preview.
public enum PreviewGesture: Codable, Hashable, Sendable {
    /// A tap at a point given as fractions of the image's width and height. A tap on a text
    /// input focuses it: what is typed next goes there.
    case tap(x: Double, y: Double)
    /// A scroll wheel turned over a point by `dy` points (positive: the content moves up).
    case scroll(x: Double, y: Double, dy: Double)
    /// Text typed on the keyboard, into the focused text input.
    case type(text: String)
    /// The delete key: the focused text input's last character goes.
    case deleteBackward
}
