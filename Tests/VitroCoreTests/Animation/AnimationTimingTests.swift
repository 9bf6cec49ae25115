import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// SwiftUI's named animations, their parameters, and delay, speed and repetition.
@Suite struct AnimationTimingTests {
    @Test func defaultIsACriticallyDampedSpringSinceIOS17() {
        #expect(Animation.default == .spring(Spring(response: 0.55, dampingRatio: 1)))
    }

    @Test func timingCurvesDefaultToAThirdOfASecondAndABit() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(animation.duration == 0.35)
        }
        #expect(Animation.easeInOut.description == "easeInOut(0.35)")
    }

    @Test func namedSpringsUseTheirSprings() {
        #expect(Animation.bouncy == .spring(.bouncy))
        #expect(Animation.snappy(duration: 0.3, extraBounce: 0.1) == .spring(.snappy(duration: 0.3, extraBounce: 0.1)))
        #expect(Animation.spring == .spring(Spring(duration: 0.5, bounce: 0)))
        #expect(Animation.spring() == Animation.spring)
        #expect(
            Animation.spring(response: 0.3, dampingFraction: 0.5)
                == .spring(Spring(response: 0.3, dampingRatio: 0.5)))
    }

    @Test func delayWaitsThenPlays() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(animation.progress(at: 0.4).fraction == 0)
        #expect(abs(animation.progress(at: 1).fraction - 0.5) < 1e-12)
        #expect(animation.duration == 1.5)
    }

    @Test func speedScalesTime() {
        let animation = Animation.linear(duration: 1).speed(2)
        #expect(abs(animation.progress(at: 0.25).fraction - 0.5) < 1e-12)
        #expect(animation.duration == 0.5)
        #expect(Animation.linear.speed(0) == .linear)
    }

    @Test func repeatCountAutoreversesAndEndsOnTheNewValue() {
        let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(abs(animation.progress(at: 0.25).fraction - 0.25) < 1e-12)
        #expect(abs(animation.progress(at: 1.25).fraction - 0.75) < 1e-12)
        #expect(abs(animation.progress(at: 2.25).fraction - 0.25) < 1e-12)
        #expect(animation.duration == 3)
        #expect(animation.progress(at: 3).isFinished && animation.progress(at: 3).fraction == 1)
    }

    @Test func repeatForeverNeverFinishes() {
        let animation = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: false)
        #expect(animation.duration == .infinity)
        #expect(!animation.progress(at: 1_000.2).isFinished)
        #expect(abs(animation.progress(at: 1_000.25).fraction - 0.5) < 1e-6)
    }

    @Test func unitCurvesMapZeroAndOneToThemselves() {
        for curve in [
            UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
            .circularEaseInOut,
        ] {
            #expect(abs(curve.value(at: 0)) < 1e-9 && abs(curve.value(at: 1) - 1) < 1e-9)
            #expect(curve.value(at: .nan) == 0)
        }
        for x in [0.1, 0.5, 0.8] {
            let slope = (UnitCurve.easeInOut.value(at: x + 1e-6) - UnitCurve.easeInOut.value(at: x - 1e-6)) / 2e-6
            #expect(abs(UnitCurve.easeInOut.velocity(at: x) - slope) < 1e-4)
        }
        #expect(abs(UnitCurve.linear.velocity(at: 0.3) - 1) < 1e-12)
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.2, y: 0.6), endControlPoint: UnitPoint(x: 0.5, y: 0.9))
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6)
        }
    }
}
