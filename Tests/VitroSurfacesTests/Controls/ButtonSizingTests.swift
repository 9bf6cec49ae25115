import Foundation
import Testing
import Vitro

/// `buttonSizing(_:)`: a flexible bordered or glass button fills the width it is offered; a
/// fitted or automatic one keeps its label's width. Read from the display list's rectangles.
@MainActor
@Suite struct ButtonSizingTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    func button(_ style: some ButtonStyle, _ sizing: ButtonSizing?) -> some View {
        let b = Button("Continue") {}.buttonStyle(style)
        return Group {
            if let sizing { b.buttonSizing(sizing) } else { b }
        }
        .frame(width: 300)
    }

    @Test func aFlexibleBorderedButtonFillsTheWidthItIsOffered() {
        let flexible = rects(list(button(.bordered, .flexible)), "fill")
        #expect(flexible.first?.width == 300, "the capsule spans the 300 pt frame")
        let fitted = rects(list(button(.bordered, .fitted)), "fill")
        let automatic = rects(list(button(.bordered, nil)), "fill")
        #expect((fitted.first?.width ?? 300) < 120, "fitted: the label's width and padding")
        #expect(fitted == automatic, "iOS 26 fits a button in content to its label by default")
        // The label stays centered in the flexible capsule.
        let text = rects(list(button(.bordered, .flexible)), "text")
        #expect(abs((text.first?.midX ?? 0) - 150) < 1)
    }

    @Test func aFlexibleGlassButtonFillsTheWidthItIsOffered() {
        let flexible = list(button(.glass, .flexible))
        #expect(flexible.contains("glass regular capsule (0, 0, 300,"), "\(flexible)")
        let fitted = list(button(.glass, .fitted))
        #expect(!fitted.contains("capsule (0, 0, 300,"))
    }

    @Test func theEnvironmentCarriesTheSizingToEveryButtonInside() {
        let pair = VStack {
            Button("OK") {}.buttonStyle(.borderedProminent)
            Button("Cancel") {}.buttonStyle(.bordered)
        }
        .buttonSizing(.flexible).frame(width: 240)
        let fills = rects(list(pair), "fill")
        #expect(fills.count == 2 && fills.allSatisfy { $0.width == 240 })
        var env = EnvironmentValues()
        #expect(env.buttonSizing == .automatic)
        env.buttonSizing = .fitted
        #expect(env.buttonSizing == .fitted && env.buttonSizing != .flexible)
    }
}
