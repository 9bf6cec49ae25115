import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// `@ToolbarContentBuilder` takes the statements SwiftUI's does: `if` with and without `else`,
/// `if #available`, and content of one item.
@MainActor
@Suite struct ToolbarBuilderTests {
    @ToolbarContentBuilder
    static func items(_ flag: Bool) -> some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) { Text("Leading") }
        if flag {
            ToolbarItem(placement: .topBarTrailing) { Text("Shown") }
        }
        if #available(iOS 26.0, macOS 26.0, *) {
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
        }
        if flag {
            ToolbarItem { Text("Then") }
        } else {
            ToolbarItem { Text("Else") }
        }
    }

    @Test func anIfWithoutElseAddsItsItemsOnlyWhenTrue() {
        #expect(Self.items(true).toolbarEntries.count == 4)
        #expect(Self.items(false).toolbarEntries.count == 3)
    }

    @Test func oneConditionalItemAloneBuilds() {
        @ToolbarContentBuilder func lone(_ flag: Bool) -> some ToolbarContent {
            if flag { ToolbarItem { Text("Only") } }
        }
        #expect(lone(true).toolbarEntries.count == 1)
        #expect(lone(false).toolbarEntries.isEmpty)
    }

    /// The pattern public apps write (`if` inside `.toolbar { }`) compiles and draws its item.
    @Test func aToolbarModifierTakesAConditionalItem() throws {
        func screen(_ flag: Bool) -> some View {
            NavigationStack {
                Text("Body").toolbar {
                    if flag { ToolbarItem { Image(systemName: "gear") } }
                }
            }
            .frame(width: 300, height: 200)
        }
        let with = try ImageRenderer(content: screen(true)).renderPixmap()
        let without = try ImageRenderer(content: screen(false)).renderPixmap()
        #expect(with.data != without.data, "the conditional item is drawn when its condition holds")
    }
}
