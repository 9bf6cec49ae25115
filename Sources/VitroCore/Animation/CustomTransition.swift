/// A ``Transition`` of the app's own, drawn through its `body(content:phase:)`.
package struct CustomTransition {
    let body: @MainActor (AnyView, TransitionPhase) -> AnyView
    let hasMotion: Bool
    let typeName: String

    package init<T: Transition>(_ transition: T) {
        // The app's transition value, copied here and used only by the @MainActor `body` below,
        // so it is only touched on the main actor.
        nonisolated(unsafe) let transition = transition
        hasMotion = T.properties.hasMotion
        typeName = String(describing: T.self)
        body = { content, phase in AnyView(transition.apply(to: content, phase: phase)) }
    }
}
