import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

struct TrackValues {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGSize.zero
}

@MainActor
@Suite struct KeyframeTimelineTests {
    let timeline = KeyframeTimeline(initialValue: TrackValues()) {
        KeyframeTrack(\.scale) {
            LinearKeyframe(2.0, duration: 1)
            MoveKeyframe(0.5)
            LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeIn)
        }
        KeyframeTrack(\.angle) {
            CubicKeyframe(.degrees(90), duration: 1)
            CubicKeyframe(.degrees(0), duration: 1)
        }
    }

    @Test func durationIsTheLongestTrack() {
        #expect(timeline.duration == 2)
    }

    @Test func linearAndMoveKeyframes() {
        #expect(timeline.value(time: -1).scale == 1)
        #expect(abs(timeline.value(time: 0.5).scale - 1.5) < 1e-12)
        #expect(timeline.value(time: 1).scale == 0.5)  // the move happens at its time
        let eased = 0.5 + 0.5 * UnitCurve.easeIn.value(at: 0.5)
        #expect(abs(timeline.value(time: 1.25).scale - eased) < 1e-12)
        #expect(timeline.value(time: 5).scale == 1)  // a track holds its last value
        #expect(timeline.value(progress: 0.75).scale == timeline.value(time: 1.5).scale)
    }

    @Test func cubicKeyframesThroughAPeakAreSmoothstep() {
        // Velocity is zero at the start, at the peak (neighbors equal) and at the end.
        let s = 0.25
        #expect(abs(timeline.value(time: s).angle.degrees - 90 * (3 * s * s - 2 * s * s * s)) < 1e-9)
        #expect(abs(timeline.value(time: 1).angle.degrees - 90) < 1e-9)
        #expect(abs(timeline.value(time: 1.5).angle.degrees - 45) < 1e-9)
    }

    @Test func adjacentCubicKeyframesFormACatmullRomSpline() {
        let spline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // At the keyframe at t = 1 the velocity is (30 − 0) / (2 − 0) = 15 per second; the first
        // segment is the Hermite curve 0 → 10 with velocities 0 and 15.
        let s = 0.5
        let h01 = -2 * s * s * s + 3 * s * s
        let h11 = s * s * s - s * s
        #expect(abs(spline.value(time: 0.5) - (10 * h01 + 15 * h11)) < 1e-9)
        #expect(abs(spline.value(time: 2) - 30) < 1e-9)
        let h = 1e-6
        let left = (spline.value(time: 1) - spline.value(time: 1 - h)) / h
        let right = (spline.value(time: 1 + h) - spline.value(time: 1)) / h
        #expect(abs(left - 15) < 1e-3 && abs(right - 15) < 1e-3)
    }

    @Test func explicitVelocitiesShapeTheCurve() {
        let t = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 2, startVelocity: 20, endVelocity: 0)
        }
        let h = 1e-6
        #expect(abs((t.value(time: h) - t.value(time: 0)) / h - 20) < 1e-3)
    }

    @Test func springKeyframesFollowTheSpring() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let t = KeyframeTimeline(initialValue: CGPoint.zero) {
            SpringKeyframe(CGPoint(x: 100, y: 50), spring: spring)
        }
        #expect(abs(t.duration - spring.settlingDuration) < 1e-12)
        for time in [0.05, 0.1, 0.2, 0.3] {
            let expected = spring.value(target: CGPoint(x: 100, y: 50).animatableData, time: time)
            let got = t.value(time: time)
            #expect(abs(got.x - expected.first) < 1e-9 && abs(got.y - expected.second) < 1e-9)
        }
    }

    @Test func aSpringCutShortHandsItsPositionAndVelocityOn() {
        let spring = Spring(duration: 1, bounce: 0)
        let t = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.2, spring: spring)
            LinearKeyframe(100.0, duration: 1)
        }
        let cut = spring.value(target: 100.0, time: 0.2)
        #expect(abs(t.value(time: 0.2) - cut) < 1e-9)
        #expect(abs(t.value(time: 0.7) - (cut + (100 - cut) / 2)) < 1e-9)
    }

    @Test func buildersTakeLoopsAndConditions() {
        let bouncy = true
        let t = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for i in 1...3 {
                    LinearKeyframe(Double(i), duration: 1)
                }
                if bouncy {
                    SpringKeyframe(0.0, duration: 1, spring: .bouncy)
                } else {
                    LinearKeyframe(0.0, duration: 1)
                }
            }
        }
        #expect(t.duration == 4)
        #expect(abs(t.value(time: 1.5) - 1.5) < 1e-12)
    }

    @Test func applesExampleEvaluates() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        #expect(keyframes.duration == 1)
        let value = keyframes.value(time: 0.45)
        #expect(value.x == 0 && value.y > 80 && value.y < 100)
    }
}
