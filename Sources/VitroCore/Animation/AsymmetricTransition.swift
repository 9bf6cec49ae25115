import Foundation

/// A transition that inserts a view one way and removes it another, as SwiftUI's
/// `AsymmetricTransition` (iOS 17).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition of an inserted view.
    public var insertion: Insertion
    /// The transition of a removed view.
    public var removal: Removal

    /// A transition that inserts with `insertion` and removes with `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Motion when either side has it.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }

    /// The content as the insertion draws it while it appears, as the removal draws it once it
    /// has disappeared, and as both draw it at rest.
    @MainActor @ViewBuilder
    public func body(content: Content, phase: TransitionPhase) -> some View {
        switch phase {
        case .willAppear:
            removal.apply(to: insertion.apply(to: content, phase: .willAppear), phase: .identity)
        case .didDisappear:
            removal.apply(to: insertion.apply(to: content, phase: .identity), phase: .didDisappear)
        default:
            removal.apply(to: insertion.apply(to: content, phase: .identity), phase: .identity)
        }
    }
}

extension Transition {
    /// `content` as this transition draws it in `phase`.
    @MainActor
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View { apply(to: content, phase: phase) }
}

extension Spring {
    /// The force toward `target` on a unit mass at `position` moving at `velocity`: the spring's
    /// pull less its damping.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness / mass) - velocity.scaled(by: damping / mass)
    }

    /// The force at `position` moving at `velocity` of a spring from `fromValue` to `toValue`,
    /// through their animatable data.
    @MainActor
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        result.animatableData = force(
            target: toValue.animatableData - fromValue.animatableData,
            position: position.animatableData - fromValue.animatableData, velocity: velocity.animatableData)
        return result
    }

    /// The velocity at `time` of a spring from `fromValue` to `toValue`.
    @MainActor
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The time a spring from `fromValue` to `toValue` takes to settle within `epsilon`.
    @MainActor
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}

extension UnitCurve {
    /// Slow at both ends: the same curve as `easeInOut`.
    public static let easeInEaseOut = UnitCurve.easeInOut
}
