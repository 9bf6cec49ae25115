import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// iOS 26's tab bar beyond its resting state: minimizing on scroll, the bottom accessory, tab
/// sections, the sidebar on iPad and the scroll edge effect under the bar.
@MainActor
@Suite struct SurfacesTabBarTests {
    enum Page: Hashable { case home, browse, library, search }

    /// A music app: the Browse tab's list scrolled by `scrolled` points.
    func music(scrolled: CGFloat, behavior: TabBarMinimizeBehavior = .onScrollDown, accessory: Bool = false)
        -> some View
    {
        TabView(selection: .constant(Page.browse)) {
            Tab("Home", systemImage: "house.fill", value: .home) { Text("Home page") }
            Tab("Browse", systemImage: "music.note", value: .browse) {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40) { Text("Album \($0)").frame(height: 60) } }
                }
                .scrollOffset(CGPoint(x: 0, y: scrolled))
            }
            Tab("Library", systemImage: "square.fill", value: .library) { Text("Library page") }
            Tab(value: .search, role: .search) { Text("Search page") }
        }
        .tabBarMinimizeBehavior(behavior)
        .tabViewBottomAccessory(isEnabled: accessory) { AccessoryProbe() }
    }

    /// Says where it is, so the test can read the placement it was given.
    struct AccessoryProbe: View {
        @Environment(\.tabViewBottomAccessoryPlacement) var placement
        var body: some View {
            Text(placement == .inline ? "Inline" : placement == .expanded ? "Expanded" : "Unplaced")
        }
    }

    /// Every glass shape drawn, with its kind and frame.
    func glass(_ items: [DisplayList.Item]) -> [(kind: String, frame: CGRect)] {
        items.flatMap { item -> [(kind: String, frame: CGRect)] in
            switch item {
            case .glass(let g): g.elements.map { ($0.kind, $0.frame) } + glass(g.printedContent)
            case .group(_, let children): glass(children)
            default: []
            }
        }
    }

    func items(_ view: some View, device: Device = .iPhone) -> [DisplayList.Item] {
        ImageRenderer(content: view, device: device).displayList.items
    }

    @Test func onScrollDownMinimizesTheBarOnceTheContentIsScrolled() throws {
        let rest = glass(items(music(scrolled: 0)))
        let capsule = try #require(rest.first { $0.kind == "capsule" })
        #expect(abs(capsule.frame.height - TabBarMetrics.height) < 0.5)
        #expect(abs(Device.iPhone.size.height - capsule.frame.maxY - TabBarMetrics.margin) < 0.5)

        let scrolled = glass(items(music(scrolled: 300)))
        #expect(!scrolled.contains { $0.kind == "capsule" }, "the tabs' capsule is gone")
        let circles = scrolled.filter { $0.kind == "circle" }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(circles.count == 2, "the selected tab and the search tab, each on a circle")
        for circle in circles {
            #expect(abs(circle.frame.width - TabBarMetrics.minimizedHeight) < 0.5)
            #expect(abs(Device.iPhone.size.height - circle.frame.maxY - TabBarMetrics.margin) < 0.5)
        }
        #expect(abs(circles[0].frame.minX - TabBarMetrics.margin) < 0.5, "the selected tab at the leading edge")
        #expect(abs(Device.iPhone.size.width - circles[1].frame.maxX - TabBarMetrics.margin) < 0.5)
    }

    @Test func theBarStaysFullSizeUnlessAskedToMinimize() {
        for behavior in [TabBarMinimizeBehavior.automatic, .never] {
            #expect(glass(items(music(scrolled: 300, behavior: behavior))).contains { $0.kind == "capsule" })
        }
        #expect(
            glass(items(music(scrolled: 300, behavior: .onScrollUp))).contains { $0.kind == "capsule" },
            "scrolled down, a bar minimizing on scrolling up stays full size")
        #expect(
            glass(items(music(scrolled: 300), device: .iPad)).contains { $0.kind == "capsule" },
            "only iPhone tab bars minimize")
    }

    @Test func theScrollsDirectionDecidesThroughAHost() throws {
        let down = ViewHost(music(scrolled: 0).id("tabs").frame(width: 402, height: 874))
        try down.scroll("tabs", by: CGPoint(x: 0, y: 400))
        #expect(!glass(down.displayList.items).contains { $0.kind == "capsule" }, "scrolling down minimizes")
        try down.scroll("tabs", by: CGPoint(x: 0, y: -100))
        #expect(glass(down.displayList.items).contains { $0.kind == "capsule" }, "scrolling back up expands")

        let up = ViewHost(music(scrolled: 0, behavior: .onScrollUp).id("tabs").frame(width: 402, height: 874))
        try up.scroll("tabs", by: CGPoint(x: 0, y: 400))
        #expect(glass(up.displayList.items).contains { $0.kind == "capsule" })
        try up.scroll("tabs", by: CGPoint(x: 0, y: -100))
        #expect(!glass(up.displayList.items).contains { $0.kind == "capsule" }, "scrolling up minimizes")
    }

    @Test func theAccessoryRidesAboveTheBarAndInLineWhenMinimized() throws {
        let rest = items(music(scrolled: 0, accessory: true))
        #expect(DisplayList(rest).description.contains("text \"Expanded\""))
        let shapes = glass(rest).filter { $0.kind == "capsule" }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(shapes.count == 2, "the accessory's capsule and the tabs'")
        let accessory = shapes[0].frame
        let bar = shapes[1].frame
        #expect(abs(accessory.height - TabBarMetrics.accessoryHeight) < 0.5)
        #expect(abs(bar.minY - accessory.maxY - TabBarMetrics.accessorySpacing) < 0.5)
        #expect(abs(accessory.minX - TabBarMetrics.margin) < 0.5)
        #expect(abs(Device.iPhone.size.width - accessory.maxX - TabBarMetrics.margin) < 0.5, "over the search tab too")

        let minimized = items(music(scrolled: 300, accessory: true))
        #expect(DisplayList(minimized).description.contains("text \"Inline\""))
        let inline = try #require(glass(minimized).first { $0.kind == "capsule" })
        let circles = glass(minimized).filter { $0.kind == "circle" }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(circles.count == 2)
        #expect(inline.frame.minX > circles[0].frame.maxX && inline.frame.maxX < circles[1].frame.minX)
        #expect(abs(inline.frame.midY - circles[0].frame.midY) < 0.5, "in line with the minimized bar")
    }

    @Test func anAccessoryCanBeTurnedOff() {
        let list = DisplayList(items(music(scrolled: 0, accessory: false))).description
        #expect(!list.contains("Expanded") && !list.contains("Unplaced"))
    }

    @Test func aSoftEdgeLiesUnderTheBarOverScrollingContent() throws {
        func bottomBackdrops(_ view: some View) -> [CGRect] {
            func walk(_ items: [DisplayList.Item]) -> [CGRect] {
                items.flatMap { item -> [CGRect] in
                    switch item {
                    case .backdrop(_, let path): [path.boundingRect]
                    case .group(_, let children): walk(children)
                    default: []
                    }
                }
            }
            return walk(items(view)).filter { $0.maxY >= Device.iPhone.size.height - 0.5 }
        }
        let edge = try #require(bottomBackdrops(music(scrolled: 0, behavior: .never)).first)
        let barTop = Device.iPhone.size.height - TabBarMetrics.extent(minimized: false, hasAccessory: false)
        #expect(abs(edge.minY - (barTop - ScrollEdgeEffect.softFade)) < 0.5, "reaching just past the bar")
        #expect(edge.width >= Device.iPhone.size.width)
        #expect(bottomBackdrops(music(scrolled: 0).scrollEdgeEffectHidden(for: .bottom)).isEmpty)
        let plain = TabView { Text("Home").tabItem { Label("Home", systemImage: "house") } }
        #expect(bottomBackdrops(plain).isEmpty, "no scroll view, no edge effect")
    }

    @Test func tabSectionsFlattenIntoTheBar() {
        let view = TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note") { Text("Songs page") }
                Tab("Albums", systemImage: "square.stack") { Text("Albums page") }
            }
        }
        let list = ImageRenderer(content: view, device: .iPhone).displayList.description
        #expect(list.contains("text \"Songs\"") && list.contains("text \"Albums\""))
        #expect(!list.contains("text \"Library\""), "a bar draws no section headers")
    }

    @Test func sidebarAdaptableIsASidebarAtRegularWidthAndABarAtCompact() {
        enum Room: Hashable { case home, climate, lights }
        let view = TabView(selection: .constant(Room.climate)) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
            TabSection("Rooms") {
                Tab("Climate", systemImage: "fan", value: .climate) { Text("Thermostat") }
                Tab("Lights", systemImage: "lightbulb", value: .lights) { Text("Lights page") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        let pad = ImageRenderer(content: view, device: .iPad).displayList.description
        #expect(pad.contains("text \"Rooms\""), "the section's header in the sidebar")
        #expect(pad.contains("text \"Thermostat\""), "the selected tab is the detail")
        #expect(!pad.contains("glass regular capsule"), "no tab bar")
        #expect(pad.contains("glass regular"), "the sidebar floats on glass")
        let withAccessory = ImageRenderer(content: view.tabViewBottomAccessory { AccessoryProbe() }, device: .iPad)
        #expect(withAccessory.displayList.description.contains("text \"Expanded\""), "at the detail's bottom")
        let phone = ImageRenderer(content: view, device: .iPhone).displayList.description
        #expect(phone.contains("glass regular capsule"), "the tab bar on iPhone")
        #expect(!phone.contains("text \"Rooms\""))
    }

    struct Switcher: View {
        @State var page = Page.home
        var body: some View {
            TabView(selection: $page) {
                Tab("Home", systemImage: "house.fill", value: .home) { Text("Welcome") }
                Tab("Library", systemImage: "square.fill", value: .library) { Text("Shelves") }
                Tab(value: .search, role: .search) { Text("Finder") }
            }
        }
    }

    @Test func tappingATabSelectsIt() throws {
        let host = PresentationProbe.host { Switcher() }
        #expect(host.displayList.description.contains("text \"Welcome\""))
        try host.tap("Library")
        let library = host.displayList.description
        #expect(library.contains("text \"Shelves\"") && !library.contains("text \"Welcome\""))
        try host.tap("Search")
        #expect(host.displayList.description.contains("text \"Finder\""))
    }

    @Test func anIPadsTabBarFloatsAtTheTopWithTitlesOnly() throws {
        let pad = items(music(scrolled: 0, behavior: .never, accessory: true), device: .iPad)
        let capsules = glass(pad).filter { $0.kind == "capsule" }.sorted { $0.frame.minY < $1.frame.minY }
        let bar = try #require(capsules.first)
        #expect(abs(bar.frame.height - TabBarMetrics.regularHeight) < 0.5)
        #expect(abs(bar.frame.minY - Device.iPad.safeAreaInsets.top) < 0.5, "in the navigation bar's row")
        #expect(abs(bar.frame.midX - Device.iPad.size.width / 2) < 30, "about centered, the search circle beside it")
        let list = DisplayList(pad).description
        #expect(list.contains("text \"Library\"") && list.contains("text \"Expanded\""))
        let accessory = try #require(capsules.last)
        #expect(
            accessory.frame.maxY > Device.iPad.size.height - TabBarMetrics.margin - 30, "the accessory at the bottom")
    }
}
