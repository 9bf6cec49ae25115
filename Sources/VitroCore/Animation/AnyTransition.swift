import Foundation

/// A type-erased transition, as SwiftUI's `AnyTransition`: how a view changes as it is inserted
/// or removed.
public struct AnyTransition {
    /// What the transition is made of.
    package indirect enum Storage {
        /// A built-in transition whose effect is a `TransitionEffects` value.
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
