import Foundation

/// Fades the view in and out, as SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition, EffectTransition {
    /// A transition that fades the view in and out.
    public init() {}

    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        TransitionEffects(opacity: 0)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view from transparent in, and out to transparent.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
