import Foundation

/// How the host draws a view whose transition is not made of built-in effects alone
/// (`AnyTransition.modifier(active:identity:)`, a ``Transition`` of the app's own): the view is
/// resolved again with the transition applied, in a graph of its own, for each frame.
///
/// A transition whose parts all interpolate by value (built-in effects, ``Animatable``
/// modifiers) is drawn with the interpolated modifiers (`AnyTransition/apply(to:phase:fraction:)`).
/// Any other is laid out in both its identity and its active state, with the same modifiers
/// both ways, and what the two layouts draw is interpolated node by node (`BlendNode`): the
/// animatable values inside the modifiers' bodies — opacity, offset, scale, rotation, frames,
/// colors — run along the animation, as SwiftUI animates a custom transition's body.
@MainActor
enum TransitionDrawing {
    /// A node drawing `content` `fraction` of the way through its insertion or removal (`phase`),
    /// for a view of `size`.
    typealias Draw = @MainActor (_ phase: TransitionPhase, _ fraction: Double, _ size: CGSize) -> LayoutNode

    static func make<V: View>(_ transition: AnyTransition, content: V, environment: EnvironmentValues) -> Draw {
        { phase, fraction, size in
            if transition.storage.interpolatesByValue {
                return resolve(transition.apply(to: content, phase: phase, fraction: fraction), environment)
            }
            let identity = resolve(
                transition.storage.state(of: AnyView(content), phase: phase, active: false, size: size), environment)
            let active = resolve(
                transition.storage.state(of: AnyView(content), phase: phase, active: true, size: size), environment)
            let amount = AnyTransition.amount(for: phase, fraction: fraction)
            return BlendNode(child: identity, source: active, fraction: 1 - amount, environment: environment)
        }
    }

    /// One node for `view`, resolved in a graph of its own that runs no lifecycle (a frame of a
    /// transition is not a new appearance of the view).
    private static func resolve(_ view: AnyView, _ environment: EnvironmentValues) -> LayoutNode {
        let graph = ViewGraph(runsLifecycle: false)
        defer { graph.tearDown() }
        return graph.update { ResolveContext(environment: environment, graph: graph).node(view) }
    }
}

extension AnyTransition.Storage {
    /// Whether every part interpolates by value: built-in effects and ``Animatable`` modifiers.
    var interpolatesByValue: Bool {
        switch self {
        case .effect: true
        case let .combined(a, b): a.interpolatesByValue && b.interpolatesByValue
        case let .asymmetric(a, b): a.interpolatesByValue && b.interpolatesByValue
        case let .animated(inner, _): inner.interpolatesByValue
        case let .modifier(modifier): modifier.isAnimatable
        case .custom: false
        }
    }

    /// `content` in the transition's identity state (`active` false) or its active state for
    /// `phase`, built with the same modifiers both ways so the two layouts pair node by node.
    @MainActor
    func state(of content: AnyView, phase: TransitionPhase, active: Bool, size: CGSize) -> AnyView {
        switch self {
        case let .effect(transition):
            let e = active ? transition.activeEffects(for: phase, in: size) : .identity
            return AnyView(
                content.scaleEffect(e.scale, anchor: e.scaleAnchor).offset(e.offset).opacity(e.opacity))
        case let .combined(a, b):
            return b.state(
                of: a.state(of: content, phase: phase, active: active, size: size), phase: phase, active: active,
                size: size)
        case let .asymmetric(insertion, removal):
            return (phase == .didDisappear ? removal : insertion).state(
                of: content, phase: phase, active: active, size: size)
        case let .animated(inner, _): return inner.state(of: content, phase: phase, active: active, size: size)
        case let .modifier(modifier): return modifier.state(content, active)
        case let .custom(custom): return custom.body(content, active ? phase : .identity)
        }
    }
}
