import Foundation

/// How a view changes as it is inserted or removed, as SwiftUI's `Transition`.
///
/// `body(content:phase:)` describes the view at each ``TransitionPhase``; the host draws the
/// active phase (``TransitionPhase/willAppear`` or ``TransitionPhase/didDisappear``) and animates
/// to or from ``TransitionPhase/identity``.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    /// The content as it looks in `phase`.
    @MainActor @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does; by default it has motion.
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition, run with `animation` whatever the change's own animation.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// `content` as this transition draws it in `phase`.
    @MainActor
    func apply<V: View>(to content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content), phase: phase)
    }
}

/// Two transitions at once.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    package let first: First
    let second: Second

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    @MainActor
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(to: first.apply(to: content, phase: phase), phase: phase)
    }
}

/// A transition with its own animation.
struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    static var properties: TransitionProperties { Base.properties }

    @MainActor
    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(to: content, phase: phase)
    }
}
