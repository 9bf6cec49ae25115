/// Where a view stands in its transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// Being inserted: the transition's active state, before it animates to identity.
    case willAppear
    /// Present: no transition effect.
    case identity
    /// Being removed: the transition's active state it animates to.
    case didDisappear

    /// True for `identity`.
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 present, 1 after disappearing: a signed amount for effects that
    /// move one way in and the other way out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
