import Testing

import Vitro
import VitroTestSupport
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Counts body evaluations by name.
@MainActor
final class BodyLog {
    var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
}

@MainActor
struct ViewGraphTests {
    struct Counter: View {
        let title: String
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(title): \(count)")
                Button("More \(title)") { count += 1 }
            }
        }
    }

    struct Parent: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Text("Generation \(generation)")
                Counter(title: "A")
                Button("Rebuild") { generation += 1 }
            }
        }
    }

    @Test func aChildsStateSurvivesItsParentsReRender() throws {
        let host = ViewHost(Parent())
        try host.tap("More A")
        try host.tap("More A")
        #expect(texts(host).contains("A: 2"))
        try host.tap("Rebuild")
        #expect(texts(host).contains("Generation 1"))
        #expect(texts(host).contains("A: 2"), "the counter keeps its count when its parent's body runs again")
    }

    struct Item: Identifiable, Hashable {
        let id: String
    }

    struct List: View {
        @State var items = [Item(id: "x"), Item(id: "y")]
        @State var generation = 0
        var body: some View {
            VStack {
                ForEach(items) { item in
                    Counter(title: item.id).id("\(item.id)-\(generation)")
                }
                Button("Reverse") { items.reverse() }
                Button("Renew") { generation += 1 }
            }
        }
    }

    @Test func stateFollowsIdentityThroughAReorderAndResetsWhenTheIdentityChanges() throws {
        let host = ViewHost(List())
        try host.tap("More x")
        #expect(texts(host).filter { $0.hasPrefix("x:") || $0.hasPrefix("y:") } == ["x: 1", "y: 0"])
        try host.tap("Reverse")
        #expect(texts(host).filter { $0.hasPrefix("x:") || $0.hasPrefix("y:") } == ["y: 0", "x: 1"])
        try host.tap("Renew")
        #expect(texts(host).filter { $0.hasPrefix("x:") || $0.hasPrefix("y:") } == ["y: 0", "x: 0"])
    }

    @Test func conditionalBranchesAreDifferentIdentities() throws {
        struct Switcher: View {
            @State var flag = true
            var body: some View {
                VStack {
                    if flag { Counter(title: "T") } else { Counter(title: "T") }
                    Button("Flip") { flag.toggle() }
                }
            }
        }
        let host = ViewHost(Switcher())
        try host.tap("More T")
        #expect(texts(host).contains("T: 1"))
        try host.tap("Flip")
        #expect(texts(host).contains("T: 0"), "the else branch is another view")
        try host.tap("Flip")
        #expect(texts(host).contains("T: 0"), "the first branch's state went when it disappeared")
    }

    struct Row: View {
        let title: String
        let log: BodyLog
        var body: some View {
            log.note(title)
            return Text(title)
        }
    }

    struct Rows: View {
        let log: BodyLog
        @State var tick = 0
        var body: some View {
            log.note("Rows")
            return VStack {
                Text("Tick \(tick)")
                Row(title: "one", log: log)
                Row(title: tick < 2 ? "two" : "second", log: log)
                Button("Tick") { tick += 1 }
            }
        }
    }

    @Test func bodyEvaluationCountsProveUnchangedChildrenAreSkipped() throws {
        let log = BodyLog()
        let host = ViewHost(Rows(log: log))
        _ = host.displayList
        #expect(log["Rows"] == 1 && log["one"] == 1 && log["two"] == 1)
        try host.tap("Tick")
        #expect(log["Rows"] == 2, "the view whose state changed runs again")
        #expect(log["one"] == 1 && log["two"] == 1, "children with equal inputs are not evaluated again")
        try host.tap("Tick")
        #expect(log["one"] == 1 && log["second"] == 1, "a child whose input changed is")
        _ = host.displayList
        #expect(log["Rows"] == 3, "a render with nothing changed evaluates nothing")
    }

    @Test func viewComparisonFollowsFields() {
        struct Plain: Equatable { var a = 1 }
        struct Fields { var a = 1, b = "x", c: [Int] = [1], d: Plain? = Plain(), e: AnyObject? = nil }
        #expect(ViewComparison.same(Fields(), Fields()))
        #expect(!ViewComparison.same(Fields(), Fields(b: "y")))
        #expect(!ViewComparison.same(Fields(), Fields(d: nil)))
        let object = BodyLog()
        #expect(ViewComparison.same(Fields(e: object), Fields(e: object)))
        #expect(!ViewComparison.same(Fields(e: object), Fields(e: BodyLog())))
    }

    @Test func closuresWithOtherCapturesAndConstantBindingsToOtherValuesHaveChanged() {
        func make(_ v: Int) -> () -> Int { { v } }
        #expect(!ViewComparison.same(make(1), make(2)))
        #expect(!ViewComparison.same(Binding.constant(true), Binding.constant(false)))
        #expect(!ViewComparison.same(Toggle("x", isOn: .constant(true)), Toggle("x", isOn: .constant(false))))
    }
}

@MainActor
struct HostInputTests {
    struct SchemeReader: View {
        let title: String
        @Environment(\.colorScheme) var scheme
        @State var taps = 0
        var body: some View {
            Button("\(title) \(scheme == .dark ? "dark" : "light") \(taps)") { taps += 1 }
        }
    }

    @Test func environmentOverridesAndNewContentUpdateTheViewAndKeepItsState() throws {
        let host = ViewHost(SchemeReader(title: "A"))
        try host.tap("A light 0")
        host.environment(\.colorScheme, .dark)
        #expect(texts(host) == ["A dark 1"])
        host.content = SchemeReader(title: "B")
        #expect(texts(host) == ["B dark 1"], "new content at the same place is the same view: its state stays")
    }
}
