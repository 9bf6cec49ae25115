import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

final class Store: ObservableObject {
    @Published var count = 0
    @Published var name = "store"
}

@Observable final class Model {
    var title = "first"
    var detail = "plain"
}

@MainActor
struct DataFlowTests {
    struct StoreReader: View {
        @ObservedObject var store: Store
        var body: some View { Text("Count \(store.count)") }
    }

    struct StoreOwner: View {
        @StateObject var store = Store()
        var body: some View {
            VStack {
                StoreReader(store: store)
                Button("Add") { store.count += 1 }
            }
        }
    }

    @Test func anObservableObjectChangeReRendersItsReaders() throws {
        let store = Store()
        let host = ViewHost(StoreReader(store: store))
        #expect(texts(host) == ["Count 0"])
        host.perform { store.count = 3 }
        #expect(texts(host) == ["Count 3"])
    }

    @Test func aStateObjectIsMadeOnceAndKept() throws {
        let host = ViewHost(StoreOwner())
        try host.tap("Add")
        try host.tap("Add")
        #expect(texts(host).first == "Count 2")
    }

    @Test func environmentObjectsReachDescendants() {
        struct Deep: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("Name \(store.name)") }
        }
        let store = Store()
        let host = ViewHost(VStack { Deep() }.environmentObject(store))
        #expect(texts(host) == ["Name store"])
        host.perform { store.name = "changed" }
        #expect(texts(host) == ["Name changed"])
    }

    struct TitleView: View {
        let model: Model
        let log: BodyLog
        var body: some View {
            log.note("title")
            return Text(model.title)
        }
    }

    struct DetailView: View {
        let model: Model
        let log: BodyLog
        var body: some View {
            log.note("detail")
            return Text(model.detail)
        }
    }

    @Test func anObservablePropertyChangeReRendersOnlyTheViewsThatReadIt() {
        let model = Model()
        let log = BodyLog()
        let host = ViewHost(
            VStack {
                TitleView(model: model, log: log)
                DetailView(model: model, log: log)
            })
        #expect(texts(host) == ["first", "plain"])
        host.perform { model.title = "second" }
        #expect(texts(host) == ["second", "plain"])
        #expect(log["title"] == 2)
        #expect(log["detail"] == 1, "the detail view did not read the title")
    }

    @Test func observableModelsLiveInStateAndTheEnvironment() throws {
        struct Reader: View {
            @Environment(Model.self) var model
            var body: some View { Text("Env \(model.title)") }
        }
        struct Editor: View {
            @Bindable var model: Model
            var body: some View { TextField("Title", text: $model.title) }
        }
        struct Owner: View {
            @State var model = Model()
            var body: some View {
                VStack {
                    Reader()
                    Editor(model: model)
                }
                .environment(model)
            }
        }
        let host = ViewHost(Owner())
        #expect(texts(host).first == "Env first")
        try host.enter("typed", into: "Title")
        #expect(texts(host) == ["Env typed", "typed"])
    }

    @Test func controlsWriteThroughTheirBindings() throws {
        struct Controls: View {
            @State var on = false
            @State var level = 0.0
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    Slider(value: $level, in: 0...10, step: 1).accessibilityIdentifier("level")
                    Text(on ? "on" : "off")
                    Text("level \(Int(level))")
                }
            }
        }
        let host = ViewHost(Controls())
        try host.tap("Wi-Fi")
        try host.slide("level", to: 6.6)
        #expect(texts(host).suffix(2) == ["on", "level 7"])
        try host.tap("Wi-Fi")
        try host.slide("level", to: 42)
        #expect(texts(host).suffix(2) == ["off", "level 10"])
    }

    @Test func bindingsProjectUnwrapAndStayConstant() {
        var stored: Int? = 4
        let optional = Binding(get: { stored }, set: { stored = $0 })
        let unwrapped = Binding(optional)
        unwrapped?.wrappedValue = 5
        #expect(stored == 5)
        stored = nil
        #expect(Binding(optional) == nil)
        let constant = Binding.constant(3)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 3)
        struct Point { var x = 1 }
        var point = Point()
        let x = Binding(get: { point }, set: { point = $0 }).x
        x.wrappedValue = 8
        #expect(point.x == 8)
    }

    @Test func forEachOverABindingGivesBindingsToTheElements() throws {
        struct Task: Identifiable {
            let id: Int
            var done = false
        }
        struct Tasks: View {
            @State var tasks = [Task(id: 1), Task(id: 2)]
            var body: some View {
                VStack {
                    ForEach($tasks) { $task in
                        Toggle("Task \(task.id)", isOn: $task.done)
                    }
                    Text("Done \(tasks.filter(\.done).count)")
                }
            }
        }
        let host = ViewHost(Tasks())
        try host.tap("Task 2")
        #expect(texts(host).last == "Done 1")
    }

    @Test func appStorageLivesInTheHostsStore() throws {
        struct Settings: View {
            @AppStorage("volume") var volume = 1
            var body: some View {
                VStack {
                    Text("Volume \(volume)")
                    Button("Louder") { volume += 1 }
                }
            }
        }
        let host = ViewHost(Settings())
        host.storage["volume"] = 5
        #expect(texts(host).first == "Volume 5")
        try host.tap("Louder")
        #expect(texts(host).first == "Volume 6")
        #expect(host.storage["volume"] as? Int == 6)
    }

    @Test func tappingNothingOrSeveralIsAClearError() {
        let host = ViewHost(
            VStack {
                Button("Same") {}
                Button("Same") {}
            })
        #expect(throws: ViewHostError.noControl(label: "Missing", action: "tap")) { try host.tap("Missing") }
        #expect(throws: ViewHostError.severalControls(label: "Same", action: "tap", count: 2)) {
            try host.tap("Same")
        }
    }
}
