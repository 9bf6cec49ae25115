import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The deprecated `NavigationView` with several views: a stack of the first at compact width,
/// columns at regular width, a stack everywhere under `navigationViewStyle(.stack)`.
@MainActor
@Suite struct NavigationViewTests {
    /// A mail-style three-column navigation view, as iOS 14-era apps wrote it.
    var threeColumns: some View {
        NavigationView {
            List {
                Text("Inbox")
                Text("Sent")
            }
            .navigationTitle("Mailboxes")
            Text("Messages")
            Text("Message")
        }
    }

    /// The minimum x of every text run named `text` in the display list (a run is a word).
    func textXs(_ text: String, _ view: some View, on device: Device) -> [CGFloat] {
        func find(_ items: [DisplayList.Item]) -> [CGFloat] {
            items.flatMap { item -> [CGFloat] in
                switch item {
                case .text(let s, let path, _, _) where s == text: [path.boundingRect.minX]
                case .group(_, let children): find(children)
                case .glass(let g): find(g.printedContent)
                default: []
                }
            }
        }
        return find(ImageRenderer(content: view, device: device).displayList.items)
    }

    @Test func onAnIPhoneOnlyTheFirstViewShowsInAStack() {
        #expect(textXs("Inbox", threeColumns, on: .iPhone).count == 1)
        #expect(textXs("Mailboxes", threeColumns, on: .iPhone).count == 1)
        // The placeholders are columns collapsed away, not drawn over the list.
        #expect(textXs("Messages", threeColumns, on: .iPhone).isEmpty)
        #expect(textXs("Message", threeColumns, on: .iPhone).isEmpty)
    }

    @Test func onAnIPadTheViewsAreColumnsSideBySide() throws {
        let view = threeColumns
        let content = try #require(textXs("Messages", view, on: .iPad).first)
        let detail = try #require(textXs("Message", view, on: .iPad).first)
        #expect(content < detail)
    }

    @Test func aStackStyleShowsOnlyTheFirstViewOnAnIPadToo() {
        let view = threeColumns.navigationViewStyle(.stack)
        #expect(textXs("Inbox", view, on: .iPad).count == 1)
        #expect(textXs("Message", view, on: .iPad).isEmpty)
    }

    @Test func aTwoColumnViewOnAnIPadShowsTheSidebarAndTheDetail() throws {
        let view = NavigationView {
            List { Text("Inbox") }
            Text("Mailbox")
        }
        let sidebar = try #require(textXs("Inbox", view, on: .iPad).first)
        let detail = try #require(textXs("Mailbox", view, on: .iPad).first)
        #expect(sidebar < detail)
        #expect(textXs("Mailbox", view, on: .iPhone).isEmpty)
    }

    @Test func aSingleViewIsAStackAtEveryWidth() {
        let view = NavigationView { Text("Only").navigationTitle("Title") }
        #expect(textXs("Only", view, on: .iPhone).count == 1)
        #expect(textXs("Only", view, on: .iPad).count == 1)
        #expect(textXs("Title", view, on: .iPad).count == 1)
    }
}
