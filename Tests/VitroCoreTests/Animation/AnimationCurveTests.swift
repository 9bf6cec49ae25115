import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Curves checked against independent computations: a 100 pt move must stay within half a point
/// of the closed form at every sample time.
@Suite struct AnimationCurveTests {
    static let move = 100.0
    static let samples = stride(from: 0.0, through: 1.2, by: 0.025).map { $0 }

    /// CSS cubic-bezier evaluated by dense sampling of the parametric curve (no root finding).
    static func bezierByDenseSampling(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
        -> Double
    {
        let steps = 20_000
        var previous = (x: 0.0, y: 0.0)
        for i in 1...steps {
            let s = Double(i) / Double(steps)
            let u = 1 - s
            let px = 3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s
            let py = 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
            if px >= x {
                let f = px > previous.x ? (x - previous.x) / (px - previous.x) : 0
                return previous.y + f * (py - previous.y)
            }
            previous = (px, py)
        }
        return 1
    }

    @Test func linearMovesAtConstantSpeed() {
        let animation = Animation.linear(duration: 1)
        for t in Self.samples {
            let expected = Self.move * min(t, 1)
            #expect(abs(animation.progress(at: t).fraction * Self.move - expected) < 0.5, "t = \(t)")
        }
        #expect(!animation.progress(at: 0.99).isFinished)
        #expect(animation.progress(at: 1).isFinished)
    }

    @Test(arguments: [
        ("easeIn", Animation.easeIn(duration: 1), [0.42, 0, 1, 1]),
        ("easeOut", Animation.easeOut(duration: 1), [0, 0, 0.58, 1]),
        ("easeInOut", Animation.easeInOut(duration: 1), [0.42, 0, 0.58, 1]),
        ("timingCurve", Animation.timingCurve(0.2, 0.9, 0.3, 1.4, duration: 1), [0.2, 0.9, 0.3, 1.4]),
    ])
    func easeCurvesAreTheCSSCubicBeziers(name: String, animation: Animation, points: [Double]) {
        for t in Self.samples {
            let expected =
                Self.move * Self.bezierByDenseSampling(points[0], points[1], points[2], points[3], at: min(t, 1))
            let got = animation.progress(at: t).fraction * Self.move
            #expect(abs(got - expected) < 0.5, "\(name) t = \(t): \(got) vs \(expected)")
        }
    }

    @Test func easeInOutIsHalfwayAtHalfTime() {
        #expect(abs(Animation.easeInOut(duration: 2).progress(at: 1).fraction - 0.5) < 1e-9)
    }

    /// The spring's motion integrated numerically (RK4, 0.1 ms steps) from the physical parameters.
    static func integrated(_ spring: Spring, initialVelocity: Double = 0, until end: Double) -> [Double: Double] {
        let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
        var x = -1.0  // displacement from the target of a unit move
        var v = initialVelocity
        var t = 0.0
        let dt = 1e-4
        var out: [Double: Double] = [0: 0]
        func a(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
        var next = 0.025
        while t < end - 1e-9 {
            let k1x = v
            let k1v = a(x, v)
            let k2x = v + dt / 2 * k1v
            let k2v = a(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v
            let k3v = a(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v
            let k4v = a(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
            if abs(t - next) < dt / 2 {
                out[(next * 1000).rounded() / 1000] = 1 + x
                next += 0.025
            }
        }
        return out
    }

    @Test(arguments: [
        ("underdamped", Spring(duration: 0.5, bounce: 0.3), 0.0),
        ("critical", Spring(duration: 0.5, bounce: 0), 0.0),
        ("overdamped", Spring(duration: 0.5, bounce: -0.4), 0.0),
        ("very bouncy", Spring(response: 0.4, dampingRatio: 0.15), 0.0),
        ("with velocity", Spring(duration: 0.4, bounce: 0.2), 3.0),
    ])
    func springsFollowDampedHarmonicMotion(name: String, spring: Spring, velocity: Double) {
        let reference = Self.integrated(spring, initialVelocity: velocity, until: 1.2)
        #expect(reference.count > 40)
        let animation = Animation.interpolatingSpring(spring, initialVelocity: velocity)
        for (t, expected) in reference {
            let value = spring.value(target: 1.0, initialVelocity: velocity, time: t)
            #expect(abs(value - expected) * Self.move < 0.5, "\(name) t = \(t)")
            let progress = animation.progress(at: t)
            if !progress.isFinished {
                #expect(abs(progress.fraction - expected) * Self.move < 0.5, "\(name) animation t = \(t)")
            }
        }
    }

    @Test func bouncySpringsOvershootAndCriticalOnesDoNot() {
        let bouncy = (0...100).map { Spring.bouncy.value(target: 1.0, time: Double($0) / 100) }
        let smooth = (0...100).map { Spring.smooth.value(target: 1.0, time: Double($0) / 100) }
        #expect(bouncy.max()! > 1.01)
        #expect(smooth.max()! <= 1 + 1e-12)
    }

    @Test func velocityIsTheDerivativeOfValue() {
        let spring = Spring(duration: 0.6, bounce: 0.25)
        for t in [0.0, 0.1, 0.33, 0.7] {
            let h = 1e-6
            let numeric =
                (spring.value(target: 1.0, initialVelocity: 2.0, time: t + h)
                    - spring.value(target: 1.0, initialVelocity: 2.0, time: max(t - h, 0))) / (t > 0 ? 2 * h : h)
            #expect(abs(spring.velocity(target: 1.0, initialVelocity: 2.0, time: t) - numeric) < 1e-4)
        }
    }

    @Test func updateInStepsMatchesTheClosedForm() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var value = CGPoint.zero.animatableData
        var velocity = CGPoint.zero.animatableData
        let target = CGPoint(x: 100, y: -40).animatableData
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: target, deltaTime: 1 / 60) }
        let direct = spring.value(target: target, time: 0.5)
        #expect(abs(value.first - direct.first) < 1e-9 && abs(value.second - direct.second) < 1e-9)
    }

    @Test func springsSettleWithinApplesEpsilon() {
        for spring in [Spring.bouncy, .smooth, .snappy, Spring(duration: 0.5, bounce: -0.5)] {
            let settle = spring.settlingDuration
            #expect(settle.isFinite && settle > 0)
            for i in 0...200 {
                let t = settle + Double(i) * 0.01
                #expect(abs(spring.value(target: 1.0, time: t) - 1) <= 0.001 + 1e-12)
            }
            let animation = Animation.spring(spring)
            #expect(!animation.progress(at: settle * 0.9).isFinished)
            #expect(animation.progress(at: settle).isFinished)
            #expect(animation.progress(at: settle).fraction == 1)
        }
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }

    @Test func settlingDurationInitializerRoundTrips() {
        let spring = Spring(settlingDuration: 0.8, dampingRatio: 0.6)
        #expect(abs(spring.settlingDuration - 0.8) < 1e-6)
        #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
    }
}
