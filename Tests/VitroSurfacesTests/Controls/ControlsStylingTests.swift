import Foundation
import Testing
import Vitro

@MainActor
@Suite struct ControlsStylingTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    @Test func placeholdersDrawEachLineAsOneBar() {
        let plain = list(Text("Hello there world").frame(width: 300))
        let redacted = list(Text("Hello there world").frame(width: 300).redacted(reason: .placeholder))
        #expect(plain.contains("text \"Hello\""))
        #expect(!redacted.contains("text "), "no glyphs are drawn")
        let bars = rects(redacted, "fill")
        #expect(bars.count == 1, "the three words of the line join into one bar")
        let words = rects(plain, "text")
        #expect(abs(bars[0].minX - words[0].minX) < 0.01 && abs(bars[0].maxX - words[2].maxX) < 0.01)
        #expect(redacted.contains("#000000@0.2"), "the text's color at 20 %")
        // Reasons other than placeholder draw the content as it is, and read as set.
        #expect(list(Text("Hello").redacted(reason: .privacy)).contains("text \"Hello\""))
    }

    @Test func borderShapesShapeBorderedButtons() {
        let capsule = list(Button("Go") {}.buttonStyle(.bordered))
        let square = list(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2)))
        let rect = rects(capsule, "fill")[0]
        #expect(rect == rects(square, "fill")[0], "the same frame")
        let outlines = [
            ImageRenderer(content: Button("Go") {}.buttonStyle(.bordered)).displayList,
            ImageRenderer(
                content: Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
            ).displayList,
        ]
        #expect(outlines[0] != outlines[1], "a different outline")
        let circle = rects(list(Button("+") {}.buttonStyle(.borderedProminent).buttonBorderShape(.circle)), "fill")[0]
        #expect(circle.width == circle.height)
    }

    @Test func controlSizeSizesBorderedButtons() {
        let regular = rects(list(Button("Go") {}.buttonStyle(.borderedProminent)), "fill")[0]
        let large = rects(list(Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large)), "fill")[0]
        let small = rects(list(Button("Go") {}.buttonStyle(.bordered).controlSize(.small)), "fill")[0]
        #expect(large.height > regular.height + 10 && small.height < regular.height)
    }

    @Test func accentColorTintsControls() {
        #expect(list(Button("Go") {}.accentColor(.green)).contains("#34C759"))
        #expect(list(Button("Go") {}.tint(.green)).contains("#34C759"))
    }

    @Test func groupBoxesControlGroupsAndLabeledContent() {
        let box = list(GroupBox("Today") { Text("3 reminders") }.frame(width: 300))
        let panel = rects(box, "fill")[0]
        #expect(panel.width == 300)
        #expect(
            rects(box, "text \"Today\"")[0].minX == panel.minX + 16
                || abs(rects(box, "text \"Today\"")[0].minX - 16) < 2)
        let group = list(
            ControlGroup {
                Button("A") {}
                Button("B") {}
            }
            .frame(width: 200))
        let capsule = rects(group, "fill")[0]
        #expect(capsule.size == CGSize(width: 200, height: 34))
        let a = rects(group, "text \"A\"")[0]
        let b = rects(group, "text \"B\"")[0]
        #expect(abs(a.midX - 50) < 1 && abs(b.midX - 150) < 1.5, "equal segments")
        let row = list(LabeledContent("Version", value: "26.0").frame(width: 300))
        #expect(rects(row, "text \"26.0\"")[0].maxX > 295)
        #expect(row.contains("#3C3C43@0.6"), "the value in the secondary color")
    }

    @Test func textEditorsAndColorWellsDraw() throws {
        let editor = list(TextEditor(text: .constant("Notes")).frame(width: 200, height: 100))
        let notes = rects(editor, "text \"Notes\"")[0]
        #expect(notes.minX >= 5 && notes.minX < 7 && notes.minY >= 8 && notes.minY < 14, "top leading, inset")
        let well = list(ColorPicker("Color", selection: .constant(.orange)).frame(width: 300))
        let fills = rects(well, "fill")
        #expect(fills.contains { $0.size == CGSize(width: 28, height: 28) }, "the hue ring")
        #expect(fills.contains { $0.size == CGSize(width: 20, height: 20) }, "the color")
        struct Editor: View {
            @State var text = ""
            var body: some View {
                VStack {
                    TextEditor(text: $text).accessibilityIdentifier("notes")
                    Text("typed \(text)")
                }
            }
        }
        let host = ViewHost(Editor())
        try host.enter("Hi", into: "notes")
        #expect(host.displayList.description.contains("text \"Hi\""))
    }
}
