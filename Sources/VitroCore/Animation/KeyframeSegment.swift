import Foundation

/// One keyframe: the value a track reaches, how long it takes and how it gets there.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        /// Straight toward `to`, paced by a unit curve.
        case linear(UnitCurve)
        /// A spring pulling toward `to`, starting with a velocity (nil: the previous segment's).
        case spring(Spring, startVelocity: Value?)
        /// A cubic Hermite curve; velocities nil are found so motion stays smooth.
        case cubic(startVelocity: Value?, endVelocity: Value?)
        /// A jump to `to` at the segment's start.
        case move
    }

    /// The keyframe's value (read as animatable data when the track is laid out, on the main actor).
    var to: Value
    /// The segment's length in seconds; nil for a spring means its settling duration.
    var duration: TimeInterval?
    var kind: Kind

    /// The length used on the timeline, in seconds (never negative or NaN).
    var length: TimeInterval {
        switch kind {
        case .move: return 0
        case let .spring(spring, _):
            let d = duration ?? spring.settlingDuration
            return d.isFinite ? max(d, 0) : 0
        default:
            let d = duration ?? 0
            return d.isFinite ? max(d, 0) : 0
        }
    }
}
