import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// `TabContent`'s modifiers, the newer `Tab` initializers and the sidebar's header, footer and
/// bottom bar.
@MainActor
@Suite struct TabContentTests {
    enum Page: Hashable { case home, library, hidden, search }

    struct Tabs: View {
        var body: some View {
            TabView(selection: .constant(Page.home)) {
                Tab("Home", systemImage: "house", value: Page.home) { Text("Home page") }
                    .customizationID("home")
                    .accessibilityLabel("Home tab")
                TabSection("Collections") {
                    Tab("Library", systemImage: "books.vertical", value: Page.library) { Text("Library page") }
                        .badge(3)
                    Tab("Secret", systemImage: "lock", value: Page.hidden) { Text("Secret page") }
                        .hidden()
                }
                Tab(value: Page.search, role: .search) { Text("Search page") }
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewSidebarHeader { Text("Sidebar header") }
            .tabViewSidebarFooter { Text("Sidebar footer") }
            .tabViewSidebarBottomBar { Text("Account") }
            .tabViewCustomization(nil)
        }
    }

    func strings(_ view: some View, device: Device) -> String {
        ImageRenderer(content: view, device: device).displayList.description
    }

    @Test func aHiddenTabIsNotDrawnAndTheOthersAre() {
        let phone = strings(Tabs(), device: .iPhone)
        #expect(phone.contains("Home") && phone.contains("Library") && !phone.contains("Secret"))
        #expect(phone.contains("\"page\""))
    }

    @Test func theSidebarDrawsItsHeaderFooterAndBottomBar() {
        if let folder = ProcessInfo.processInfo.environment["VITRO_SURFACES_OUT"] {
            try? ImageRenderer(content: Tabs(), device: .iPad).render()
                .writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("tab-sidebar.png"))
        }
        let pad = strings(Tabs(), device: .iPad)
        for text in ["Sidebar", "header", "footer", "Account", "Collections", "Library"] {
            #expect(pad.contains(text), "\(text)")
        }
        #expect(!pad.contains("Secret"))
        // On iPhone the tab bar draws no sidebar accessories.
        #expect(!strings(Tabs(), device: .iPhone).contains("Account"))
    }

    @Test func newerTabInitializersAndAnyTabContentCompile() {
        let view = TabView {
            Tab("Photos", image: "photos") { Text("Photos page") }
            Tab(role: .search) {
                Text("Search")
            } label: {
                Text("Find")
            }
            Tab { Text("A page without a label") }
        }
        #expect(strings(view, device: .iPhone).contains("Photos"))
        let erased = AnyTabContent<Page>(Tab("Home", systemImage: "house", value: Page.home) { Text("Home") })
        let customized = TabView(selection: .constant(Page.home)) { erased }
        #expect(strings(customized, device: .iPhone).contains("Home"))
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "home"] = .hidden
        #expect(customization[tab: "home"].sidebarVisibility == .hidden)
        customization.resetVisibility()
        #expect(customization[tab: "home"].sidebarVisibility == .automatic)
    }
}
