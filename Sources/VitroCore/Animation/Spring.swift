import Foundation

/// A damped harmonic oscillator, as SwiftUI's `Spring`: converts between the ways of describing a
/// spring and computes its motion in closed form.
///
/// A spring moves a value from 0 toward a target; its displacement x from the target obeys
/// m·x″ + c·x′ + k·x = 0 (mass m, stiffness k, damping c). The perceptual `duration` is the
/// period of the undamped oscillation, 2π·√(m/k); `bounce` is 1 − ζ for the damping ratio
/// ζ = c / (2√(k·m)) up to critical damping (ζ = 1, bounce 0), and 1/ζ − 1 beyond it
/// (overdamped, bounce in −1…0), so that `Spring(duration: 0.5, bounce: 0.3)` has mass 1,
/// stiffness 157.9 and damping 17.6, and `Spring(mass: 1, stiffness: 100, damping: 10)` has
/// duration 0.63 and bounce 0.5, as Apple's documentation states.
public struct Spring: Hashable, Sendable {
    /// Mass, in arbitrary units (1 unless given).
    public let mass: Double
    /// Undamped angular frequency √(k/m), in radians per second.
    let angularFrequency: Double
    /// Damping as a fraction of critical damping: 0 undamped, 1 critical, above 1 overdamped.
    public let dampingRatio: Double

    /// The threshold under which a unit move counts as settled (Apple's default epsilon).
    package static let settlingEpsilon = 0.001

    package init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
        // Bad input gets a well-defined spring, never NaN: a nonpositive or non-finite parameter
        // falls back to SwiftUI's default spring (duration 0.5, no bounce).
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.angularFrequency =
            angularFrequency.isFinite && angularFrequency > 0 ? angularFrequency : 2 * .pi / 0.5
        self.dampingRatio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    }

    /// A spring with a perceptual duration (the pace, in seconds) and a bounce in −1…1: 0 is
    /// critically damped, positive values bounce (1 never stops), negative values are overdamped.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let b = min(max(bounce.isFinite ? bounce : 0, -0.999_999), 1)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(mass: 1, angularFrequency: 2 * .pi / duration, dampingRatio: zeta)
    }

    /// A spring with a response (the period of the undamped oscillation, in seconds) and a
    /// damping ratio (1 critical, below 1 bouncy, above 1 overdamped).
    public init(response: Double, dampingRatio: Double) {
        self.init(mass: 1, angularFrequency: 2 * .pi / response, dampingRatio: dampingRatio)
    }

    /// A spring from its physical parameters. Unless `allowOverDamping`, damping beyond critical
    /// is reduced to critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let omega = (max(stiffness, 0) / m).squareRoot()
        var zeta = omega > 0 ? damping / (2 * (stiffness * m).squareRoot()) : 1
        if !allowOverDamping { zeta = min(zeta, 1) }
        self.init(mass: m, angularFrequency: omega, dampingRatio: zeta)
    }

    /// A spring with a damping ratio that comes to rest (within `epsilon` of a unit move) after
    /// `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.001) : 1
        // Settling time scales as 1/ω for a fixed damping ratio: find it for ω = 1 and rescale.
        let unit = Spring(mass: 1, angularFrequency: 1, dampingRatio: zeta)
        let t1 = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let target = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 1
        self.init(mass: 1, angularFrequency: t1 / target, dampingRatio: zeta)
    }

    /// The perceptual duration: the undamped period 2π·√(m/k), in seconds.
    public var duration: TimeInterval { 2 * .pi / angularFrequency }
    /// The same as `duration` (SwiftUI's older name).
    public var response: Double { duration }
    /// How bouncy: 1 − ζ up to critical damping, 1/ζ − 1 beyond (−1…1).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// The spring constant k = m·ω².
    public var stiffness: Double { mass * angularFrequency * angularFrequency }
    /// The drag coefficient c = 2ζ·m·ω.
    public var damping: Double { 2 * dampingRatio * mass * angularFrequency }
    /// The time, in seconds, after which a unit move from rest stays within 0.001 of its target.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: Spring.settlingEpsilon)
    }

    /// A spring with no bounce: duration 0.5 s.
    public static var smooth: Spring { smooth() }
    /// A spring with a small bounce (0.15): duration 0.5 s.
    public static var snappy: Spring { snappy() }
    /// A spring with a larger bounce (0.3): duration 0.5 s.
    public static var bouncy: Spring { bouncy() }

    /// `smooth` with a duration and extra bounce added to its base of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// `snappy` with a duration and extra bounce added to its base of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `bouncy` with a duration and extra bounce added to its base of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring {
    /// The value at `time` seconds of a spring that starts at zero with `initialVelocity` (in
    /// units per second) and pulls toward `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        // x(t) = x0·A(t) + v0·B(t) with x0 = −target, so value = target + x = target·(1 − A) + v0·B.
        return target.scaled(by: 1 - r.a) + initialVelocity.scaled(by: r.b)
    }

    /// The velocity, in units per second, at `time` of the motion `value(target:initialVelocity:time:)` describes.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        return target.scaled(by: -r.da) + initialVelocity.scaled(by: r.db)
    }

    /// Advances `value` and `velocity` by `deltaTime` seconds of motion toward `target`, exactly
    /// (the closed form, not a numerical step), so any step size gives the same path.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let r = response(at: deltaTime)
        let x = value - target
        let v = velocity
        value = target + x.scaled(by: r.a) + v.scaled(by: r.b)
        velocity = x.scaled(by: r.da) + v.scaled(by: r.db)
    }

    /// The value at `time` of a spring moving from `fromValue` to `toValue` through their animatable data.
    @MainActor
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        let delta = toValue.animatableData - fromValue.animatableData
        result.animatableData =
            fromValue.animatableData + value(target: delta, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The time after which the motion toward `target` from `initialVelocity` stays within
    /// `epsilon` (relative to the move's size) of the target. Undamped springs never settle and
    /// report infinity.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001)
        -> TimeInterval
    {
        let size = target.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        let scale = size > 0 ? size : (speed > 0 ? speed : 1)
        // In units of the move: start 1 away from the target (or 0 for a pure velocity kick).
        // Vectors carry no dot product here, so the velocity's direction relative to the move is
        // unknown: take the later of the two settling times.
        let x0 = size > 0 ? 1.0 : 0.0
        let v0 = speed / scale
        let e = max(epsilon, 1e-12)
        return max(settlingTime(x0: x0, v0: v0, epsilon: e), settlingTime(x0: x0, v0: -v0, epsilon: e))
    }

    /// The settling time of a move from 0 to 1 that starts with `initialVelocity` (fractions of
    /// the move per second, positive toward the target).
    package func unitSettlingDuration(initialVelocity: Double, epsilon: Double = Spring.settlingEpsilon)
        -> TimeInterval
    {
        // Displacement from the target starts at −1 moving at v; mirrored: +1 moving at −v.
        settlingTime(x0: 1, v0: -initialVelocity, epsilon: epsilon)
    }
}

extension Spring {
    /// Responses of the displacement to a unit initial displacement (a) and a unit initial
    /// velocity (b), and their time derivatives, at time t ≥ 0.
    package struct Response {
        var a: Double
        var b: Double
        var da: Double
        var db: Double
    }

    package func response(at time: TimeInterval) -> Response {
        let t = time.isFinite ? max(time, 0) : 0
        let w = angularFrequency
        let z = dampingRatio
        if abs(z - 1) < 1e-6 {
            // Critically damped: x = (x0 + (v0 + ω·x0)·t)·e^(−ωt).
            let e = exp(-w * t)
            return Response(a: e * (1 + w * t), b: t * e, da: -w * w * t * e, db: e * (1 - w * t))
        } else if z < 1 {
            // Underdamped: oscillation at ωd = ω·√(1 − ζ²) under the envelope e^(−ζωt).
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-z * w * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            return Response(
                a: e * (c + z * w / wd * s), b: e * s / wd, da: -e * w * w / wd * s, db: e * (c - z * w / wd * s))
        } else {
            // Overdamped: two decaying exponentials with rates r1, r2 = −ω(ζ ∓ √(ζ² − 1)).
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root)
            let r2 = -w * (z + root)
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return Response(
                a: (r2 * e1 - r1 * e2) / (r2 - r1), b: (e1 - e2) / (r1 - r2),
                da: r1 * r2 * (e1 - e2) / (r2 - r1), db: (r1 * e1 - r2 * e2) / (r1 - r2))
        }
    }

    /// An upper bound of |x(t)| for the motion from x0, v0, which decreases once past its peak.
    func displacementBound(x0: Double, v0: Double, at t: Double) -> Double {
        let w = angularFrequency
        let z = dampingRatio
        if abs(z - 1) < 1e-6 {
            return (abs(x0) + abs(v0 + w * x0) * t) * exp(-w * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let amplitude = (x0 * x0 + pow((v0 + z * w * x0) / wd, 2)).squareRoot()
            return amplitude * exp(-z * w * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root)
            let r2 = -w * (z + root)
            // x = c1·e^(r1 t) + c2·e^(r2 t) with c1 + c2 = x0, r1·c1 + r2·c2 = v0.
            let c1 = (v0 - r2 * x0) / (r1 - r2)
            let c2 = x0 - c1
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The first time the displacement bound falls below `epsilon` (it stays below after):
    /// doubling to bracket it, then bisection.
    func settlingTime(x0: Double, v0: Double, epsilon: Double) -> Double {
        if dampingRatio < 1e-9 { return .infinity }
        if displacementBound(x0: x0, v0: v0, at: 0) < epsilon { return 0 }
        var hi = 2 * .pi / angularFrequency
        var doublings = 0
        while displacementBound(x0: x0, v0: v0, at: hi) >= epsilon {
            hi *= 2
            doublings += 1
            if doublings > 60 { return .infinity }
        }
        var lo = 0.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if displacementBound(x0: x0, v0: v0, at: mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
