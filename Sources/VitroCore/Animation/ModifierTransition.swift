/// `AnyTransition.modifier(active:identity:)`: two modifiers and a way to draw between them.
package struct ModifierTransition {
    /// Draws content with the modifier `amount` of the way from identity (0) to active (1).
    let apply: @MainActor (AnyView, Double, TransitionPhase) -> AnyView
    /// Draws content with the active (true) or the identity (false) modifier.
    let state: @MainActor (AnyView, Bool) -> AnyView
    /// Whether the modifier is ``Animatable``, so `apply` interpolates it by value.
    let isAnimatable: Bool
    let typeName: String

    package init<E: ViewModifier>(active: E, identity: E) {
        // The app's modifier values, copied here and used only by the @MainActor closures below,
        // so they are only touched on the main actor.
        nonisolated(unsafe) let active = active
        nonisolated(unsafe) let identity = identity
        typeName = String(describing: E.self)
        isAnimatable = E.self is any Animatable.Type
        state = { content, isActive in AnyView(content.modifier(isActive ? active : identity)) }
        apply = { content, amount, phase in
            // An Animatable modifier is interpolated through its animatableData; any other
            // modifier snaps to the state the change goes to (identity when arriving, active
            // when leaving), as SwiftUI does for values it cannot interpolate.
            if let from = identity as? any Animatable, let mixed = interpolate(from, to: active, amount) as? E {
                return AnyView(content.modifier(mixed))
            }
            let leaving = phase == .didDisappear && amount > 0
            return AnyView(content.modifier(leaving ? active : identity))
        }
    }
}

/// `from` moved `amount` of the way to `to` (which must be of the same type).
@MainActor
private func interpolate<M: Animatable>(_ from: M, to: Any, _ amount: Double) -> Any? {
    guard let to = to as? M else { return nil }
    return from.interpolated(to: to, fraction: amount)
}
