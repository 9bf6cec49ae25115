import Foundation

/// Where an animation stands at one moment: the fraction of the way from the old value to the
/// new one, and whether it has finished.
package struct AnimationProgress: Hashable, Sendable {
    /// 0 at the start, 1 at the end; springs overshoot past 1 (and may dip below 0 on the way
    /// back) before they settle. Exactly 1 once finished.
    package var fraction: Double
    /// True once the animation is over: its duration has passed, or a spring has settled within
    /// 0.001 of a unit move (Apple's epsilon). A forever-repeating animation never finishes.
    package var isFinished: Bool
}

extension Animation {
    /// The progress `time` seconds after the animation began (negative times count as 0).
    ///
    /// This is what the host calls for every frame: it interpolates each animated property as
    /// `old + (new − old) · fraction` (`Animatable/interpolated(to:fraction:)` does it for an
    /// `Animatable` value) and stops drawing frames once `isFinished`.
    package func progress(at time: TimeInterval) -> AnimationProgress {
        storage.progress(at: time.isFinite ? max(time, 0) : 0)
    }

    /// The time, in seconds, from start until `progress(at:)` reports finished; infinity for an
    /// animation that repeats forever (or an undamped spring).
    package var duration: TimeInterval { storage.duration }
}

extension Animation.Storage {
    func progress(at t: Double) -> AnimationProgress {
        switch self {
        case let .curve(curve, duration):
            if t >= duration || duration <= 0 { return AnimationProgress(fraction: 1, isFinished: true) }
            return AnimationProgress(fraction: curve.value(at: t / duration), isFinished: false)
        case let .spring(spring, velocity, _):
            let settle = spring.unitSettlingDuration(initialVelocity: velocity)
            if t >= settle { return AnimationProgress(fraction: 1, isFinished: true) }
            return AnimationProgress(
                fraction: spring.value(target: 1.0, initialVelocity: velocity, time: t), isFinished: false)
        case let .delay(inner, delay):
            if t < delay { return AnimationProgress(fraction: 0, isFinished: false) }
            return inner.progress(at: t - delay)
        case let .speed(inner, speed):
            return inner.progress(at: t * speed)
        case let .repeating(inner, count, autoreverses):
            let period = inner.duration
            if count == 0 { return AnimationProgress(fraction: 1, isFinished: true) }
            guard period.isFinite, period > 0 else {
                // An inner animation with no length is done at once; one that never ends plays once.
                return period > 0 ? inner.progress(at: t) : AnimationProgress(fraction: 1, isFinished: count != nil)
            }
            let iteration = (t / period).rounded(.down)
            if let count, iteration >= Double(count) {
                // Like SwiftUI, the value lands on the new state when the repetitions are over.
                return AnimationProgress(fraction: 1, isFinished: true)
            }
            let local = inner.progress(at: t - iteration * period)
            let fraction = local.isFinished ? 1 : local.fraction
            let reversed = autoreverses && Int(iteration.truncatingRemainder(dividingBy: 2)) == 1
            return AnimationProgress(fraction: reversed ? 1 - fraction : fraction, isFinished: false)
        case let .custom(custom):
            return custom.progress(at: t)
        }
    }

    var duration: Double {
        switch self {
        case let .curve(_, duration): return duration
        case let .spring(spring, velocity, _): return spring.unitSettlingDuration(initialVelocity: velocity)
        case let .delay(inner, delay): return delay + inner.duration
        case let .speed(inner, speed): return inner.duration / speed
        case let .repeating(inner, count, _):
            guard let count else { return .infinity }
            return Double(count) * inner.duration
        case let .custom(custom): return custom.duration
        }
    }
}
