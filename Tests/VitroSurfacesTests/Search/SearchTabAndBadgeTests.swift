import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The search tab's field on iOS 26's floating tab bar, and badges on tab items and list rows.
@MainActor
@Suite struct SearchTabAndBadgeTests {
    enum Page: Hashable { case home, library, search }
    let phone = Device.iPhone

    func music(_ selected: Page, badge: Int = 0) -> some View {
        TabView(selection: .constant(selected)) {
            Tab("Home", systemImage: "house.fill", value: Page.home) { Text("Home page") }.badge(badge)
            Tab("Library", systemImage: "music.note", value: .library) { Text("Library page") }
            Tab(value: .search, role: .search) { Text("Search page") }
        }
        .searchable(text: .constant(""), prompt: "Artists, Songs, Lyrics")
    }

    @Test func selectingTheSearchTabPutsTheFieldInTheFloatingBar() throws {
        let laid = LaidOut(music(.search))
        let fields = laid.frames(id: "search field")
        #expect(fields.count == 1)
        let field = try #require(fields.first)
        #expect(abs(field.height - TabBarMetrics.minimizedHeight) < 0.5)
        #expect(abs(phone.size.height - field.maxY - TabBarMetrics.margin) < 0.5, "on the floating bar's line")
        #expect(abs(phone.size.width - field.maxX - TabBarMetrics.margin) < 0.5)
        #expect(laid.texts("Artists, Songs, Lyrics").count == 1)

        // The tabs collapse into one circle beside the field.
        let glass = glassShapes(ImageRenderer(content: music(.search), device: phone).displayList.items)
        let circles = glass.filter { $0.kind == "circle" }
        #expect(circles.count == 1)
        let circle = try #require(circles.first)
        #expect(abs(circle.frame.minX - TabBarMetrics.margin) < 0.5)
        #expect(abs(field.minX - circle.frame.maxX - TabBarMetrics.searchSpacing) < 0.5)
        #expect(
            !glass.contains { $0.kind == "capsule" && $0.frame.height > TabBarMetrics.minimizedHeight + 1 },
            "the tabs' capsule is gone")
        #expect(laid.symbols("house.fill").count == 1, "the circle shows the first tab")
    }

    @Test func otherTabsShowTheBarAndNoField() {
        let laid = LaidOut(music(.home))
        #expect(laid.frames(id: "search field").isEmpty)
        #expect(laid.texts("Home").count == 1)
    }

    @Test func aSearchableInsideTheSearchTabIsDrawnOnTheBarOnce() {
        let view = TabView(selection: .constant(Page.search)) {
            Tab("Home", systemImage: "house.fill", value: .home) { Text("Home page") }
            Tab(value: .search, role: .search) {
                NavigationStack {
                    List { Text("Result") }.navigationTitle("Search").searchable(text: .constant("Jazz"))
                }
            }
        }
        let laid = LaidOut(view)
        let fields = laid.frames(id: "search field")
        #expect(fields.count == 1)
        #expect(fields.first.map { abs(phone.size.height - $0.maxY - TabBarMetrics.margin) < 0.5 } == true)
        #expect(laid.texts("Jazz").count == 1)
    }

    @Test func onIPadTheSearchTabShowsTheFieldInTheTopBar() throws {
        let laid = LaidOut(music(.search), device: .iPad)
        let field = try #require(laid.frames(id: "search field").first)
        #expect(abs(field.width - SearchFieldMetrics.regularWidth) < 0.5)
        #expect(field.maxY < Device.iPad.safeAreaInsets.top + NavigationBarMetrics.barHeight + 1)
    }

    @Test func aTabBadgeIsARedCapsuleAtItsSymbolsCorner() throws {
        let laid = LaidOut(music(.library, badge: 3))
        let badge = try #require(laid.frames(id: "tab badge").first)
        let house = try #require(laid.symbols("house.fill").first)
        #expect(abs(badge.height - TabBadgeMetrics.height) < 0.5 && badge.width >= badge.height - 0.5)
        // The badge is laid out at the symbol's top trailing corner, then offset.
        let drawn = badge.offsetBy(dx: TabBadgeMetrics.offset.width, dy: TabBadgeMetrics.offset.height)
        #expect(abs(drawn.midX - house.maxX) < 1, "centered on the symbol's trailing edge")
        #expect(drawn.minY < house.minY, "above the symbol's top")
        let count = try #require(laid.texts("3").first)
        #expect(badge.contains(CGPoint(x: count.midX, y: count.midY)))
        let list = ImageRenderer(content: music(.library, badge: 3), device: phone).displayList.description
        #expect(list.contains("#FF383C") || list.contains("#FF3B30"), "on the system red")
        #expect(list.contains("text \"3\""))
        #expect(LaidOut(music(.library, badge: 0)).frames(id: "tab badge").isEmpty, "zero shows no badge")
    }

    @Test func aTabItemViewCarriesItsBadgeToo() {
        let view = TabView {
            Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.badge("New")
            Text("Sent page").tabItem { Label("Sent", systemImage: "paperplane") }
        }
        let laid = LaidOut(view)
        #expect(laid.frames(id: "tab badge").count == 1)
        #expect(laid.texts("New").count == 1)
    }

    @Test func aListRowBadgeIsSecondaryTextAtTheTrailingEdge() throws {
        let view = NavigationStack {
            List {
                Text("Inbox").badge(12)
                NavigationLink("Drafts") { Text("Drafts page") }.badge(4)
                Text("Sent")
            }
            .navigationTitle("Mailboxes")
        }
        let laid = LaidOut(view)
        let inbox = try #require(laid.texts("Inbox").first)
        let twelve = try #require(laid.texts("12").first)
        #expect(abs(twelve.midY - inbox.midY) < 1, "on the row's line")
        let trailing = phone.size.width - ListMetrics.cardMargin - ListMetrics.rowInsets.trailing
        #expect(abs(twelve.maxX - trailing) < 1, "at the row's trailing inset")

        let drafts = try #require(laid.texts("Drafts").first)
        let four = try #require(laid.texts("4").first)
        let chevron = try #require(laid.symbols("chevron.right").first)
        #expect(abs(four.midY - drafts.midY) < 1)
        #expect(four.maxX < chevron.minX, "before the link's chevron")
        #expect(laid.texts("4").count == 1, "drawn once")
    }
}
