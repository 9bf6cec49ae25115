import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces

/// Tab placement and visibility, a tab's popover, the adaptable tab view's first bar and its
/// sidebar's content toolbar, a moved search item, a split view's container background and a
/// window's covered corners.
@MainActor
@Suite struct NavigationBreadthTests {
    enum Page: Hashable { case home, archive }

    struct Item: Identifiable {
        let id = 1
    }

    /// A sidebar-adaptable tab view whose second tab is changed by `archive`.
    func tabs(_ archive: (Tab<Page, Text, TabLabel>) -> Tab<Page, Text, TabLabel>) -> some View {
        TabView(selection: .constant(Page.home)) {
            Tab("Home", systemImage: "house", value: Page.home) { Text("Home page") }
            archive(Tab("Archive", systemImage: "archivebox", value: Page.archive) { Text("Archive page") })
        }
        .tabViewStyle(.sidebarAdaptable)
    }

    func has(_ text: String, _ view: some View, _ device: Device) -> Bool {
        !LaidOut(view, device: device).texts(text).isEmpty
    }

    @Test func aSidebarOnlyTabIsLeftOutOfTheTabBar() {
        #expect(has("Archive", tabs { $0 }, .iPhone))
        #expect(!has("Archive", tabs { $0.tabPlacement(.sidebarOnly) }, .iPhone))
        #expect(has("Archive", tabs { $0.tabPlacement(.sidebarOnly) }, .iPad), "still a row of the sidebar")
        #expect(has("Archive", tabs { $0.tabPlacement(.pinned) }, .iPhone))
    }

    @Test func aTabHiddenByDefaultForABarIsLeftOutOfIt() {
        #expect(!has("Archive", tabs { $0.defaultVisibility(.hidden, for: .tabBar) }, .iPhone))
        #expect(has("Archive", tabs { $0.defaultVisibility(.hidden, for: .tabBar) }, .iPad))
        #expect(!has("Archive", tabs { $0.defaultVisibility(.hidden, for: .sidebar) }, .iPad))
        #expect(has("Archive", tabs { $0.defaultVisibility(.hidden, for: .sidebar) }, .iPhone))
        #expect(has("Archive", tabs { $0.defaultVisibility(.visible, for: .tabBar) }, .iPhone))
    }

    @Test func aTabsPopoverShowsWhilePresented() {
        #expect(has("Tip", tabs { $0.popover(isPresented: .constant(true)) { Text("Tip") } }, .iPhone))
        #expect(!has("Tip", tabs { $0.popover(isPresented: .constant(false)) { Text("Tip") } }, .iPhone))
        // Through `TabContent`, as generic tab content reaches it.
        func hint<T: TabContent>(_ tab: T) -> T { tab.popover(isPresented: .constant(true)) { Text("Hint") } }
        #expect(has("Hint", tabs { hint($0) }, .iPhone))
        let item = tabs {
            $0.popover(item: .constant(Item()), attachmentAnchor: .rect(.bounds)) { Text("Item \($0.id)") }
        }
        #expect(has("Item 1", item, .iPad))
        let none = tabs { $0.popover(item: .constant(Item?.none)) { Text("Item \($0.id)") } }
        #expect(!has("Item 1", none, .iPad))
    }

    @Test func anAdaptableTabViewCanStartWithItsTabBar() {
        let sidebar = tabs { $0 }.tabViewSidebarHeader { Text("Sidebar header") }
        #expect(has("Sidebar header", sidebar, .iPad))
        #expect(has("Sidebar header", sidebar.defaultAdaptableTabBarPlacement(.sidebar), .iPad))
        let bar = sidebar.defaultAdaptableTabBarPlacement(.tabBar)
        #expect(!has("Sidebar header", bar, .iPad), "the tab bar at the top, no sidebar")
        #expect(has("Archive", bar, .iPad))
    }

    @Test func aContentToolbarShowsInTheTabViewSidebar() throws {
        let view = tabs { $0 }.contentToolbar(for: .tabViewSidebar) { Text("Add room") }
        let frame = try #require(LaidOut(view, device: .iPad).texts("Add room").first)
        #expect(frame.maxX < Device.iPad.size.width / 2, "in the sidebar's bar")
        #expect(frame.maxY < Device.iPad.size.height / 4, "at the top")
        #expect(!has("Add room", view, .iPhone), "a tab bar has no sidebar bar")
    }

    func searchable(_ placement: ToolbarItemPlacement?) -> some View {
        let list = List { Text("Row") }.navigationTitle("Mail").searchable(text: .constant(""))
        return NavigationStack {
            if let placement {
                list.toolbar { DefaultToolbarItem(kind: .search, placement: placement) }
            } else {
                list
            }
        }
    }

    @Test func aDefaultSearchItemMovesTheSearchField() throws {
        let pad = Device.iPad
        let top = try #require(LaidOut(searchable(nil), device: pad).frames(id: "search field").first)
        #expect(top.maxY < pad.size.height / 2)
        let moved = try #require(LaidOut(searchable(.bottomBar), device: pad).frames(id: "search field").first)
        #expect(moved.minY > pad.size.height / 2, "in the bottom toolbar")
        let phone = Device.iPhone
        let bottom = try #require(LaidOut(searchable(nil), device: phone).frames(id: "search field").first)
        #expect(bottom.minY > phone.size.height / 2)
        let up = try #require(LaidOut(searchable(.topBarTrailing), device: phone).frames(id: "search field").first)
        #expect(up.maxY < phone.size.height / 2, "in the navigation bar")
    }

    func pixel(_ image: RasterImage, _ x: Double, _ y: Double) -> (Int, Int, Int) {
        let p = image.color(atX: Int(x), y: Int(y))
        return (Int(p.red * 255), Int(p.green * 255), Int(p.blue * 255))
    }

    @Test func aSplitViewBackgroundIsDrawnBehindItsColumns() throws {
        func split(_ placement: ContainerBackgroundPlacement) -> some View {
            NavigationSplitView {
                List { Text("Inbox") }
            } detail: {
                Text("Detail").containerBackground(Color(red: 1, green: 0, blue: 0), for: placement)
            }
        }
        let pad = Device.iPad
        func render(_ view: some View) throws -> RasterImage {
            let renderer = ImageRenderer(content: view, device: pad)
            renderer.scale = 1
            return try renderer.render()
        }
        // A point of the detail column away from its text and bar.
        let (x, y) = (pad.size.width * 0.75, pad.size.height * 0.8)
        let behind = pixel(try render(split(.navigationSplitView)), x, y)
        #expect(behind.0 > 200 && behind.1 < 60 && behind.2 < 60, "red behind the detail: \(behind)")
        let sidebar = pixel(try render(split(.navigationSplitView)), 4, pad.size.height * 0.8)
        #expect(sidebar.0 > 200 && sidebar.1 < 60, "and beside the floating sidebar: \(sidebar)")
    }

    @Test func aMacWindowsButtonsInsetItsTopLeadingCorner() {
        final class Box { var insets: RectangleCornerInsets? }
        let box = Box()
        func read(_ proxy: GeometryProxy) -> some View {
            box.insets = proxy.containerCornerInsets
            return Color.clear
        }
        let mac = Device.mac
        _ = LaidOut(GeometryReader { read($0) }.ignoresSafeArea(), device: mac)
        let title = mac.safeAreaInsets.top
        #expect(box.insets?.topLeading == CGSize(width: NavigationBarMetrics.macTitleLeading, height: title))
        #expect(box.insets?.bottomTrailing == .zero)
        _ = LaidOut(GeometryReader { read($0) }, device: mac)
        #expect(box.insets == RectangleCornerInsets(), "under the title bar, clear of the buttons")
        _ = LaidOut(GeometryReader { read($0) }.ignoresSafeArea(), device: .iPad)
        #expect(box.insets == RectangleCornerInsets(), "an iPad app fills its screen")
    }

    @Test func aViewMovesOffTheWindowsCoveredCorner() throws {
        func square(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View {
            Color.red.accessibilityIdentifier("square")
                .containerCornerOffset(edges, sizeToFit: sizeToFit)
                .frame(width: 200, height: 100)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .ignoresSafeArea()
        }
        func frame(_ view: some View, _ device: Device) throws -> CGRect {
            try #require(LaidOut(view, device: device).frames(id: "square").first)
        }
        let leading = NavigationBarMetrics.macTitleLeading
        let title = Device.mac.safeAreaInsets.top
        #expect(try frame(square([]), .mac) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(try frame(square(.leading), .mac) == CGRect(x: leading, y: 0, width: 200, height: 100))
        #expect(try frame(square(.top), .mac) == CGRect(x: 0, y: title, width: 200, height: 100))
        let fitted = try frame(square(.leading, sizeToFit: true), .mac)
        #expect(fitted == CGRect(x: leading, y: 0, width: 200 - leading, height: 100))
        #expect(try frame(square(.leading), .iPad).minX == 0, "an iPad app's corners are free")
    }
}
