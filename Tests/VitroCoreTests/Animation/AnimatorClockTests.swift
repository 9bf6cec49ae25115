import Foundation
import Testing

@testable import Vitro
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Phase and keyframe animators play on a host's clock: the value drawn at each moment is the
/// phase curve's or the keyframe timeline's at that time.
@MainActor
@Suite struct AnimatorClockTests {
    /// The horizontal center of the red pixels 5 px above the bottom (a 10 pt red square on
    /// white at the bottom, 1x).
    static func redCenter(_ image: RasterImage) -> Double {
        let p = image.pixmap()
        var weight = 0.0
        var sum = 0.0
        for x in 0..<p.width {
            let c = p[x, p.height - 5]
            let red = Double(c[0]) - Double(c[1])
            guard red > 0 else { continue }
            weight += red
            sum += red * (Double(x) + 0.5)
        }
        return weight > 0 ? sum / weight : .nan
    }

    struct Pulse: View {
        @State var taps = 0
        var body: some View {
            Button("Go") { taps += 1 }.opacity(0)
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
                .phaseAnimator([0.0, 100.0], trigger: taps) { content, x in
                    content.offset(x: x)
                } animation: { x in
                    x == 100 ? .linear(duration: 1) : .easeInOut(duration: 0.5)
                }
                .frame(width: 120, height: 10, alignment: .leading)
                .background(Color.white)
        }
    }

    @Test func aTriggeredPhaseAnimatorRunsThroughItsPhasesOnTheClock() async throws {
        let host = ViewHost(Pulse())
        #expect(abs(Self.redCenter(try host.render()) - 5) < 0.5, "at rest on the first phase")
        try host.tap("Go")
        await host.advance(by: 0.25)
        #expect(abs(Self.redCenter(try host.render()) - 30) < 0.5, "a quarter of the linear step to 100")
        await host.advance(by: 0.75)
        #expect(abs(Self.redCenter(try host.render()) - 105) < 0.5, "on the second phase")
        await host.advance(by: 0.2)
        let eased = 100 * (1 - Animation.easeInOut(duration: 0.5).progress(at: 0.2).fraction)
        #expect(abs(Self.redCenter(try host.render()) - (5 + eased)) < 0.5, "eased back toward the first")
        await host.advance(by: 1)
        #expect(abs(Self.redCenter(try host.render()) - 5) < 0.5, "back at rest")
    }

    @Test func renderTransitionDrawsAPhaseRunToItsEnd() throws {
        let host = ViewHost(Pulse())
        try host.tap("Go")
        let frames = try host.renderTransition(fps: 10)
        #expect(frames.count == 16, "1.5 s of steps at 10 fps, and the settled frame")
        #expect(abs(Self.redCenter(frames[5]) - 55) < 0.5)
        #expect(abs(Self.redCenter(frames[15]) - 5) < 0.5)
        #expect(host.time == 1.5)
    }

    @Test func aContinuousPhaseAnimatorCyclesFromItsAppearance() async throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            .phaseAnimator([0.0, 100.0]) { content, x in
                content.offset(x: x)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 120, height: 10, alignment: .leading)
            .background(Color.white)
        let host = ViewHost(view)
        #expect(abs(Self.redCenter(try host.render()) - 5) < 0.5)
        await host.advance(by: 0.5)
        #expect(abs(Self.redCenter(try host.render()) - 55) < 0.5)
        await host.advance(by: 0.75)
        #expect(abs(Self.redCenter(try host.render()) - 80) < 0.5, "a quarter of the way back")
        #expect(try host.renderTransition().count == 1, "a cycle alone starts no transition")
        let frames = try host.renderTransition(fps: 4, duration: 0.5)
        #expect(frames.count == 3)
        #expect(abs(Self.redCenter(frames[1]) - 55) < 0.5, "1.5 s into the cycle")
        #expect(abs(Self.redCenter(frames[2]) - 30) < 0.5)
    }

    struct Hop: View {
        @State var taps = 0
        var body: some View {
            Button("Hop") { taps += 1 }.opacity(0)
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 1)
                    CubicKeyframe(40.0, duration: 1)
                }
                .frame(width: 120, height: 10, alignment: .leading)
                .background(Color.white)
        }
    }

    @Test func aTriggeredKeyframeAnimatorFollowsItsTimelineAndKeepsTheEndValue() async throws {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 1)
            CubicKeyframe(40.0, duration: 1)
        }
        let host = ViewHost(Hop())
        #expect(abs(Self.redCenter(try host.render()) - 5) < 0.5)
        try host.tap("Hop")
        for t in [0.3, 0.9, 1.4, 1.8] {
            await host.advance(by: t - (host.time))
            let expected = 5 + timeline.value(time: t)
            #expect(abs(Self.redCenter(try host.render()) - expected) < 0.5, "at \(t) s")
        }
        await host.advance(by: 1)
        #expect(abs(Self.redCenter(try host.render()) - 45) < 0.5, "the end value stays")
        let frames = try host.renderTransition(fps: 10)
        #expect(frames.count == 1, "nothing plays until the trigger changes again")
    }

    @Test func aSecondKeyframeRunStartsFromWhereTheFirstEnded() async throws {
        let host = ViewHost(Hop())
        try host.tap("Hop")
        await host.advance(by: 3)
        try host.tap("Hop")
        let frames = try host.renderTransition(fps: 10)
        #expect(frames.count == 21)
        #expect(abs(Self.redCenter(frames[0]) - 45) < 0.5)
        #expect(abs(Self.redCenter(frames[5]) - (45 + 30)) < 0.5, "half-way from 40 to 100")
        #expect(abs(Self.redCenter(frames[20]) - 45) < 0.5)
    }
}
