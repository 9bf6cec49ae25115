import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@Observable final class Stage {
    var shown = false
    var leading = true
}

@MainActor
struct TransitionFrameTests {
    struct Fader: View {
        let stage: Stage
        var body: some View {
            ZStack {
                Color.white
                if stage.shown { Color.black }
            }
            .frame(width: 10, height: 10)
        }
    }

    @Test func anOpacityTransitionsMiddleFrameIsHalfBlended() throws {
        let stage = Stage()
        let host = ViewHost(Fader(stage: stage))
        host.perform { withAnimation(.linear(duration: 1)) { stage.shown = true } }
        let frames = try host.renderTransition(fps: 4)
        #expect(frames.count == 5, "0, ¼, ½, ¾ and 1 second")
        let start = frames[0].color(atX: 5, y: 5)
        let middle = frames[2].color(atX: 5, y: 5)
        let end = frames[4].color(atX: 5, y: 5)
        #expect(abs(start.red - 1) < 0.01)
        #expect(abs(middle.red - 0.5) < 0.02, "black at half opacity over white")
        #expect(abs(end.red) < 0.01)
        #expect(host.time == 1)
    }

    struct Mover: View {
        let stage: Stage
        var body: some View {
            HStack(spacing: 0) {
                if !stage.leading { Spacer() }
                Color.red.frame(width: 10, height: 10).id("box")
                if stage.leading { Spacer() }
            }
            .frame(width: 110, height: 10)
        }
    }

    @Test func aMovedViewsFrameIsInterpolatedWithTheAnimationsCurve() throws {
        let stage = Stage()
        let host = ViewHost(Mover(stage: stage))
        host.perform { withAnimation(.easeInOut(duration: 1)) { stage.leading = false } }
        // easeInOut is symmetric: halfway in time is halfway in space.
        let middle = host.displayList(at: 0.5).description
        #expect(middle.contains("fill (50, 0, 10, 10)"), "\(middle)")
        let settled = try host.renderTransition(fps: 2)
        #expect(settled.count == 3)
        #expect(host.displayList.description.contains("fill (100, 0, 10, 10)"))
    }

    @Test func anAnimationThatNeverSettlesNeedsADuration() throws {
        let stage = Stage()
        let host = ViewHost(Fader(stage: stage))
        host.perform { withAnimation(.linear(duration: 1).repeatForever()) { stage.shown = true } }
        #expect(throws: ViewHostError.animationNeverSettles) { try host.renderTransition() }
        #expect(try host.renderTransition(fps: 10, duration: 0.5).count == 6)
        #expect(throws: ViewHostError.invalidTiming(fps: 0, duration: nil)) { try host.renderTransition(fps: 0) }
    }

    @Test func withAnimationCompletionsRunWhenTheFramesAreDrawn() throws {
        let stage = Stage()
        let log = EventLog()
        let host = ViewHost(Fader(stage: stage))
        host.perform {
            withAnimation(.linear(duration: 0.5)) {
                stage.shown = true
            } completion: {
                log.note("done")
            }
        }
        #expect(log.events.isEmpty)
        _ = try host.renderTransition(fps: 10)
        #expect(log.events == ["done"])
    }
}

@MainActor
struct ImplicitAnimationTests {
    struct Slider: View {
        let stage: Stage
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .offset(x: stage.leading ? 0 : 100)
                .animation(.linear(duration: 2), value: stage.leading)
                .frame(width: 110, height: 10, alignment: .leading)
        }
    }

    @Test func animationWithAValueAnimatesChangesOfThatValue() throws {
        let stage = Stage()
        let host = ViewHost(Slider(stage: stage))
        host.perform { stage.leading = false }
        #expect(host.displayList(at: 1).description.contains("transform"), "halfway, the offset is in effect")
        let frames = try host.renderTransition(fps: 2)
        #expect(frames.count == 5, "two seconds at two frames a second, both ends included")
        #expect(frames[2].color(atX: 55, y: 5).red > 0.9, "the box is halfway at one second")
        #expect(frames[2].color(atX: 5, y: 5).alpha < 0.1)
    }
}
