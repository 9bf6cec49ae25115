import Foundation
import Testing
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// `Text.Layout` from the real text layout, `TextRenderer` through `textRenderer(_:)`, and the
/// line patterns of underlines.
@MainActor
@Suite struct TextRendererTests {
    struct Highlight: TextAttribute {}

    /// Records the layout it is given and draws only the runs marked `Highlight`, moved down.
    final class Probe: @unchecked Sendable {
        var layout: Text.Layout?
    }

    struct MarkedOnly: TextRenderer {
        let probe: Probe
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            probe.layout = layout
            for line in layout {
                for run in line where run[Highlight.self] != nil {
                    var copy = ctx
                    copy.translateBy(x: 0, y: 20)
                    copy.draw(run)
                }
            }
        }
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let s = text.sizeThatFits(proposal)
            return CGSize(width: s.width, height: s.height + 20)
        }
    }

    @Test func layoutHasTheLinesRunsAndGlyphsDrawn() throws {
        let probe = Probe()
        let text = Text("MM ") + Text("WW").customAttribute(Highlight()) + Text("\nii")
        let view = text.textRenderer(MarkedOnly(probe: probe)).fixedSize()
        let image = try ImageRenderer(content: view).render()
        let layout = try #require(probe.layout)
        #expect(layout.count == 2 && !layout.isTruncated)
        // "MM" and "WW" on the first line, "ii" on the second; one glyph a character.
        #expect(layout[0].count == 2 && layout[1].count == 1)
        #expect(
            layout[0][0].count == 2
                && layout[0][1].characterIndices.map { layout[0][0].characterIndices[0].distance(to: $0) } == [3, 4])
        #expect(layout[0][1][Highlight.self] != nil && layout[0][0][Highlight.self] == nil)
        let first = layout[0].typographicBounds
        #expect(first.ascent > 10 && first.descent > 2 && first.rect.height == first.ascent + first.descent)
        #expect(layout[1].origin.y > layout[0].origin.y + 15, "the second baseline a line lower")
        let w = layout[0][1][0].typographicBounds
        #expect(w.width > 5 && w.origin.x > layout[0][0].typographicBounds.rect.maxX, "W after the M's and the space")
        // Only the marked run is drawn, 20 pt down: nothing in the first line's band.
        let size = image.height
        #expect(size >= Int(first.rect.height + 20), "the renderer's size adds 20 pt")
        func ink(_ rows: Range<Int>, _ columns: Range<Int>) -> Int {
            var n = 0
            for y in rows { for x in columns where image.color(atX: x, y: y).alpha > 0.5 { n += 1 } }
            return n
        }
        let markedX = Int(w.origin.x)..<Int(w.origin.x + w.width * 2)
        #expect(ink(0..<Int(first.origin.y), 0..<image.width) == 0)
        #expect(ink(Int(first.origin.y)..<Int(first.origin.y + 20), markedX) > 20)
        #expect(ink(Int(first.origin.y)..<Int(first.origin.y + 20), 0..<Int(w.origin.x - 1)) == 0)
    }

    @Test func truncatedLayoutSaysSo() throws {
        let probe = Probe()
        let view = Text("A long sentence that cannot fit").lineLimit(1).textRenderer(MarkedOnly(probe: probe))
            .frame(width: 60)
        _ = try ImageRenderer(content: view).render()
        #expect(probe.layout?.isTruncated == true)
    }

    @Test func underlinePatternsAndColors() throws {
        let view = Text("MMMMMMMM").underline(pattern: .dash, color: Color(red: 0, green: 0, blue: 1))
            .foregroundStyle(Color(red: 1, green: 0, blue: 0)).fixedSize()
        let image = try ImageRenderer(content: view).render()
        // The blue underline row: gaps between dashes.
        var best = 0
        var bestRow: [Bool] = []
        for y in 0..<image.height {
            let row = (0..<image.width).map {
                let c = image.color(atX: $0, y: y)
                return c.blue > 0.6 && c.red < 0.3 && c.alpha > 0.6
            }
            let n = row.filter { $0 }.count
            if n > best { (best, bestRow) = (n, row) }
        }
        let runs = zip(bestRow, bestRow.dropFirst()).filter { !$0 && $1 }.count
        #expect(best > 10 && runs >= 3, "several blue dashes")
        let struck = Text("M M M M").strikethrough(pattern: .dot, color: Color(red: 0, green: 1, blue: 0)).fixedSize()
        let image2 = try ImageRenderer(content: struck).render()
        var green = 0
        for y in 0..<image2.height {
            for x in 0..<image2.width {
                let c = image2.color(atX: x, y: y)
                if c.green > 0.6, c.red < 0.3, c.alpha > 0.6 { green += 1 }
            }
        }
        #expect(green > 5, "a green dotted strikethrough")
    }

    @Test func selectionsAndFormatters() {
        let s = "Hello"
        #expect(TextSelection(insertionPoint: s.startIndex).isInsertion)
        #expect(!TextSelection(range: s.startIndex..<s.endIndex).isInsertion)
        let f = NumberFormatter()
        f.minimumFractionDigits = 2
        f.maximumFractionDigits = 2
        #expect(Text(NSNumber(value: 3.5), formatter: f).plainText == "3.50")
        #expect(Text("x \(NSNumber(value: 2), formatter: f)").plainText == "x 2.00")
    }
}
