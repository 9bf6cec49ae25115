import Foundation

/// A type-erased transition, as SwiftUI's `AnyTransition`: how a view changes as it is inserted
/// or removed.
public struct AnyTransition {
    /// What the transition is made of.
    package indirect enum Storage {
        /// A built-in transition whose effect is a ``TransitionEffects`` value.
        case effect(any EffectTransition)
        /// Both at once.
        case combined(Storage, Storage)
        /// One for insertion, another for removal.
        case asymmetric(insertion: Storage, removal: Storage)
        /// With its own animation.
        case animated(Storage, Animation?)
        /// `modifier(active:identity:)`.
        case modifier(ModifierTransition)
        /// A ``Transition`` of the app's own.
        case custom(CustomTransition)
    }

    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    /// The type-erased form of `transition`.
    public init<T: Transition>(_ transition: T) {
        if let decomposable = transition as? any DecomposableTransition {
            storage = decomposable.anyTransitionStorage
        } else if let effect = transition as? any EffectTransition {
            storage = .effect(effect)
        } else {
            storage = .custom(CustomTransition(transition))
        }
    }

    /// Fades the view in and out.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Scales the view up from nothing and down to nothing about its center.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(0)) }
    /// Moves the view in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    /// No change.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }

    /// Scales the view from `scale` in and to `scale` out, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }
    /// Moves the view in from `edge` and out to `edge`, by its own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
    /// Pushes the view in from `edge` while fading it in; it leaves toward the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }
    /// Moves the view in from `offset` (points) and out to it.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }
    /// Moves the view in from (x, y) and out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// `insertion` when the view arrives, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .asymmetric(insertion: insertion.storage, removal: removal.storage))
    }

    /// The view with `active` applied while it is away and `identity` while it is present.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(storage: .modifier(ModifierTransition(active: active, identity: identity)))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .combined(storage, other.storage))
    }

    /// This transition, run with `animation` whatever the change's own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(storage: .animated(storage, animation))
    }

    /// A short name for dumps ("opacity", "move(bottom)+opacity").
    var name: String { storage.name }
}

/// Transitions that are compositions of others (combined, animated), so erasing them keeps
/// their parts visible to the host.
protocol DecomposableTransition {
    var anyTransitionStorage: AnyTransition.Storage { get }
}

extension CombinedTransition: DecomposableTransition {
    var anyTransitionStorage: AnyTransition.Storage {
        .combined(AnyTransition(first).storage, AnyTransition(second).storage)
    }
}

extension AnimatedTransition: DecomposableTransition {
    var anyTransitionStorage: AnyTransition.Storage { .animated(AnyTransition(base).storage, animation) }
}

/// `AnyTransition.modifier(active:identity:)`: two modifiers and a way to draw between them.
package struct ModifierTransition {
    /// Draws content with the modifier `amount` of the way from identity (0) to active (1).
    let apply: @MainActor (AnyView, Double, TransitionPhase) -> AnyView
    let typeName: String

    init<E: ViewModifier>(active: E, identity: E) {
        nonisolated(unsafe) let active = active
        nonisolated(unsafe) let identity = identity
        typeName = String(describing: E.self)
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

/// A ``Transition`` of the app's own, drawn through its `body(content:phase:)`.
package struct CustomTransition {
    let body: @MainActor (AnyView, TransitionPhase) -> AnyView
    let hasMotion: Bool
    let typeName: String

    init<T: Transition>(_ transition: T) {
        nonisolated(unsafe) let transition = transition
        hasMotion = T.properties.hasMotion
        typeName = String(describing: T.self)
        body = { content, phase in AnyView(transition.apply(to: content, phase: phase)) }
    }
}
