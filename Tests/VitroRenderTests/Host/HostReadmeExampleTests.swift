import Testing
import Vitro

/// The README's `ViewHost` example, kept compiling and passing.
struct ReadmeCounter: View {
    @State private var count = 0
    @State private var loaded = false
    var body: some View {
        VStack {
            Text(loaded ? "Count: \(count)" : "Loading")
            Button("Increment") { count += 1 }
        }
        .task { loaded = true }
    }
}

@MainActor @Test func theReadmesHostExampleIncrements() async throws {
    let host = ViewHost(ReadmeCounter())
    await host.advance(by: 0)
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(host.displayList.description.contains("text \"2\""))
    let image = try host.render()
    #expect(image.width > 0)
}
