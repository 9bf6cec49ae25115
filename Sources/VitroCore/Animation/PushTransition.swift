import Foundation

/// Moves the view in from an edge while fading it in, and out toward the opposite edge while
/// fading it out, as SwiftUI's `PushTransition`.
public struct PushTransition: Transition, EffectTransition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// A transition that pushes the view in from `edge` and out to the opposite edge, fading the
    /// leaving view.
    public init(edge: Edge) { self.edge = edge }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        TransitionEffects(opacity: 0, offset: (phase == .didDisappear ? edge.opposite : edge).offset(for: size))
    }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge`; it leaves toward the opposite edge.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
