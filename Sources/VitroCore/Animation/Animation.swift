import Foundation

/// How a change unfolds over time, as SwiftUI's `Animation`: a timing curve or a spring, possibly
/// delayed, sped up or repeated.
///
/// An animation maps the time since a change began to a fraction of the way from the old value
/// to the new one (see `progress(at:)`); springs can overshoot past 1 before they settle.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What the animation is made of.
    package indirect enum Storage: Hashable, Sendable {
        /// A timing curve over a fixed duration, in seconds.
        case curve(UnitCurve, duration: Double)
        /// A spring moving from 0 to 1 with an initial velocity in fractions per second.
        /// `blendDuration` (seconds) is kept for hand-over between springs.
        case spring(Spring, initialVelocity: Double, blendDuration: Double)
        /// Starts `delay` seconds late.
        case delay(Storage, delay: Double)
        /// Runs `speed` times as fast.
        case speed(Storage, speed: Double)
        /// Plays `count` times (nil: forever), backwards every other time if `autoreverses`.
        case repeating(Storage, count: Int?, autoreverses: Bool)
        /// A ``CustomAnimation``.
        case custom(AnyCustomAnimation)
    }

    package let storage: Storage

    package init(_ storage: Storage) { self.storage = storage }

    public var description: String { storage.description }

    /// A short name for dumps ("easeInOut(0.35)", "spring(0.5, bounce 0.3)").
    var name: String { storage.description }
}

// MARK: - Timing curves

extension Animation {
    /// SwiftUI's default duration for timing-curve animations, in seconds.
    static let defaultCurveDuration = 0.35

    /// Since iOS 17 a critically damped spring: `spring(response: 0.55, dampingFraction: 1)`.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }
    /// CSS ease-in over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }
    /// CSS ease-out over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }
    /// CSS ease-in-out over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// CSS ease-in, cubic-bezier(0.42, 0, 1, 1), over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// CSS ease-out, cubic-bezier(0, 0, 0.58, 1), over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// CSS ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y), as CSS
    /// `cubic-bezier`, over `duration` seconds.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)
    }

    /// A unit curve played over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.curve(curve, duration: duration.isFinite ? max(duration, 0) : defaultCurveDuration))
    }
}

// MARK: - Springs

extension Animation {
    /// A spring with duration 0.5 s and no bounce.
    public static var spring: Animation { spring() }
    /// A spring for interactive motion: response 0.15 s, damping 0.86, blend 0.25 s.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// A spring with no bounce: duration 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A spring with a small bounce (0.15): duration 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A spring with a larger bounce (0.3): duration 0.5 s.
    public static var bouncy: Animation { bouncy() }

    /// A spring with a response (the undamped period, in seconds) and a damping fraction.
    /// (`.spring()` with no arguments means the duration-and-bounce form, as in SwiftUI since iOS 17.)
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A spring with a perceptual duration (seconds) and a bounce in −1…1.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// An animation that follows `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0, blendDuration: blendDuration))
    }

    /// A spring with a short response for interactive motion.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a short duration for interactive motion.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// A spring from its physical parameters (overdamping allowed), starting with a velocity in
    /// fractions of the move per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// A spring with a perceptual duration and bounce, starting with a velocity in fractions of
    /// the move per second.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An animation that follows `spring`, starting with a velocity in fractions of the move per second.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, blendDuration: 0))
    }

    /// `smooth` with a duration and extra bounce added to its base of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// `snappy` with a duration and extra bounce added to its base of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// `bouncy` with a duration and extra bounce added to its base of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}

// MARK: - Modifiers

extension Animation {
    /// The animation started `delay` seconds late.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(.delay(storage, delay: delay.isFinite ? max(delay, 0) : 0))
    }

    /// The animation played `speed` times as fast (2 halves its duration). A speed that is not
    /// positive and finite leaves the animation as it is.
    public func speed(_ speed: Double) -> Animation {
        guard speed.isFinite, speed > 0 else { return self }
        return Animation(.speed(storage, speed: speed))
    }

    /// The animation played `repeatCount` times, backwards every other time if `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(storage, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// The animation repeated without end, backwards every other time if `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(storage, count: nil, autoreverses: autoreverses))
    }
}

extension Animation.Storage: CustomStringConvertible {
    package var description: String {
        func number(_ x: Double) -> String {
            x == x.rounded() && abs(x) < 1e6 ? String(Int(x)) : String(format: "%g", x)
        }
        switch self {
        case let .curve(curve, duration):
            let name: String
            switch curve.storage {
            case .linear: name = "linear"
            case .bezier(0.42, 0, 1, 1): name = "easeIn"
            case .bezier(0, 0, 0.58, 1): name = "easeOut"
            case .bezier(0.42, 0, 0.58, 1): name = "easeInOut"
            case let .bezier(x1, y1, x2, y2):
                name = "timingCurve(\(number(x1)), \(number(y1)), \(number(x2)), \(number(y2)))"
            case .circularEaseIn: name = "circularEaseIn"
            case .circularEaseOut: name = "circularEaseOut"
            case .circularEaseInOut: name = "circularEaseInOut"
            }
            return "\(name)(\(number(duration)))"
        case let .spring(spring, velocity, _):
            var text = "spring(\(number((spring.duration * 1000).rounded() / 1000))"
            text += ", bounce \(number((spring.bounce * 1000).rounded() / 1000))"
            if velocity != 0 { text += ", velocity \(number(velocity))" }
            return text + ")"
        case let .delay(inner, delay): return "\(inner).delay(\(number(delay)))"
        case let .speed(inner, speed): return "\(inner).speed(\(number(speed)))"
        case let .repeating(inner, count, autoreverses):
            let reverse = autoreverses ? "" : ", autoreverses: false"
            if let count { return "\(inner).repeatCount(\(count)\(reverse))" }
            return "\(inner).repeatForever(\(autoreverses ? "" : "autoreverses: false"))"
        case let .custom(custom): return String(describing: custom.base)
        }
    }
}
