import Foundation
import Testing
import VitroColor

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The selected tab is drawn in the tab view's tint, as `TabView { … }.tint(_:)` colors it on
/// iOS, and in the accent color when none is set.
@MainActor
@Suite struct TabBarTintTests {
    enum Page: Hashable { case home, browse }

    func tabs() -> some View {
        TabView(selection: .constant(Page.browse)) {
            Tab("Home", systemImage: "house.fill", value: .home) { Text("Home page") }
            Tab("Browse", systemImage: "square.grid.2x2", value: .browse) { Text("Browse page") }
        }
    }

    /// The paint of every text run with this string, glass content included.
    func paints(of string: String, in items: [DisplayList.Item]) -> [RGBColor] {
        items.flatMap { item -> [RGBColor] in
            switch item {
            case .text(let s, _, .color(let c), _) where s == string: [c]
            case .group(_, let children): paints(of: string, in: children)
            case .glass(let glass):
                paints(of: string, in: glass.elements.flatMap(\.contentOverLight) + glass.printedContent)
            default: []
            }
        }
    }

    func contains(_ paints: [RGBColor], _ color: RGBColor) -> Bool {
        paints.contains {
            abs($0.red - color.red) < 0.01 && abs($0.green - color.green) < 0.01 && abs($0.blue - color.blue) < 0.01
        }
    }

    @Test func theSelectedTabFollowsTheTint() {
        let purple = RGBColor(red: 0.5, green: 0, blue: 0.5)
        let tinted = ImageRenderer(content: tabs().tint(Color(purple)), device: .iPhone).displayList.items
        #expect(contains(paints(of: "Browse", in: tinted), purple))
        #expect(!contains(paints(of: "Home", in: tinted), purple), "an unselected tab keeps the label color")
    }

    @Test func withoutATintTheSelectedTabIsTheAccentColor() {
        let items = ImageRenderer(content: tabs(), device: .iPhone).displayList.items
        #expect(contains(paints(of: "Browse", in: items), Palette.iOS26.color(.blue, .light)))
    }
}
