/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// True when the transition moves the view (Reduce Motion may replace such transitions).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
