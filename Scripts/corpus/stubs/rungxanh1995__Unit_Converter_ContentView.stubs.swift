// Stubs of the app's own view used by ContentView.swift (a file of the app).
import Vitro

struct UCForm: View {
    var body: some View { Text("Unit Converter").font(.title) }
}
