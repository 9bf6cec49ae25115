import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@MainActor
@Suite struct MenuPresentationTests {
    struct SortMenu: View {
        let log: ActionLog
        var body: some View {
            VStack {
                HStack {
                    Spacer()
                    Menu("Sort") {
                        Button("Name", systemImage: "pencil") { log.entries.append("name") }
                        Button("Date", systemImage: "calendar") { log.entries.append("date") }
                        Section {
                            Button("Delete All", role: .destructive) { log.entries.append("delete") }
                        }
                    }
                }
                Spacer()
            }
            .padding(20)
        }
    }

    @Test func aMenuAtRestIsItsButton() {
        let host = PresentationProbe.host { SortMenu(log: ActionLog()) }
        #expect(PresentationProbe.layers(host).isEmpty)
        #expect(host.displayList.description.contains("text \"Sort\""))
        #expect(!host.displayList.description.contains("text \"Name\""))
    }

    @Test func tappingOpensAGlassPanelGrowingFromTheButton() throws {
        let host = PresentationProbe.host { SortMenu(log: ActionLog()) }
        try host.tap("Sort")
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.layer.dimming == 0)
        let panel = layer.panel.frame
        #expect(panel.width == MenuMetrics.width)
        let source = try #require(PresentationProbe.hosts(host).first?.requests.first?.source?.frame)
        // From a button in the top trailing corner: the panel's top trailing corner is the button's.
        #expect(abs(panel.maxX - source.maxX) < 0.01 && abs(panel.minY - source.minY) < 0.01)
        let rows = PresentationProbe.tappable(in: layer.panel)
        try #require(rows.count == 3)
        #expect(rows.allSatisfy { $0.frame.height == MenuMetrics.rowHeight })
        // Icons lead: the symbol is left of the title in the first row.
        #expect(abs(rows[0].frame.minY - panel.minY - MenuMetrics.verticalPadding) < 0.01)
        // The section sits apart: a band between the second and third rows.
        #expect(rows[2].frame.minY - rows[1].frame.maxY >= MenuMetrics.sectionGap)
        #expect(host.displayList.description.contains("glass"))
    }

    @Test func choosingAnItemRunsItAndClosesTheMenu() throws {
        let log = ActionLog()
        let host = PresentationProbe.host { SortMenu(log: log) }
        try host.tap("Sort")
        try host.tap("Date")
        #expect(log.entries == ["date"])
        #expect(PresentationProbe.layers(host).isEmpty)
    }

    @Test func aContextMenuLiftsItsViewOverTheDimmedScreen() throws {
        let host = PresentationProbe.host {
            VStack {
                Text("Photo").frame(width: 200, height: 150).background(Color.teal)
                    .contextMenu {
                        Button("Copy") {}
                        Button("Share") {}
                    }
                Spacer()
            }
        }
        try host.longPress("Photo")
        let layer = try #require(PresentationProbe.layers(host).first)
        #expect(layer.layer.dimming == 0.25)
        #expect(layer.layer.liftsSource)
        let source = try #require(PresentationProbe.hosts(host).first?.requests.first?.source?.frame)
        #expect(abs(layer.panel.frame.minY - source.maxY - MenuMetrics.previewGap) < 0.01)
        // The photo is drawn twice: under the dimming and lifted above it.
        let list = host.displayList.description
        let lines = list.split(separator: "\n").filter { $0.contains("text \"Photo\"") }
        #expect(lines.count == 2)
    }

    @Test func aPopoverFloatsBesideItsSourceOnAnIPadAndIsASheetOnAPhone() throws {
        func screen() -> some View {
            VStack {
                Button("Info") {}.popover(isPresented: .constant(true)) { Text("Details").padding(30) }
                Spacer()
            }
        }
        let pad = PresentationProbe.host(.iPad) { screen() }
        let padLayer = try #require(PresentationProbe.layers(pad).first)
        #expect(padLayer.layer.dimming == 0)
        let source = try #require(PresentationProbe.hosts(pad).first?.requests.first?.source?.frame)
        #expect(abs(padLayer.panel.frame.minY - source.maxY - PresentationMetrics.anchorGap) < 0.01)
        let phone = PresentationProbe.host { screen() }
        let phoneLayer = try #require(PresentationProbe.layers(phone).first)
        #expect(phoneLayer.panel.frame.minY == 72 && phoneLayer.layer.dimming == 0.4)
    }
}

@MainActor
@Suite struct NavigationPushTests {
    struct Detail: View {
        let name: String
        var body: some View { Text("Detail of \(name)").navigationTitle(name) }
    }

    @Test func tappingALinkPushesItsDestinationAndBackPops() throws {
        let host = PresentationProbe.host {
            NavigationStack {
                List {
                    NavigationLink("Wi-Fi") { Detail(name: "Wi-Fi") }
                    NavigationLink("Bluetooth", destination: Detail(name: "Bluetooth"))
                }
                .navigationTitle("Settings")
            }
        }
        #expect(!host.displayList.description.contains("Detail"))
        try host.tap("Bluetooth")
        let pushed = host.displayList.description
        #expect(pushed.contains("text \"Detail\"") && pushed.contains("text \"Bluetooth\""))
        #expect(!pushed.contains("text \"Settings\""))
        try host.tap("Back")
        let back = host.displayList.description
        #expect(back.contains("text \"Settings\"") && !back.contains("text \"Detail\""))
        #expect(throws: ViewHostError.self) { try host.tap("Back") }
    }

    @Test func valueLinksPushOntoTheBoundPath() throws {
        struct Screen: View {
            @State var path: [Int] = []
            let seen: ActionLog
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("Three", value: 3)
                        NavigationLink("Four", value: 4)
                    }
                    .navigationDestination(for: Int.self) { n in
                        VStack {
                            Text("Number \(n)")
                            NavigationLink("Next", value: n + 10)
                        }
                    }
                }
                .onChange(of: path) { _, new in seen.entries.append(new.map(String.init).joined(separator: ",")) }
            }
        }
        let log = ActionLog()
        let host = PresentationProbe.host { Screen(seen: log) }
        try host.tap("Four")
        #expect(host.displayList.description.contains("text \"4\""))
        try host.tap("Next")
        #expect(host.displayList.description.contains("text \"14\""))
        #expect(log.entries.last == "4,14")
        try host.tap("Back")
        #expect(log.entries.last == "4")
        #expect(host.displayList.description.contains("text \"4\""))
    }

    @Test func aNavigationPathBindingPushesAndPops() throws {
        struct Screen: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Open", value: "inbox")
                        .navigationDestination(for: String.self) { Text("Mailbox \($0)") }
                }
            }
        }
        let host = PresentationProbe.host { Screen() }
        try host.tap("Open")
        #expect(host.displayList.description.contains("text \"inbox\""))
        try host.tap("Back")
        #expect(!host.displayList.description.contains("text \"inbox\""))
    }
}
