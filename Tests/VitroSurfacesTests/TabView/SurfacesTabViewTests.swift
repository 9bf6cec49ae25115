import Foundation
import Testing
import Vitro

@MainActor
@Suite struct SurfacesTabViewTests {
    enum Section: Hashable { case listen, browse, library, search }

    var music: some View {
        TabView(selection: .constant(Section.browse)) {
            Tab("Listen Now", systemImage: "play.fill", value: .listen) { Text("Playing next") }
            Tab("Browse", systemImage: "music.note", value: .browse) {
                NavigationStack {
                    List {
                        Text("New Releases")
                        Text("Charts")
                    }
                    .navigationTitle("Browse")
                }
            }
            Tab("Library", systemImage: "square.fill", value: .library) { Text("Library") }
            Tab(value: .search, role: .search) { Text("Search") }
        }
    }

    @Test func theTabBarFloatsOnGlassWithTheSearchTabApart() throws {
        let renderer = ImageRenderer(content: music, device: .iPhone)
        let list = renderer.displayList.description
        #expect(list.contains("glass regular capsule"), "the tabs share one capsule")
        #expect(list.contains("glass regular circle"), "the search tab has its own circle")
        #expect(list.contains("text \"Browse\""))
        #expect(!list.contains("text \"Playing\""), "only the selected tab's content is drawn")
        if let folder = ProcessInfo.processInfo.environment["VITRO_SURFACES_OUT"] {
            try renderer.render().writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("tabs-music.png"))
        }
    }

    @Test func tabItemsMakeTabsToo() {
        let view = TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
        let list = ImageRenderer(content: view, device: .iPhone).displayList.description
        #expect(list.contains("text \"Home\""))
        #expect(list.contains("text \"Settings\""))
        #expect(list.components(separatedBy: "glass regular capsule").count == 2, "one capsule")
    }
}

@MainActor
@Suite struct SurfacesSelectionTests {
    @Test func tagsSelectTabsAndListRows() {
        let tabs = TabView(selection: .constant(2)) {
            Text("First page").tabItem { Label("One", systemImage: "house") }.tag(1)
            Text("Second page").tabItem { Label("Two", systemImage: "gear") }.tag(2)
        }
        let drawn = ImageRenderer(content: tabs, device: .iPhone).displayList.description
        #expect(drawn.contains("text \"Second\"") && !drawn.contains("text \"First\""))

        let list = List(selection: .constant(Optional("b"))) {
            Text("A").tag("a")
            Text("B").tag("b")
        }
        let rows = ImageRenderer(content: list.frame(width: 402, height: 300)).displayList.description
        let unselected = ImageRenderer(
            content: List(selection: .constant(Optional("z"))) {
                Text("A").tag("a")
                Text("B").tag("b")
            }.frame(width: 402, height: 300)
        ).displayList.description
        #expect(rows != unselected, "the selected row is highlighted")
    }
}
