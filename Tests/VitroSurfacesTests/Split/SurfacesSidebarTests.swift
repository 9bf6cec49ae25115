import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// iPadOS 26 sidebar rows and the sidebar toggle writing `columnVisibility` back.
@MainActor
@Suite struct SurfacesSidebarTests {
    struct Mail: View {
        @State var columns = NavigationSplitViewVisibility.all
        let log: VisibilityLog
        var body: some View {
            let binding = Binding(
                get: { columns },
                set: {
                    columns = $0
                    log.values.append($0)
                })
            NavigationSplitView(columnVisibility: binding) {
                List(selection: .constant(2)) {
                    Text("Inbox").tag(1)
                    Text("Sent").tag(2)
                }
                .navigationTitle("Mailboxes")
            } detail: {
                Text("Body")
            }
        }
    }

    final class VisibilityLog { var values: [NavigationSplitViewVisibility] = [] }

    /// Fills of the accent color at the sidebar selection's opacity: the selected row's capsule.
    func selections(_ items: [DisplayList.Item]) -> [CGRect] {
        items.flatMap { item -> [CGRect] in
            switch item {
            case .fill(let path, .color(let c), _, _):
                abs(c.alpha - ListMetrics.sidebarSelectionOpacity) < 0.01 ? [path.boundingRect] : []
            case .group(_, let children): selections(children)
            case .glass(let g): selections(g.printedContent)
            default: []
            }
        }
    }

    @Test func theSelectedSidebarRowIsACapsuleInsetFromThePanel() throws {
        let items = ImageRenderer(content: Mail(log: VisibilityLog()), device: .iPad).displayList.items
        let capsule = try #require(selections(items).first)
        #expect(abs(capsule.height - ListMetrics.sidebarRowHeight) < 0.5)
        let panelLeft = SplitMetrics.panelInset
        let panelRight = SplitMetrics.panelInset + SplitMetrics.sidebarWidth
        #expect(abs(capsule.minX - (panelLeft + ListMetrics.sidebarSelectionInset)) < 0.5)
        #expect(abs(capsule.maxX - (panelRight - ListMetrics.sidebarSelectionInset)) < 0.5)
    }

    @Test func theSidebarToggleWritesTheColumnVisibilityBack() throws {
        let log = VisibilityLog()
        let host = PresentationProbe.host(.iPad) { Mail(log: log) }
        #expect(host.displayList.description.contains("text \"Mailboxes\""))
        try host.tap("Hide Sidebar")
        #expect(log.values == [.detailOnly])
        #expect(!host.displayList.description.contains("text \"Mailboxes\""), "the sidebar collapsed")
        try host.tap("Show Sidebar")
        #expect(log.values == [.detailOnly, .all])
        #expect(host.displayList.description.contains("text \"Mailboxes\""), "the sidebar expanded")
    }

    @Test func withoutABindingThereIsNoToggle() {
        let host = PresentationProbe.host(.iPad) {
            NavigationSplitView {
                List { Text("Inbox") }
            } detail: {
                Text("Body")
            }
        }
        #expect(throws: ViewHostError.self) { try host.tap("Hide Sidebar") }
    }
}
