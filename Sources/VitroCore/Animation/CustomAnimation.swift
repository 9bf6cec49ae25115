import Foundation

/// An animation defined by a function of time, as SwiftUI's `CustomAnimation`.
///
/// Wrap one in ``Animation/init(_:)`` to use it wherever an `Animation` goes.
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` seconds of a move from zero to `value`, or nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity at `time` seconds, or nil when unknown or finished.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over from `previous` (true) or runs on top of it (false).
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity by default: an animation that does not say has none.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Whether a new animation of the same kind merges with this one: no, by default.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}

extension Animation {
    /// An animation that runs `base`.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(AnyCustomAnimation(base)))
    }

    /// The value at `time` seconds of a move from zero to `value`, or nil once the animation has
    /// finished, as SwiftUI's `Animation.animate(value:time:context:)`.
    ///
    /// Custom animations read and write `context.state`; a host that keeps one context per
    /// running animation and calls this for increasing times gives them the state they expect.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if case let .custom(custom) = storage {
            return custom.base.animate(value: value, time: time, context: &context)
        }
        let progress = progress(at: time)
        if progress.isFinished { return nil }
        return value.scaled(by: progress.fraction)
    }
}

/// A custom animation stored in an ``Animation``.
package struct AnyCustomAnimation: Hashable, Sendable {
    package let base: any CustomAnimation

    package init(_ base: some CustomAnimation) { self.base = base }

    package static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// The fraction at `time`, evaluated from a fresh context (stateful custom animations see
    /// no state carried over from earlier frames here; ``Animation/animate(value:time:context:)``
    /// with a kept context does that).
    func progress(at time: TimeInterval) -> AnimationProgress {
        var context = AnimationContext<Double>()
        guard let value = base.animate(value: 1.0, time: time, context: &context), value.isFinite else {
            return AnimationProgress(fraction: 1, isFinished: true)
        }
        return AnimationProgress(fraction: value, isFinished: false)
    }

    /// When the animation first reports finished, found by stepping 1/240 s for at most a minute;
    /// infinity if it runs longer.
    var duration: TimeInterval {
        let step = 1.0 / 240
        for i in 0...(240 * 60) where progress(at: Double(i) * step).isFinished {
            return Double(i) * step
        }
        return .infinity
    }
}
