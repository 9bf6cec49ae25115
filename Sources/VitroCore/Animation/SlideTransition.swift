import Foundation

/// Moves the view in from the leading edge and out to the trailing edge, as SwiftUI's
/// `SlideTransition`.
public struct SlideTransition: Transition, EffectTransition {
    /// A transition that slides the view in from the leading edge and out to the trailing edge.
    public init() {}

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        TransitionEffects(offset: (phase == .didDisappear ? Edge.trailing : .leading).offset(for: size))
    }
}

extension Transition where Self == SlideTransition {
    /// Slides the view in from the leading edge and out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
