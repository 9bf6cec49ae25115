import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

@MainActor
struct InteractionTests {
    @Test func gesturesRunThroughTheHost() throws {
        struct Gestures: View {
            @State var taps = 0
            @State var pressed = false
            var body: some View {
                VStack {
                    Text("Taps \(taps)").gesture(TapGesture().onEnded { taps += 1 })
                    Text(pressed ? "Held" : "Hold").onLongPressGesture { pressed = true }
                    Text("Plain").onTapGesture { taps += 10 }
                }
            }
        }
        let host = ViewHost(Gestures())
        try host.tap("Taps 0")
        try host.tap("Plain")
        try host.longPress("Hold")
        #expect(texts(host) == ["Taps 11", "Held", "Plain"])
    }

    @Test func onReceiveDeliversPublishedValues() {
        struct Receiver: View {
            let subject: PassthroughSubject<String, Never>
            @State var last = "none"
            var body: some View { Text(last).onReceive(subject) { last = $0 } }
        }
        let subject = PassthroughSubject<String, Never>()
        let host = ViewHost(Receiver(subject: subject))
        #expect(texts(host) == ["none"])
        host.perform { subject.send("hello") }
        #expect(texts(host) == ["hello"])
    }

    @Test func namespacesAndFocusStateKeepTheirIdentity() throws {
        final class Seen {
            var ids: Set<Namespace.ID> = []
        }
        struct Spaces: View {
            @Namespace var space
            @FocusState var focused: Bool
            @State var tick = 0
            let seen: Seen
            var body: some View {
                seen.ids.insert(space)
                return VStack {
                    Text(focused ? "focused" : "idle")
                    Button("Tick \(tick)") {
                        tick += 1
                        focused = true
                    }
                }
            }
        }
        let seen = Seen()
        let host = ViewHost(Spaces(seen: seen))
        try host.tap("Tick 0")
        try host.tap("Tick 1")
        #expect(texts(host) == ["focused", "Tick 2"])
        #expect(seen.ids.count == 1, "one namespace for the view's whole life")
    }

    @Test func customDynamicPropertiesAreLinkedAndUpdatedBeforeTheBody() throws {
        struct Clicks: DynamicProperty {
            @State var count = 0
            var updates = 0
            mutating func update() { updates += 1 }
        }
        struct Clicker: View {
            var clicks = Clicks()
            var body: some View {
                Button("Clicks \(clicks.count), updated \(clicks.updates)") { clicks.count += 1 }
            }
        }
        let host = ViewHost(Clicker())
        try host.tap("Clicks 0, updated 1")
        #expect(texts(host) == ["Clicks 1, updated 1"], "update() runs on the value whose body is evaluated")
    }

    @Test func scrollViewsScrollByTheirId() throws {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { Text("Row \($0)").frame(height: 40) }
                }
            }
            .id("list")
            .frame(width: 100, height: 100))
        let before = host.displayList.description
        try host.scroll("list", by: CGPoint(x: 0, y: 80))
        let after = host.displayList.description
        #expect(before != after)
        #expect(throws: ViewHostError.noScrollView(id: "other")) { try host.scroll("other", by: .zero) }
    }
}

@MainActor
struct ReleaseTests {
    final class Tracked: ObservableObject {
        nonisolated(unsafe) static var alive = 0
        init() { Tracked.alive += 1 }
        deinit { Tracked.alive -= 1 }
    }

    struct Bordered: ViewModifier {
        @State var width = 1.0
        func body(content: Content) -> some View { content.padding(width) }
    }

    struct Owner: View {
        @StateObject var tracked = Tracked()
        var body: some View {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))").modifier(Bordered())
            }
        }
    }

    @Test func graphsAndTheirModelsAreReleasedWithTheirHostOrRender() throws {
        weak var graph: ViewGraph?
        do {
            let host = ViewHost(Owner().frame(width: 40, height: 20))
            graph = host.graph
            _ = try host.render()
            _ = ImageRenderer(content: Owner().frame(width: 40, height: 20)).displayList
        }
        #expect(graph == nil)
        #expect(Tracked.alive == 0)
    }
}
