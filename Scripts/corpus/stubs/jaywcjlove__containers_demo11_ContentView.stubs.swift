// Stubs of the app's own view used by ContentView.swift.
import Vitro

struct PostNoSelectionPlaceholder: View {
    var body: some View { Text("No post selected").foregroundStyle(.secondary) }
}
