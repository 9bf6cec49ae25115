import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Changes made through `Binding.animation(_:)` and `Binding.transaction(_:)` animate.
@MainActor
@Suite struct BindingAnimationTests {
    struct Switcher: View {
        @State var on = false
        let animation: Animation?
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Slide", isOn: $on.animation(animation))
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                    .frame(width: 100, height: 20, alignment: on ? .trailing : .leading)
            }
        }
    }

    @Test func aToggleThroughAnAnimatedBindingAnimates() throws {
        let host = ViewHost(Switcher(animation: .linear(duration: 1)))
        try host.tap("Slide")
        let frames = try host.renderTransition(fps: 4)
        try #require(frames.count == 5)
        // Half-way through the linear second, the square is half-way across.
        let start = AnimatorClockTests.redCenter(frames[0])
        let end = AnimatorClockTests.redCenter(frames[4])
        #expect(end - start > 70)
        #expect(abs(AnimatorClockTests.redCenter(frames[2]) - (start + end) / 2) < 0.5)
    }

    @Test func aBindingWithoutAnimationChangesAtOnce() throws {
        let host = ViewHost(Switcher(animation: nil))
        try host.tap("Slide")
        #expect(try host.renderTransition(fps: 4).count == 1)
    }

    @Test func aBindingTransactionCarriesItsAnimation() throws {
        struct Box: View {
            @State var wide = false
            var body: some View {
                let binding = $wide.transaction(Transaction(animation: .easeIn(duration: 0.5)))
                Button("Widen") { binding.wrappedValue.toggle() }
                Color.blue.frame(width: wide ? 80 : 20, height: 10)
            }
        }
        let host = ViewHost(Box())
        try host.tap("Widen")
        #expect(try host.renderTransition(fps: 10).count == 6)
    }
}
