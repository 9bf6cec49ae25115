import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
import VitroImageIO
import VitroTestSupport

/// `SymbolEffectTransition`, `lineHeight(_:)`, `writingDirection(strategy:)` and the
/// renderer's observable options.
@MainActor
@Suite struct SymbolTransitionLineHeightTests {
    /// A blue symbol beside a red square, on white, as `transition` draws it in `phase`.
    func render(_ transition: SymbolEffectTransition, _ phase: TransitionPhase) throws -> RasterImage {
        let row = HStack(spacing: 0) {
            Image(systemName: "circle.fill").font(.system(size: 20)).foregroundStyle(Color(red: 0, green: 0, blue: 1))
            Color(red: 1, green: 0, blue: 0).frame(width: 24, height: 24)
        }
        return try ImageRenderer(content: transition.apply(to: row, phase: phase).background(Color.white)).render()
    }

    @Test func aSymbolTransitionHidesTheSymbolsOnlyUntilTheViewIsIn() throws {
        let arriving = try render(.symbolEffect(.appear), .willAppear)
        let present = try render(.symbolEffect(.appear), .identity)
        // The symbol (24 pt square) is blue when present and absent before it arrives.
        #expect(present.color(atX: 12, y: 12).blue > 0.9 && present.color(atX: 12, y: 12).red < 0.1)
        #expect(arriving.color(atX: 12, y: 12).red > 0.9 && arriving.color(atX: 12, y: 12).blue > 0.9)
        // The square beside it is not a symbol image: drawn in every phase.
        #expect(arriving.color(atX: 36, y: 12).red > 0.9 && arriving.color(atX: 36, y: 12).blue < 0.1)
    }

    @Test func aSymbolTransitionScalesByItsDirection() {
        let half = CGSize(width: 0.5, height: 0.5)
        let large = CGSize(width: 1.5, height: 1.5)
        #expect(SymbolEffectTransition.symbolEffect.symbolEffects(for: .willAppear).scale == half)
        #expect(SymbolEffectTransition.symbolEffect.symbolEffects(for: .identity) == .identity)
        let down = SymbolEffectTransition(effect: .appear.down, options: .default)
        #expect(down.symbolEffects(for: .willAppear).scale == large)
        let up = SymbolEffectTransition.symbolEffect(.disappear.up, options: .speed(2))
        #expect(up.symbolEffects(for: .didDisappear).scale == large)
        #expect(up.symbolEffects(for: .didDisappear).opacity == 0)
        #expect(!SymbolEffectTransition.properties.hasMotion)
    }

    func height(_ view: some View) -> CGFloat { ImageRenderer(content: view).layout().size.height }

    @Test func lineHeightSetsTheDistanceBetweenLines() {
        let text = Text("A\nB").font(.system(size: 10))
        #expect(EnvironmentValues().lineHeight == nil)
        #expect(height(text.lineHeight(.exact(points: 30))) == 60)
        #expect(height(text.lineHeight(.multiple(factor: 2))) == 40)
        #expect(height(text.lineHeight(.leading(increase: 5))) == 30)
        #expect(height(text.lineHeight(.exact(points: 30)).lineSpacing(4)) == 64)
        #expect(height(text.lineHeight(.loose)) > height(text.lineHeight(.tight)))
        #expect(height(text.lineHeight(.variable)) == height(text))
        #expect(height(text.lineHeight(nil)) == height(text))
    }

    @Test func writingDirectionStrategyIsRecorded() {
        let renderer = ImageRenderer(content: Text("Abc").writingDirection(strategy: .layoutBased))
        #expect(renderer.layoutDescription.contains("writingDirection(strategy:)"))
    }

    struct RangeSwatch: View {
        @Environment(\.allowedDynamicRange) var range
        var body: some View {
            (range == .high ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 4, height: 4)
        }
    }

    @Test func theRendererPublishesItsChangesAndPassesItsDynamicRange() throws {
        let renderer = ImageRenderer(content: RangeSwatch())
        var changes = 0
        let subscription = renderer.objectWillChange.sink { _ in changes += 1 }
        #expect(try renderer.render().color(atX: 2, y: 2).blue > 0.9)
        renderer.allowedDynamicRange = .high
        renderer.scale = 2
        #expect(changes == 2)
        #expect(try renderer.render().color(atX: 2, y: 2).red > 0.9)
        #expect(renderer.isObservationEnabled)
        renderer.isObservationEnabled = false
        #expect(!renderer.isObservationEnabled)
        subscription.cancel()
    }
}
