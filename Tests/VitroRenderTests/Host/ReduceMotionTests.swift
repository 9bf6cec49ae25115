import Foundation
import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Under Reduce Motion an animated change cross-fades from the state before it to the state
/// after it instead of moving; the glass morph of a container does too.
@MainActor
@Suite struct ReduceMotionTests {
    @Observable final class Place {
        var right = false
    }

    @Observable final class Shown {
        var on = true
    }

    struct Card: View {
        let place: Place
        var body: some View {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .frame(width: 100, height: 20, alignment: place.right ? .trailing : .leading)
                .background(Color.white)
        }
    }

    /// The largest difference of a byte of `middle` from the mean of `a` and `b`.
    static func distanceFromMix(_ middle: Pixmap, _ a: Pixmap, _ b: Pixmap) -> Int {
        var worst = 0
        for i in middle.data.indices {
            let mean = (Int(a.data[i]) + Int(b.data[i]) + 1) / 2
            worst = max(worst, abs(Int(middle.data[i]) - mean))
        }
        return worst
    }

    @Test func aMoveBecomesACrossFade() throws {
        let place = Place()
        let host = ViewHost(Card(place: place))
        host.environment(\.accessibilityReduceMotion, true)
        host.perform { withAnimation(.linear(duration: 1)) { place.right = true } }
        // The display list half-way: the state before at half opacity, the state after added over it.
        let list = host.displayList(at: 0.5).description
        #expect(list.contains("opacity 0.5") && list.contains("blend plusLighter"), "\(list)")
        let frames = try host.renderTransition(fps: 4).map { $0.pixmap() }
        try #require(frames.count == 5)
        #expect(Self.distanceFromMix(frames[2], frames[0], frames[4]) <= 1)
        // Half red at both ends, white in the middle: nothing is drawn where a move would pass.
        #expect(frames[2][10, 10][1] > 100 && frames[2][10, 10][1] < 155)
        #expect(frames[2][50, 10] == SIMD4(255, 255, 255, 255))
    }

    @Test func withoutReduceMotionTheCardMoves() throws {
        let place = Place()
        let host = ViewHost(Card(place: place))
        host.perform { withAnimation(.linear(duration: 1)) { place.right = true } }
        let frames = try host.renderTransition(fps: 4).map { $0.pixmap() }
        try #require(frames.count == 5)
        #expect(frames[2][50, 10] == SIMD4(255, 0, 0, 255))
    }

    @Test func aBouncySpringCrossFadesWithoutOvershoot() throws {
        let place = Place()
        let host = ViewHost(Card(place: place))
        host.environment(\.accessibilityReduceMotion, true)
        host.perform { withAnimation(.spring(duration: 0.5, bounce: 0.5)) { place.right = true } }
        let frames = try host.renderTransition(fps: 20).map { $0.pixmap() }
        // The left square only fades out: its red never comes back once it starts to go.
        let reds = frames.map { Int($0[10, 10][1]) }
        #expect(zip(reds, reds.dropFirst()).allSatisfy { $0 <= $1 }, "\(reds)")
        #expect(reds.first == 0 && reds.last == 255)
    }

    @Test func anOpacityChangeStillAnimates() throws {
        struct Dot: View {
            let shown: Shown
            var body: some View {
                Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).opacity(shown.on ? 1 : 0)
                    .background(Color.white)
            }
        }
        let shown = Shown()
        let host = ViewHost(Dot(shown: shown))
        host.environment(\.accessibilityReduceMotion, true)
        host.perform { withAnimation(.linear(duration: 1)) { shown.on = false } }
        let frames = try host.renderTransition(fps: 4).map { $0.pixmap() }
        try #require(frames.count == 5)
        // Half-way, the blue square is half-transparent over white, as the opacity animation draws it.
        let c = frames[2][10, 10]
        #expect(abs(Int(c[0]) - 128) <= 2 && c[2] == 255, "\(c)")
    }

    @Test func theGlassMorphBecomesACrossFade() throws {
        let toolbox = Toolbox()
        let host = ViewHost(GlassToggle.Tools(toolbox: toolbox))
        host.environment(\.accessibilityReduceMotion, true)
        host.perform { withAnimation(.easeInOut(duration: 0.5)) { toolbox.isExpanded = true } }
        let frames = try host.renderTransition(fps: 4).map { $0.pixmap() }
        try #require(frames.count == 3)
        #expect(GlassToggle.psnr(frames[0], try GlassToggle.still(false)) >= 45)
        #expect(GlassToggle.psnr(frames[2], try GlassToggle.still(true)) >= 45)
        // easeInOut is half-way at half its duration: the middle frame is the mean of the two states.
        #expect(Self.distanceFromMix(frames[1], frames[0], frames[2]) <= 1)
    }
}
