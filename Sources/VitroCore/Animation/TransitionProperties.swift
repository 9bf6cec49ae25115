/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// True when the transition moves the view (Reduce Motion may replace such transitions).
    public var hasMotion: Bool

    /// Properties of a transition; `hasMotion` says whether it moves the view (Reduce Motion
    /// replaces those that do).
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
