import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// `matchedGeometryEffect` moves a view between two places across a change, and transitions made
/// of modifiers (`AnyTransition.modifier(active:identity:)`, the `Transition` protocol) animate
/// through their modifiers' values: tested at the middle frame.
@MainActor
@Suite struct MatchedGeometryAndCustomTransitionTests {
    @Observable final class Flag {
        var on = false
    }

    struct Hero: View {
        let flag: Flag
        @Namespace var namespace
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white.frame(width: 200, height: 100)
                if flag.on {
                    Color(red: 1, green: 0, blue: 0).matchedGeometryEffect(id: "card", in: namespace)
                        .frame(width: 60, height: 60).padding(.leading, 120).padding(.top, 20)
                } else {
                    Color(red: 1, green: 0, blue: 0).matchedGeometryEffect(id: "card", in: namespace)
                        .frame(width: 20, height: 20)
                }
            }
        }
    }

    static func isWhite(_ c: SIMD4<UInt8>) -> Bool { c[0] > 250 && c[1] > 250 && c[2] > 250 }

    @Test func aMatchedViewMovesBetweenItsTwoPlaces() throws {
        let flag = Flag()
        let host = ViewHost(Hero(flag: flag))
        host.perform { withAnimation(.linear(duration: 1)) { flag.on = true } }
        let frames = try host.renderTransition(fps: 2).map { $0.pixmap() }
        try #require(frames.count == 3)
        let middle = frames[1]
        // Half-way from (0, 0, 20, 20) to (120, 20, 60, 60): (60, 10, 40, 40), where the leaving
        // and arriving views, each half faded, overlap into one square.
        for (x, y) in [(62, 12), (80, 30), (98, 48)] {
            let c = middle[x, y]
            #expect(c[0] > 250 && c[1] < 80 && c[1] > 40, "(\(x), \(y)) \(c)")
        }
        for (x, y) in [(10, 10), (58, 30), (102, 30), (80, 8), (80, 52), (150, 50)] {
            #expect(Self.isWhite(middle[x, y]), "(\(x), \(y)) \(middle[x, y])")
        }
        #expect(frames[0][10, 10] == SIMD4(255, 0, 0, 255))
        #expect(frames[2][150, 50] == SIMD4(255, 0, 0, 255) && Self.isWhite(frames[2][10, 10]))
    }

    struct Turn: ViewModifier {
        let degrees: Double
        let fade: Double
        func body(content: Content) -> some View {
            content.rotationEffect(.degrees(degrees)).opacity(fade)
        }
    }

    struct Lift: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(y: phase.isIdentity ? 0 : 40).scaleEffect(phase.isIdentity ? 1 : 0.5)
        }
    }

    struct Shown: View {
        let flag: Flag
        let transition: AnyTransition
        var body: some View {
            ZStack {
                Color.white.frame(width: 100, height: 100)
                if flag.on {
                    Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).transition(transition)
                }
            }
        }
    }

    /// The one group of the inserted view in the middle frame, and its effects.
    static func insertedGroup(_ list: DisplayList) -> String { list.description }

    @Test func aModifierTransitionRunsThroughItsModifiersValues() throws {
        let flag = Flag()
        let transition = AnyTransition.modifier(active: Turn(degrees: 90, fade: 0), identity: Turn(degrees: 0, fade: 1))
        let host = ViewHost(Shown(flag: flag, transition: transition))
        host.perform { withAnimation(.linear(duration: 1)) { flag.on = true } }
        let frames = try host.renderTransition(fps: 2).map { $0.pixmap() }
        try #require(frames.count == 3)
        // Half-way: turned 45° and half faded. The square's corner, turned, no longer covers
        // (31, 31); its center is half blue.
        let center = frames[1][50, 50]
        #expect(abs(Int(center[0]) - 128) <= 3 && center[2] == 255, "\(center)")
        #expect(Self.isWhite(frames[1][32, 32]), "\(frames[1][32, 32])")
        // A diagonal of the turned square reaches past its unturned edge (at 45°, 20·√2 ≈ 28).
        #expect(!Self.isWhite(frames[1][50, 24]), "\(frames[1][50, 24])")
        #expect(frames[2][32, 32] == SIMD4(0, 0, 255, 255))
    }

    @Test func aCustomTransitionRunsThroughItsBodysValues() throws {
        let flag = Flag()
        let host = ViewHost(Shown(flag: flag, transition: AnyTransition(Lift())))
        host.perform { withAnimation(.linear(duration: 1)) { flag.on = true } }
        let frames = try host.renderTransition(fps: 2).map { $0.pixmap() }
        try #require(frames.count == 3)
        // Half-way: 20 pt low, then at 75 % scale about the view's own center (50, 50), as
        // `scaleEffect` anchors to the layout frame: a 30 pt square centered at (50, 65).
        let middle = frames[1]
        #expect(middle[50, 65] == SIMD4(0, 0, 255, 255), "\(middle[50, 65])")
        #expect(middle[50, 52] == SIMD4(0, 0, 255, 255) && Self.isWhite(middle[50, 48]))
        #expect(middle[50, 78] == SIMD4(0, 0, 255, 255) && Self.isWhite(middle[50, 82]))
        #expect(middle[37, 65] == SIMD4(0, 0, 255, 255) && Self.isWhite(middle[33, 65]))
        #expect(frames[2][50, 32] == SIMD4(0, 0, 255, 255))
    }
}
