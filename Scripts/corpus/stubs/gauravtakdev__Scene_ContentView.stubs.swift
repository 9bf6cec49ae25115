// Stubs of the app's own views used by ContentView.swift (each is a file of the app; here a
// plain stand-in of the same initializer).
import Vitro

struct BackgroundView: View {
    var body: some View { LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom).ignoresSafeArea() }
}

struct TitleViewWithGlassDesign: View {
    let title: String
    var body: some View { Text(title).font(.title).padding().glassEffect() }
}

struct ActionButtonsWithGlassDesign: View {
    var body: some View { Circle().fill(.white.opacity(0.3)).frame(width: 72, height: 72) }
}
