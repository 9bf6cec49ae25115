import Foundation

/// Leaves the view as it is while it is inserted or removed, as SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition, EffectTransition {
    /// A transition that does nothing: the view appears and disappears at once.
    public init() {}

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects { .identity }
}

extension Transition where Self == IdentityTransition {
    /// No change.
    public static var identity: IdentityTransition { IdentityTransition() }
}
