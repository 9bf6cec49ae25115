import Foundation
import Testing
@testable import Vitro
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@MainActor
@Suite struct AnimatorViewTests {
    enum Pulse: CaseIterable { case small, large, faded }

    @Test func phaseAnimatorsRestOnTheirFirstPhase() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            .phaseAnimator(Pulse.allCases) { content, phase in
                content.opacity(phase == .small ? 1 : 0.2)
            }
            .background(Color.white)
        let c = try ImageRenderer(content: view).render().color(atX: 5, y: 5)
        #expect(c.red == 1 && c.green < 0.01)
    }

    @Test func phaseStepsFollowEachPhasesAnimation() {
        let animator = PhaseAnimator(Pulse.allCases, trigger: 1) { _ in
            Color.red
        } animation: { phase in
            phase == .large ? .linear(duration: 1) : .linear(duration: 0.5)
        }
        #expect(animator.phases.count == 3 && animator.trigger != nil)
        let first = animator.step(at: 0.25)
        #expect(first.from == 0 && first.to == 1 && first.progress.fraction == 0.25)
        let second = animator.step(at: 1.25)
        #expect(second.from == 1 && second.to == 2 && second.progress.fraction == 0.5)
        let back = animator.step(at: 1.75)
        #expect(back.from == 2 && back.to == 0)
        #expect(animator.step(at: 2.5).progress.isFinished && animator.step(at: 2.5).to == 0)
        let cycling = PhaseAnimator(Pulse.allCases) { _ in
            Color.red
        } animation: { _ in
            .linear(duration: 1)
        }
        #expect(cycling.step(at: 1000.5).from == 1000 % 3 && !cycling.step(at: 1000.5).progress.isFinished)
        let instant = PhaseAnimator(Pulse.allCases) { _ in
            Color.red
        } animation: { _ in
            nil
        }
        #expect(instant.step(at: 3).progress.isFinished)
    }

    @Test func keyframeAnimatorsRestOnTheirInitialValueAndPlayOnTheClock() throws {
        let animator = KeyframeAnimator(initialValue: 1.0, repeating: true) { value in
            Color(red: 0, green: 0, blue: 1).opacity(value).frame(width: 10, height: 10).background(Color.white)
        } keyframes: { _ in
            LinearKeyframe(0.0, duration: 1)
            LinearKeyframe(1.0, duration: 1)
        }
        let rest = try ImageRenderer(content: animator).render().color(atX: 5, y: 5)
        #expect(rest.red < 0.01)
        #expect(animator.timeline().duration == 2)
        let half = try ImageRenderer(content: animator.content(at: 2.5)).render().color(atX: 5, y: 5)
        #expect(abs(half.red - 0.5) < 0.01, "\(half)")
    }

    @Test func keyframeAnimatorModifierCompilesAsInSwiftUI() throws {
        struct Values {
            var scale = 1.0
            var lift = 0.0
        }
        let view = Color.blue.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: Values(), trigger: 0) { content, value in
                content.scaleEffect(value.scale).offset(y: value.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.2)
                    CubicKeyframe(1, duration: 0.3)
                }
                KeyframeTrack(\.lift) { LinearKeyframe(-20, duration: 0.5) }
            }
        _ = try ImageRenderer(content: view).render()
    }

    @Test func timelinesDrawForTheHostDateOrTheirScheduleEntry() throws {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        let view = TimelineView(.periodic(from: start, by: 10)) { context in
            Text(verbatim: context.date == start ? "start" : "later")
        }
        #expect(view.restDate(now: start.addingTimeInterval(25)) == start.addingTimeInterval(20))
        #expect(view.restDate(now: start.addingTimeInterval(-5)) == start)
        #expect(view.context(at: start).cadence == .seconds)
        let explicit = TimelineView(.explicit([start, start.addingTimeInterval(60)])) { _ in Color.red }
        #expect(explicit.restDate(now: start.addingTimeInterval(61)) == start.addingTimeInterval(60))
        let hosted = view.environment(\.timelineDate, start)
        #expect(ImageRenderer(content: hosted).layoutDescription.contains("start"))
        let minutes = EveryMinuteTimelineSchedule().entries(from: start.addingTimeInterval(30), mode: .normal)
        #expect(minutes.first(where: { _ in true }) == Date(timeIntervalSinceReferenceDate: 1_020))
        var animation = AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal).makeIterator()
        #expect(animation.next() == start && animation.next() == nil)
    }

    @Test func reduceMotionIsInTheEnvironment() {
        var environment = EnvironmentValues()
        #expect(!environment.accessibilityReduceMotion)
        environment.accessibilityReduceMotion = true
        #expect(environment.accessibilityReduceMotion)
    }

    @Test func matchedGeometryIsRecordedForTheHost() {
        @Namespace var space
        let view = Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: "card", in: space)
        #expect(ImageRenderer(content: view).layoutDescription.contains("matchedGeometry card"))
    }
}
