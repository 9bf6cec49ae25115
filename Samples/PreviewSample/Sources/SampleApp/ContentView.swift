import SampleCards
import SampleControls
import Vitro

/// The app's screen: a navigation stack with the cards and the counter.
struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ProfileCard(name: "Ada Lovelace", role: "Engineer")
                NavigationLink("Counter") { CounterView() }
                Spacer()
            }
            .padding()
            .navigationTitle("Sample")
        }
    }
}

#Preview("App") {
    ContentView()
}
