// Stubs of the app's own button styles used by ContentView.swift (each is a file of the app).
import Vitro

struct CustomButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(.blue, in: Capsule()).foregroundStyle(.white)
    }
}

struct CustomContactButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(.green, in: RoundedRectangle(cornerRadius: 10)).foregroundStyle(.white)
    }
}

struct GhostButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().overlay(Capsule().stroke(.blue, lineWidth: 2)).foregroundStyle(.blue)
    }
}
