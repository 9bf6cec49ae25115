import Foundation
import Testing
import Vitro

/// The typography modifiers: line spacing, reserved lines, shrinking to fit, widths, designs,
/// tracking, and attributed strings — checked by geometry and by what is drawn.
@MainActor
@Suite struct TextTypographyTests {
    /// The first view's frame in the layout description, at 1×, as (x, y, width, height).
    func frame(of view: some View, scale: CGFloat = 1) -> [Double] {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        let line = renderer.layoutDescription.split(separator: "\n")[0]
        return line.split(separator: "(").last!.dropLast().split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))!
        }
    }

    func size(of view: some View) -> CGSize {
        let f = frame(of: view)
        return CGSize(width: f[2], height: f[3])
    }

    func drawn(_ view: some View) -> String { "\(ImageRenderer(content: view).displayList)" }

    @Test func lineSpacingAddsSpaceBetweenLinesOnly() {
        let plain = size(of: Text("one\ntwo\nthree"))
        let spaced = size(of: Text("one\ntwo\nthree").lineSpacing(10))
        #expect(spaced.height - plain.height == 20)
        let single = size(of: Text("one"))
        #expect(size(of: Text("one").lineSpacing(10)).height == single.height)
    }

    @Test func aLineLimitThatReservesSpaceTakesItsWholeHeight() {
        let one = size(of: Text("one")).height
        let reserved = size(of: Text("one").lineLimit(3, reservesSpace: true)).height
        #expect(abs(reserved - 3 * one) <= 1)
        #expect(size(of: Text("one").lineLimit(3, reservesSpace: false)).height == one)
        let range = size(of: Text("one").lineLimit(2...4)).height
        #expect(abs(range - 2 * one) <= 1)
        // The upper bound still cuts.
        let four = size(of: Text("a\nb\nc\nd\ne\nf").lineLimit(2...4)).height
        #expect(abs(four - 4 * one) <= 1)
    }

    @Test func minimumScaleFactorShrinksTextToFitInsteadOfCuttingIt() {
        let text = "A headline that is too long for its frame"
        let natural = size(of: Text(text)).width
        #expect(natural > 200)
        let cut = drawn(Text(text).lineLimit(1).frame(width: 200))
        #expect(cut.contains("…"))
        let shrunk = Text(text).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200)
        #expect(!drawn(shrunk).contains("…"))
        // Shrunk no further than it needs: the largest size that fits, found to 1/64.
        let width = textWidth(in: shrunk)
        #expect(width <= 200 && width > 200 * (1 - 1.0 / 64) - 2, "\(width)")
        // Too long even at the factor: shrunk to it, then cut.
        let tooLong = Text(text + text + text).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200)
        #expect(drawn(tooLong).contains("…"))
    }

    /// The width of the first text in the layout description.
    func textWidth(in view: some View) -> Double {
        let description = ImageRenderer(content: view).layoutDescription
        let line = description.split(separator: "\n").first { $0.contains("Text ") }!
        let numbers = line.split(separator: "(").last!.dropLast().split(separator: ",")
        return Double(numbers[2].trimmingCharacters(in: .whitespaces))!
    }

    @Test func fontWidthScalesTheGlyphsHorizontally() {
        let standard = size(of: Text("Condensed text")).width
        let condensed = size(of: Text("Condensed text").fontWidth(.condensed)).width
        let expanded = size(of: Text("Condensed text").font(.body.width(.expanded))).width
        #expect(abs(condensed / standard - 0.85) < 0.02)
        #expect(abs(expanded / standard - 1.15) < 0.02)
        #expect(
            size(of: Text("Condensed text").fontWidth(.condensed)).height == size(of: Text("Condensed text")).height)
    }

    @Test func monospacedAndFontDesignChangeTheFace() {
        let narrow = size(of: Text("iiii").monospaced()).width
        let wide = size(of: Text("MMMM").monospaced()).width
        #expect(narrow == wide)
        let viewLevel = size(of: VStack { Text("iiii") }.monospaced()).width
        #expect(viewLevel == wide)
        let serif = size(of: VStack { Text("Serif text") }.fontDesign(.serif)).width
        #expect(serif != size(of: Text("Serif text")).width)
        // A font that names its design keeps it.
        let mono = size(of: VStack { Text("iiii").font(.system(.body, design: .monospaced)) }.fontDesign(.serif)).width
        #expect(mono == wide)
    }

    @Test func viewTrackingAddsToEveryCharacter() {
        let plain = size(of: Text("abcdef")).width
        let tracked = size(of: VStack { Text("abcdef") }.tracking(2)).width
        #expect(abs(tracked - plain - 12) <= 1)
        let kerned = size(of: VStack { Text("abcdef") }.kerning(2)).width
        #expect(abs(kerned - plain - 12) <= 1)
    }

    @Test func baselineOffsetRaisesTheGlyphs() throws {
        func inkTop(_ view: some View) throws -> Int {
            let image = try ImageRenderer(content: view.foregroundStyle(.black).frame(width: 80, height: 60)).render()
            for y in 0..<image.height {
                for x in 0..<image.width where image.samples[(y * image.width + x) * 4 + 3] > 0x8000 { return y }
            }
            return -1
        }
        let plain = try inkTop(Text("H"))
        let raised = try inkTop(VStack { Text("H") }.baselineOffset(6))
        #expect(plain - raised == 6)
    }

    @Test func markdownAttributedStringsDrawAsMarkdownLiterals() throws {
        let source = "Plain **bold** *italic* `code` ~~gone~~ [link](https://example.com)"
        let attributed = try AttributedString(markdown: source)
        #expect(String(attributed.characters) == "Plain bold italic code gone link")
        let links = attributed.runs.compactMap { $0.link }
        #expect(links == [URL(string: "https://example.com")!])
        #expect(drawn(Text(attributed)) == drawn(Text(LocalizedStringKey(source))))
    }

    @Test func swiftUIAttributesColorAndStyleTheirRuns() {
        var attributed = AttributedString("Red")
        attributed.foregroundColor = .red
        var rest = AttributedString(" big")
        rest.font = .largeTitle
        rest.underlineStyle = .single
        attributed.append(rest)
        let plain = Text("Red").foregroundColor(.red) + Text(" big").font(.largeTitle).underline()
        #expect(drawn(Text(attributed)) == drawn(plain))
    }

    @Test func selectionAndPrivacyAreRecordedWithoutChangingTheImage() {
        let plain = drawn(Text("Account 1234"))
        #expect(drawn(Text("Account 1234").textSelection(.enabled)) == plain)
        #expect(drawn(Text("Account 1234").privacySensitive()) == plain)
        #expect(drawn(Text("Account 1234").monospacedDigit()) == plain)
    }
}

extension TextTypographyTests {
    @Test func tightAndLooseLeadingChangeEachLineBy2Points() {
        let standard = size(of: Text("one\ntwo").font(.body)).height
        let tight = size(of: Text("one\ntwo").font(.body.leading(.tight))).height
        let loose = size(of: Text("one\ntwo").font(.body.leading(.loose))).height
        #expect(abs(standard - tight - 4) <= 1)
        #expect(abs(loose - standard - 4) <= 1)
    }
}
