import Testing
import Vitro
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

struct TitleKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

@MainActor
struct PreferenceTests {
    struct Titled: View {
        let log: EventLog
        @State var second = "two"
        var body: some View {
            VStack {
                Text("a").preference(key: TitleKey.self, value: ["one"])
                Text("b").preference(key: TitleKey.self, value: [second])
                Button("Rename") { second = "deux" }
            }
            .transformPreference(TitleKey.self) { $0.append("end") }
            .onPreferenceChange(TitleKey.self) { log.note($0.joined(separator: ",")) }
        }
    }

    @Test func preferencesReachOnPreferenceChange() throws {
        let log = EventLog()
        let host = ViewHost(Titled(log: log))
        _ = host.displayList
        #expect(log.events == ["one,two,end"])
        try host.tap("Rename")
        #expect(log.events == ["one,two,end", "one,deux,end"])
        _ = host.displayList
        #expect(log.events.count == 2, "an unchanged value is not reported again")
    }

    @Test func anchorsResolveInTheReadersCoordinates() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(width: 50, height: 30)
                Color.red.frame(width: 20, height: 10)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .padding(5)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Text("\(Int(rect.minX)),\(Int(rect.minY)),\(Int(rect.width)),\(Int(rect.height))")
                    }
                }
            })
        // The overlay's proxy covers the padded stack: the red view sits 5 + 15 in, 5 + 30 down.
        #expect(texts(host) == ["20,35,20,10"])
    }
}
