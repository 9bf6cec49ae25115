import Vitro

@main
struct SampleApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
