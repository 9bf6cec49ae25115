import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Content on glass is resolved for both appearances (the renderer picks one by the luminance
/// beneath); its state must still be one state that survives re-renders and taps.
@MainActor
struct GlassStateTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
                .padding()
                .glassEffect()
        }
    }

    @Test func stateOnGlassSurvivesTapsAndReRenders() throws {
        let host = ViewHost(VStack { Counter() })
        try host.tap("Count 0")
        try host.tap("Count 1")
        // The display list prints text word by word.
        let printed = host.displayList.description
        #expect(printed.contains("text \"2\""))
        #expect(!printed.contains("text \"1\"") && !printed.contains("text \"0\""))
        _ = try host.render()
        #expect(host.displayList.description.contains("text \"2\""))
    }
}
