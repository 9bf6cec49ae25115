import Foundation

extension Animation {
    /// The custom animation this animation runs, as SwiftUI's `base`: the one given to
    /// `Animation(_:)`, or the built-in curve or spring wrapped as one.
    public var base: any CustomAnimation {
        if case let .custom(custom) = storage { return custom.base }
        return BuiltInAnimation(animation: self)
    }

    /// The velocity at `time` seconds of a move to `value`: a custom animation's own, none for
    /// the built-in ones, as SwiftUI's `velocity(value:time:context:)`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if case let .custom(custom) = storage {
            return custom.base.velocity(value: value, time: time, context: context)
        }
        return nil
    }

    /// Whether this animation takes over from `previous`: a custom animation's answer; springs
    /// merge (they carry the running velocity over), curves run on top, as SwiftUI's
    /// `shouldMerge(previous:value:time:context:)`.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        switch storage {
        case let .custom(custom):
            return custom.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case .spring: return true
        default: return false
        }
    }

    /// This animation, counted logically complete `duration` seconds in, as SwiftUI's
    /// `logicallyComplete(after:)` (recorded: the moment only changes when completions with
    /// `.logicallyComplete` run, which a still image does not show).
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}

/// A built-in animation seen as a ``CustomAnimation`` (``Animation/base``).
struct BuiltInAnimation: CustomAnimation {
    let animation: Animation

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time, context: &context)
    }
}

extension GeometryEffect {
    /// This effect, drawn without changing layout, as SwiftUI's `ignoredByLayout()` (every
    /// geometry effect already draws without moving the view's frame in Vitro).
    public func ignoredByLayout() -> Self { self }
}
