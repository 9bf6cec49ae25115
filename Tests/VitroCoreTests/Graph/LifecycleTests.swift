import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Records events in order.
@MainActor
final class EventLog {
    var events: [String] = []
    func note(_ event: String) { events.append(event) }
}

@MainActor
struct LifecycleTests {
    struct Shown: View {
        let name: String
        let log: EventLog
        var body: some View {
            Text(name)
                .onAppear { log.note("appear \(name)") }
                .onDisappear { log.note("disappear \(name)") }
        }
    }

    struct Switcher: View {
        let log: EventLog
        @State var showsFirst = true
        @State var value = 0
        var body: some View {
            VStack {
                if showsFirst { Shown(name: "first", log: log) } else { Shown(name: "second", log: log) }
                Button("Switch") { showsFirst.toggle() }
                Button("Bump") { value += 1 }
            }
            .onChange(of: value) { old, new in log.note("change \(old)→\(new)") }
            .onChange(of: showsFirst, initial: true) { log.note("shows first: \(showsFirst)") }
        }
    }

    @Test func onAppearOnDisappearAndOnChangeRunAtTheirMoments() throws {
        let log = EventLog()
        let host = ViewHost(Switcher(log: log))
        _ = host.displayList
        // Actions of one update run after it, outer modifiers' first.
        #expect(log.events == ["shows first: true", "appear first"])
        try host.tap("Bump")
        #expect(log.events.last == "change 0→1")
        try host.tap("Switch")
        #expect(Array(log.events.suffix(3)) == ["shows first: false", "appear second", "disappear first"])
        _ = host.displayList
        try host.tap("Bump")
        #expect(log.events.count == 7, "a render with nothing changed runs nothing; appear runs once per identity")
        #expect(log.events.last == "change 1→2")
    }

    struct Loader: View {
        let log: EventLog
        @State var loaded = "loading"
        var body: some View {
            Text(loaded)
                .task {
                    log.note("task started")
                    loaded = "loaded"
                    do {
                        // Waits until cancelled: the view disappearing is what ends it.
                        try await Task.sleep(for: .seconds(3600))
                    } catch {
                        log.note("task cancelled")
                    }
                }
        }
    }

    struct LoaderHolder: View {
        let log: EventLog
        @State var shows = true
        var body: some View {
            VStack {
                if shows { Loader(log: log) }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test func tasksRunOnTheHostsClockAndAreCancelledWhenTheirViewDisappears() async throws {
        let log = EventLog()
        let host = ViewHost(LoaderHolder(log: log))
        #expect(texts(host).first == "loading", "a task does not run until the host's clock moves")
        await host.advance(by: 0)
        #expect(texts(host).first == "loaded")
        #expect(log.events == ["task started"])
        try host.tap("Hide")
        await host.advance(by: 0)
        #expect(log.events == ["task started", "task cancelled"])
    }

    @Test func aTaskWithAnIdRestartsWhenTheIdChanges() async throws {
        struct Fetcher: View {
            let log: EventLog
            @State var query = "a"
            var body: some View {
                Button("Next") { query += "a" }
                    .task(id: query) { log.note("fetch \(query)") }
            }
        }
        let log = EventLog()
        let host = ViewHost(Fetcher(log: log))
        await host.advance(by: 0)
        try host.tap("Next")
        await host.advance(by: 0)
        #expect(log.events == ["fetch a", "fetch aa"])
    }
}

@MainActor
struct HostClockTests {
    @Test func timelineViewsSeeTheHostsClock() async {
        let host = ViewHost(
            TimelineView(.periodic(from: .distantPast, by: 1)) { context in
                Text("\(Int(context.date.timeIntervalSinceReferenceDate))")
            })
        #expect(texts(host) == ["0"])
        await host.advance(by: 2.5)
        #expect(texts(host) == ["2"], "the date moved 2.5 seconds on")
    }
}
