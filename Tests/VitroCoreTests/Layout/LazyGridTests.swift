import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Lazy stacks and grids against SwiftUI's documented rules for `GridItem` sizes: fixed items
/// take their size; flexible items share what spacing and fixed items leave, clamped to their
/// bounds; an adaptive item fits as many minimum-sized tracks as it can into one flexible share.
@MainActor
@Suite struct LazyGridTests {
    func lengths(_ items: [GridItem], _ width: CGFloat) -> [CGFloat] {
        GridItem.tracks(items, available: width).map(\.length)
    }

    @Test func fixedColumnsTakeTheirSizeAndTheirSpacing() {
        let t = GridItem.tracks([GridItem(.fixed(50), spacing: 10), GridItem(.fixed(80))], available: 400)
        #expect(t.map(\.length) == [50, 80])
        #expect(t.map(\.offset) == [0, 60])
    }

    // (300 − 2 × 8) / 3 for three flexible columns with the default 8 pt spacing.
    @Test func flexibleColumnsShareTheWidthLeftBySpacing() {
        for w in lengths([GridItem(), GridItem(), GridItem()], 300) { #expect(abs(w - 284.0 / 3) < 1e-9) }
        // A fixed column is taken out first: (300 − 8 − 100) / 1.
        #expect(lengths([GridItem(.fixed(100)), GridItem(.flexible())], 300) == [100, 192])
    }

    @Test func flexibleColumnsAreClampedToTheirBounds() {
        // The first share (146) is clamped to 50; the second takes what is left.
        #expect(lengths([GridItem(.flexible(maximum: 50)), GridItem()], 300) == [50, 242])
        // A minimum above the share wins, even past the grid's width.
        #expect(lengths([GridItem(.flexible(minimum: 200)), GridItem(.flexible(minimum: 150))], 300) == [200, 150])
    }

    // ⌊(390 + 8) / (80 + 8)⌋ = 4 columns, each (390 − 3 × 8) / 4 = 91.5.
    @Test func adaptiveColumnsFitAsManyMinimumsAsTheyCan() {
        #expect(lengths([GridItem(.adaptive(minimum: 80))], 390) == [91.5, 91.5, 91.5, 91.5])
        // Grown to no more than the maximum.
        #expect(lengths([GridItem(.adaptive(minimum: 80, maximum: 85))], 390) == [85, 85, 85, 85])
        // Beside a fixed column: the share is 320 − 8 − 100 = 212, ⌊220 / 58⌋ = 3 tracks.
        let mixed = lengths([GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50))], 320)
        #expect(mixed.count == 4 && mixed[0] == 100)
        for w in mixed.dropFirst() { #expect(abs(w - 196.0 / 3) < 1e-9) }
        // Narrower than one minimum: one track of the minimum.
        #expect(lengths([GridItem(.adaptive(minimum: 80))], 50) == [80])
    }

    @Test func badGridItemsStayBounded() {
        #expect(lengths([GridItem(.adaptive(minimum: 0))], 1e12).count <= 1024)
        let bad = lengths([GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -5, maximum: .nan))], 100)
        #expect(bad.filter { !$0.isFinite }.isEmpty)
        #expect(GridItem.tracks([], available: 100).isEmpty)
    }

    // Cells fill rows from the leading edge; rows are as tall as their tallest cell, with the
    // grid's spacing between them.
    @Test func aVerticalGridFillsRowsAndSizesThemByTheirTallestCell() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40), alignment: .top)], spacing: 6) {
            Color.red.frame(height: 10)
            Color.green.frame(width: 20, height: 30)
            Color.blue.frame(height: 12)
        }
        let f = leaves(grid, proposal: ProposedViewSize(width: 88, height: nil))
        // Columns: 0…40 and 48…88; row one is 30 tall, row two starts at 36.
        #expect(f[0] == CGRect(x: 0, y: 10, width: 40, height: 10), "centered in its 40 × 30 cell")
        #expect(f[1] == CGRect(x: 58, y: 0, width: 20, height: 30), "top-aligned, centered across")
        #expect(f[2] == CGRect(x: 0, y: 36, width: 40, height: 12))
    }

    @Test func aHorizontalGridFillsColumnsFromTheTop() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(60))], spacing: 10) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20) }
        }
        let f = leaves(grid)
        #expect(f.map(\.minY) == [0, 34, 0])
        #expect(f.map(\.height) == [30, 60, 30])
        #expect(f.map(\.minX) == [0, 0, 30])
    }

    @Test func aLazyVStackIsAsWideAsItIsOffered() {
        let stack = LazyVStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(height: 20)
        }
        let r = ImageRenderer(content: stack)
        r.proposedSize = ProposedViewSize(width: 200, height: 500)
        #expect(r.layout().size == CGSize(width: 200, height: 34))
        let f = leaves(stack, proposal: ProposedViewSize(width: 200, height: 500))
        #expect(f == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 0, y: 14, width: 200, height: 20)])
    }

    func sections(pinned: PinnedScrollableViews, offset: CGFloat) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<2) { s in
                    Section(header: Color.yellow.frame(height: 30)) {
                        ForEach(0..<4) { _ in Color.gray.frame(height: 50) }
                    }
                }
            }
        }
        .scrollOffset(CGPoint(x: 0, y: offset))
        .frame(width: 100, height: 200)
    }

    // Frames are in layout coordinates; the scroll view draws them `offset` higher. Scrolled
    // 100 pt into the first section (230 pt tall), its header is held at the top of the visible
    // area (100); scrolled to 210, it is pushed up by its section's end (230 − 30 = 200); at 300
    // the second header has taken its place.
    @Test func pinnedSectionHeadersStayAtTheTopOfTheScrollView() {
        func headers(_ pinned: PinnedScrollableViews, _ offset: CGFloat) -> [CGFloat] {
            leaves(sections(pinned: pinned, offset: offset)).filter { $0.height == 30 }.map(\.minY)
        }
        #expect(headers([], 100) == [0, 230])
        #expect(headers(.sectionHeaders, 100) == [100, 230])
        #expect(headers(.sectionHeaders, 210) == [200, 230])
        #expect(headers(.sectionHeaders, 300) == [200, 300])
    }

    @Test func pinnedHeadersAreDrawnOverTheRowsBeneathThem() throws {
        let image = try ImageRenderer(content: sections(pinned: .sectionHeaders, offset: 100)).render()
        let top = image.color(atX: 50, y: 5)
        #expect(top.red > 0.9 && top.green > 0.7 && top.blue < 0.2, "yellow header over gray rows")
    }
}
