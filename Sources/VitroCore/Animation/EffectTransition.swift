import Foundation

/// Transitions whose whole effect is a `TransitionEffects` value.
package protocol EffectTransition: Transition, Sendable {
    /// The fully active state for a view of `size` (points) entering or leaving.
    func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects
}

extension EffectTransition {
    /// The active effects applied to the content; the size is not known while building views,
    /// so edge moves apply at layout through the host (zero size here moves nothing).
    @MainActor
    func effectBody(content: PlaceholderContentView<Self>, phase: TransitionPhase) -> some View {
        (phase.isIdentity ? .identity : activeEffects(for: phase, in: .zero)).apply(to: content)
    }
}
