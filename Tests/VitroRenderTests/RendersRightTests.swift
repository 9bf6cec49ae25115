import Foundation
import Testing
import Vitro

/// What compiles also renders as SwiftUI documents it: toolbar items clear of the image's top
/// edge without a device, grid cells spanning columns, a bottom inset above a tab bar, symbols
/// in their own colors with `.renderingMode(.original)`, several views at a navigation stack's
/// root stacked rather than piled up.
@MainActor
@Suite struct RendersRightTests {
    func render<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.scale = 1
        return try renderer.render()
    }

    /// 8-bit straight color at a pixel.
    func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let c = image.color(atX: x, y: y)
        return (Int(c.red * 255), Int(c.green * 255), Int(c.blue * 255), Int(c.alpha * 255))
    }

    func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.a > 200 && p.r > 200 && p.g < 90 && p.b < 90 }
    func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.a > 200 && p.b > 200 && p.r < 90 && p.g < 150 }

    /// Rendered without a device (no status bar), the navigation bar's glass items stay inside
    /// the image: its top rows are the background only, and the items are drawn below them.
    @Test func toolbarItemsClearTheTopEdgeWithoutADevice() throws {
        let image = try render(
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
                    }
            }, width: 402, height: 400)
        let background = rgb(image, 200, 0)
        for x in stride(from: 0, to: 402, by: 3) {
            for y in 0..<2 {
                let p = rgb(image, x, y)
                #expect(abs(p.r - background.r) < 4 && abs(p.g - background.g) < 4, "row \(y) at \(x) is background")
            }
        }
        // The capsules are drawn within the bar: some pixel under the leading item differs.
        let drawn = (8..<56).contains { y in
            let p = rgb(image, 40, y)
            return abs(p.r - background.r) + abs(p.g - background.g) + abs(p.b - background.b) > 12
        }
        #expect(drawn, "the Edit capsule is drawn below the top edge")
    }

    /// `gridCellColumns(2)` spans two columns; `gridCellUnsizedAxes(.horizontal)` takes its
    /// cell's width rather than sizing the column.
    @Test func gridCellsSpanColumnsAndFillUnsizedAxes() throws {
        let image = try render(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.green.frame(width: 40, height: 20)
                    Color.green.frame(width: 40, height: 20)
                    Color.green.frame(width: 40, height: 20)
                }
                GridRow {
                    Color.red.frame(height: 20).gridCellUnsizedAxes(.horizontal).gridCellColumns(2)
                    Color.blue.frame(width: 40, height: 20)
                }
            }, width: 120, height: 40)
        #expect(image.width == 120 && image.height == 40)
        for x in [2, 40, 78] { #expect(isRed(rgb(image, x, 30)), "spanning cell at x \(x)") }
        #expect(isBlue(rgb(image, 100, 30)))
    }

    /// A bar added with `safeAreaInset(edge: .bottom)` inside a tab sits above the tab bar, as
    /// the tab bar's top is the content's bottom safe area edge.
    @Test func aBottomInsetInATabSitsAboveTheTabBar() throws {
        let image = try render(
            TabView {
                Tab("Home", systemImage: "house") {
                    Color.white.safeAreaInset(edge: .bottom) { Color.red.frame(height: 30) }
                }
                Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
            }, width: 402, height: 874)
        let redRows = (0..<874).filter { isRed(rgb(image, 6, $0)) }
        #expect(redRows.count >= 28, "the inset is drawn")
        let lowest = redRows.max() ?? 874
        #expect(lowest < 874 - 60, "the inset ends above the tab bar (lowest red row \(lowest))")
    }

    /// `.renderingMode(.original)` draws a symbol in its own colors (multicolor): a red heart.
    @Test func renderingModeOriginalDrawsTheSymbolsColors() throws {
        let image = try render(
            Image(systemName: "heart.fill").renderingMode(.original).font(.system(size: 40))
                .frame(width: 56, height: 56), width: 56, height: 56)
        #expect(isRed(rgb(image, 28, 28)), "the heart is red, not black")
    }

    /// Views listed directly in a navigation stack are laid out one under the other.
    @Test func bareViewsInANavigationStackStackVertically() throws {
        let image = try render(
            NavigationStack {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }, width: 200, height: 400)
        var red: [Int] = []
        var blue: [Int] = []
        for y in 0..<400 {
            if isRed(rgb(image, 100, y)) { red.append(y) }
            if isBlue(rgb(image, 100, y)) { blue.append(y) }
        }
        #expect(red.count >= 48 && blue.count >= 48, "both views are visible")
        #expect((red.max() ?? 0) < (blue.min() ?? 0), "the first view is above the second")
    }

    /// A custom layout that measures its subviews from its own (nonisolated) methods, as
    /// SwiftUI allows, compiles in Swift 6 mode and lays out.
    @Test func aNonisolatedLayoutMeasuresItsSubviews() throws {
        let image = try render(
            RowOfSquares {
                Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20)
            },
            width: 40, height: 20)
        #expect(isRed(rgb(image, 10, 10)) && isBlue(rgb(image, 30, 10)))
    }
}

/// Lays its subviews out side by side at their ideal sizes.
struct RowOfSquares: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}
