/// The phase of a scroll view's scrolling, as SwiftUI's `ScrollPhase`. A still image shows a
/// scroll view at rest: `.idle`.
public enum ScrollPhase: Equatable, Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// A touch is down and may become a scroll.
    case tracking
    /// The content follows a person's finger.
    case interacting
    /// The content slows after a finger lifted.
    case decelerating
    /// The content moves to a position set in code.
    case animating

    /// Whether the content is moving (any phase but `.idle`).
    public var isScrolling: Bool { self != .idle }
}
