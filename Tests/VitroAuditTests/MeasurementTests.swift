import Foundation
import Testing
import VitroBase
import VitroAudit

/// What one finding stands for: a `Text`'s whole run, its own font, a symbol's own pixels.
@MainActor @Suite struct MeasurementTests {
    static func findings(_ view: some View, _ appearance: AuditAppearance = .light) -> [LegibilityFinding] {
        LegibilityAudit(content: view, appearances: [appearance]).run()
    }

    @Test func aTextOfSeveralWordsIsOneFindingNamedByItsWholeText() {
        let view = Text("Three gray words").foregroundStyle(Color(white: 0.75)).padding(10).background(Color.white)
        let f = Self.findings(view).filter { $0.rule == .contrast }
        #expect(f.count == 1, "\(f.map(\.message))")
        #expect(f.first?.element.name == "Three gray words")
        // The frame covers the three words.
        #expect((f.first?.frame.width ?? 0) > 80)
    }

    @Test func aFontSetOnTheTextItselfSetsTheThresholds() {
        // 3.3:1: enough for large text (3:1), not for body text (4.5:1).
        let gray = Color(white: 0.55)
        let large = Self.findings(
            Text("Headline").font(.largeTitle).foregroundStyle(gray).padding(10).background(Color.white))
        #expect(!large.contains { $0.rule == .contrast }, "\(large.map(\.message))")
        #expect(large.allSatisfy { $0.requiredContrastRatio == nil || $0.requiredContrastRatio == 3 })
        let body = Self.findings(Text("Headline").foregroundStyle(gray).padding(10).background(Color.white))
        #expect(body.first { $0.rule == .contrast }?.requiredContrastRatio == 4.5, "\(body.map(\.message))")
        // A bold run makes 14 pt text large.
        let bold = Self.findings(
            Text("Bold").font(.system(size: 15)).bold().foregroundStyle(gray).padding(10).background(Color.white))
        #expect(!bold.contains { $0.rule == .contrast }, "\(bold.map(\.message))")
    }

    @Test func aSymbolsCutOutIsNotMeasuredAsTheSymbol() {
        // A black disc with a heart cut out, on white: the heart shows the backdrop.
        let f = Self.findings(
            Image(systemName: "heart.circle.fill").font(.system(size: 40)).foregroundStyle(Color.black).padding(10)
                .background(Color.white))
        #expect(!f.contains { $0.rule == .contrast || $0.rule == .apcaContrast }, "\(f.map(\.message))")
        // Gray on white is still measured.
        let gray = Self.findings(
            Image(systemName: "heart.circle.fill").font(.system(size: 40)).foregroundStyle(Color(white: 0.85))
                .padding(10).background(Color.white))
        let contrast = gray.first { $0.rule == .contrast }
        #expect(contrast != nil, "\(gray.map(\.message))")
        #expect((contrast?.contrastRatio ?? 0) > 1.2)
    }
}

extension MeasurementTests {
    @Test func aTransparentCanvasIsSeenOnTheAppearancesBackground() {
        // White text with nothing behind it: legible on dark's black, invisible on light's white.
        let text = Text("On nothing").foregroundStyle(Color.white).padding(10)
        #expect(!Self.findings(text, .dark).contains { $0.rule == .contrast })
        #expect(Self.findings(text, .light).contains { $0.rule == .contrast })
    }
}

extension MeasurementTests {
    @Test func aTextCutByAClipSmallerThanItIsMeasuredWhereItShows() {
        // The clip covers only the text's first letters, well inside the canvas: the clip's
        // mask is smaller than the text's.
        let view = Text("Clipped on the right").foregroundStyle(Color(white: 0.8)).fixedSize()
            .frame(width: 50, alignment: .leading).clipped().padding(10).frame(width: 300, alignment: .leading)
            .background(Color.white)
        let f = Self.findings(view).filter { $0.rule == .contrast }
        #expect(f.count == 1, "\(f.map(\.message))")
        // A text clipped to nothing is not measured, and nothing traps.
        let none = Self.findings(
            Text("Gone").foregroundStyle(Color(white: 0.8)).fixedSize().frame(width: 0).clipped().padding(40)
                .background(Color.white))
        #expect(!none.contains { $0.rule == .contrast })
    }
}
