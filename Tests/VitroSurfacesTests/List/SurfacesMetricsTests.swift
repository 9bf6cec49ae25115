import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// List, bar and toolbar metrics read from the display list.
@MainActor
@Suite struct SurfacesMetricsTests {
    func items(_ view: some View, width: CGFloat = 402, height: CGFloat = 600) -> [DisplayList.Item] {
        ImageRenderer(content: view.frame(width: width, height: height)).displayList.items
    }

    func fills(_ items: [DisplayList.Item]) -> [(CGRect, Path)] {
        items.flatMap { item -> [(CGRect, Path)] in
            switch item {
            case .fill(let path, _, _, _): return [(path.boundingRect, path)]
            case .group(_, let children): return fills(children)
            default: return []
            }
        }
    }

    func texts(_ items: [DisplayList.Item]) -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        for item in items {
            switch item {
            case .text(let string, let path, _, _): out[string] = path.boundingRect
            case .group(_, let children): out.merge(texts(children)) { a, _ in a }
            case .glass(let glass): out.merge(texts(glass.elements.flatMap(\.contentOverLight))) { a, _ in a }
            default: break
            }
        }
        return out
    }

    var threeRows: some View {
        List {
            Section("Network") {
                Text("Wi-Fi")
                Text("Bluetooth")
                Text("Cellular")
            }
        }
    }

    @Test func insetGroupedSectionsAreCardsWithContinuous26PointCorners() throws {
        let cards = fills(items(threeRows)).filter { $0.0.minX == 16 && $0.0.width == 370 }
        let card = try #require(cards.first, "a card inset 16 pt from each side")
        // Three 51 pt rows; the separators are hairlines inside the rows above them, as UIKit
        // draws a cell's separator, so they add no height.
        #expect(abs(card.0.height - 3 * 51) < 0.001)
        #expect(card.1 == RoundedRectangle(cornerRadius: 26, style: .continuous).path(in: card.0))
        #expect(card.1 != RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: card.0))
    }

    @Test func separatorsAreInsetToTheText() {
        let separators = fills(items(threeRows)).filter { $0.0.height == 1 }
        #expect(separators.count == 2, "between rows, not after the last")
        // From the text's start to 16 pt before the card's trailing edge (16 + 370 − 16), as
        // SwiftUI's own iOS 26 snapshots show (docs/FIDELITY.md).
        #expect(separators.allSatisfy { $0.0.minX == 32 && $0.0.maxX == 370 }, "\(separators.map(\.0))")
    }

    @Test func rowsGrowPastTheMinimumAndKeepTheirInsets() {
        let list = List {
            Text("One")
            Text("A row with insets").listRowInsets(EdgeInsets(top: 30, leading: 40, bottom: 30, trailing: 20))
                .listRowSeparator(.hidden)
        }
        let description = ImageRenderer(content: list.frame(width: 402, height: 600)).displayList.description
        let card = fills(items(list)).first { $0.0.minX == 16 && $0.0.width == 370 }
        // 52 pt, then the 30 pt insets around one line of 17 pt text (about 20 pt).
        #expect(card.map { $0.0.height > 52 + 60 + 15 && $0.0.height < 52 + 60 + 25 } == true, "\(description)")
        #expect(fills(items(list)).filter { $0.0.height == 1 }.isEmpty, "a hidden separator is not drawn")
    }

    @Test func plainListsRunEdgeToEdgeOnTheSystemBackground() {
        let plain = threeRows.listStyle(.plain)
        #expect(fills(items(plain)).contains { $0.0.minX == 0 && $0.0.width == 402 && $0.0.height == 600 })
        #expect(!fills(items(plain)).contains { $0.0.minX == 16 && $0.0.width == 370 })
    }

    @Test func hiddenContentBackgroundLeavesTheGrayOut() {
        let gray = ImageRenderer(content: threeRows.frame(width: 402, height: 600)).displayList.description
        let clear = ImageRenderer(content: threeRows.scrollContentBackground(.hidden).frame(width: 402, height: 600))
            .displayList.description
        #expect(gray.contains("#F2F2F7"), "systemGroupedBackground, light")
        #expect(!clear.contains("#F2F2F7"))
    }

    func capsules(@ToolbarContentBuilder _ content: () -> some ToolbarContent) -> Int {
        let view = NavigationStack { Text("Body").navigationTitle("Title").toolbar(content: content) }
        let list = ImageRenderer(content: view.frame(width: 402, height: 400)).displayList.description
        return list.components(separatedBy: "glass regular").count - 1
    }

    @Test func itemsInOneGroupShareOneCapsule() {
        #expect(
            capsules {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "plus") }
                    Button(action: {}) { Image(systemName: "ellipsis") }
                }
            } == 1)
        #expect(
            capsules {
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "plus") } }
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "ellipsis") } }
            } == 1, "neighbouring icon items share glass")
        #expect(
            capsules {
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "plus") } }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "ellipsis") } }
            } == 2, "a fixed spacer separates the glass")
        #expect(
            capsules {
                ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "ellipsis") } }
            } == 2, "text and icons do not share a background")
        #expect(
            capsules {
                ToolbarItem(placement: .topBarLeading) { Button(action: {}) { Image(systemName: "xmark") } }
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "plus") } }
                    .hidden()
            } == 1, "a hidden item leaves no empty glass")
    }

    @Test func largeTitlesSitUnderTheBarAndInlineTitlesInIt() {
        func title(_ mode: NavigationBarItem.TitleDisplayMode) -> CGRect? {
            let view = NavigationStack { Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(mode) }
            return texts(ImageRenderer(content: view.frame(width: 402, height: 400)).displayList.items)["Inbox"]
        }
        let large = title(.large)
        let inline = title(.inline)
        #expect(
            large.map { $0.minX >= 16 && $0.minX < 20 && $0.minY > 44 && $0.maxY < 96 } == true,
            "\(String(describing: large))")
        #expect(large.map { $0.height > 20 } == true, "34 pt bold")
        #expect(
            inline.map { abs($0.midX - 201) < 1 && $0.maxY < 44 } == true,
            "centered in the 44 pt bar: \(String(describing: inline))")
    }
}
