import Foundation

/// The geometry of a scroll view's content and container, as SwiftUI's `ScrollGeometry`.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled from its top leading corner, insets included.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets around the content (safe area and content margins).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The part of the content the container shows.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The container's bounds, at the content offset.
    public var bounds: CGRect { visibleRect }

    /// A geometry, for a host that measures a scroll view.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }
}

/// What changed with a scroll phase, as SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext {
    /// The geometry at the change.
    public var geometry: ScrollGeometry
    /// The velocity of the content in points per second, when a person's gesture set it (a
    /// size: CoreGraphics' `CGVector` is not in Foundation on Linux).
    public var velocity: CGSize?
}
