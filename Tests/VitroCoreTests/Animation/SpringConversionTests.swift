import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Apple's published conversions between the ways of describing a spring.
@Suite struct SpringConversionTests {
    @Test func durationAndBounceGiveApplesPhysicalParameters() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05, "\(spring.stiffness)")
        #expect(abs(spring.damping - 17.6) < 0.05, "\(spring.damping)")
    }

    @Test func physicalParametersGiveApplesDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 0.63) < 0.005, "\(spring.duration)")
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        #expect(spring.response == spring.duration)
    }

    @Test func negativeBounceIsOverdamped() {
        let spring = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
        #expect(abs(spring.bounce + 0.5) < 1e-12)
        #expect(spring.damping > 2 * (spring.stiffness * spring.mass).squareRoot())
    }

    @Test func overdampingNeedsPermission() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        let free = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(clamped.dampingRatio == 1 && clamped.bounce == 0)
        #expect(abs(free.dampingRatio - 2) < 1e-12 && abs(free.bounce + 0.5) < 1e-12)
        #expect(abs(free.damping - 40) < 1e-9)
    }

    @Test func responseAndDampingRatioRoundTrip() {
        let spring = Spring(response: 0.55, dampingRatio: 0.825)
        #expect(abs(spring.response - 0.55) < 1e-12)
        #expect(abs(spring.bounce - 0.175) < 1e-12)
        let back = Spring(duration: spring.duration, bounce: spring.bounce)
        #expect(abs(back.stiffness - spring.stiffness) < 1e-9 && abs(back.damping - spring.damping) < 1e-9)
    }

    @Test func namedSpringsHaveTheirDocumentedBounce() {
        #expect(abs(Spring.smooth.bounce) < 1e-12 && Spring.smooth.duration == 0.5)
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.4, extraBounce: 0.1).bounce - 0.4) < 1e-12)
        #expect(abs(Spring.bouncy(duration: 0.4).duration - 0.4) < 1e-12)
    }

    @Test func badParametersGiveAUsableSpring() {
        for spring in [
            Spring(duration: 0, bounce: 0), Spring(duration: -1, bounce: .nan),
            Spring(mass: 0, stiffness: -5, damping: .infinity), Spring(response: .nan, dampingRatio: -1),
        ] {
            let v = spring.value(target: 1.0, time: 0.3)
            #expect(v.isFinite)
            #expect(spring.settlingDuration.isFinite || spring.dampingRatio == 0)
        }
    }
}
