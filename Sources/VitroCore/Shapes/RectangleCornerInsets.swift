import Foundation

/// How far each corner of a rectangle is inset, horizontally and vertically, as SwiftUI's
/// `RectangleCornerInsets` (what `GeometryProxy.containerCornerInsets` reports).
public struct RectangleCornerInsets: Hashable, Sendable {
    /// The top leading corner's insets.
    public var topLeading: CGSize
    /// The top trailing corner's insets.
    public var topTrailing: CGSize
    /// The bottom leading corner's insets.
    public var bottomLeading: CGSize
    /// The bottom trailing corner's insets.
    public var bottomTrailing: CGSize

    /// No inset at any corner.
    public init() { self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero) }

    /// The given insets at each corner.
    public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize) {
        (self.topLeading, self.topTrailing, self.bottomLeading, self.bottomTrailing) = (
            topLeading, topTrailing, bottomLeading, bottomTrailing
        )
    }

    public static func == (a: RectangleCornerInsets, b: RectangleCornerInsets) -> Bool {
        [a.topLeading, a.topTrailing, a.bottomLeading, a.bottomTrailing]
            == [b.topLeading, b.topTrailing, b.bottomLeading, b.bottomTrailing]
    }

    public func hash(into hasher: inout Hasher) {
        for s in [topLeading, topTrailing, bottomLeading, bottomTrailing] {
            hasher.combine(s.width)
            hasher.combine(s.height)
        }
    }
}
