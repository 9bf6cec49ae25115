import Foundation
import Testing
import Vitro

@MainActor
@Suite struct ControlTests {
    func list(_ v: some View) -> String { ImageRenderer(content: v).displayList.description }

    @Test func buttonStylesDrawAsOnIOS26() {
        #expect(list(Button("Go") {}).contains("text \"Go\""))
        #expect(list(Button("Go") {}).contains("#0088FF"), "the automatic style tints the label")
        #expect(list(Button("Go") {}.buttonStyle(.borderedProminent)).contains("fill"))
        #expect(list(Button("Go") {}.buttonStyle(.borderedProminent)).contains("#FFFFFF"))
        #expect(list(Button("Go") {}.buttonStyle(.glass)).contains("backdrop glass"))
        #expect(list(Button("Delete", role: .destructive) {}).contains("#FF383C"))
        #expect(list(Button("Go") {}.buttonStyle(.glass).pressed()).contains("group transform"), "pressed glass grows")
    }

    @Test func toggleTracksAndKnobs() {
        let on = list(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300))
        #expect(on.contains("#34C759"), "green track when on")
        #expect(on.contains("shadow"))
        let off = list(Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 300))
        #expect(!off.contains("#34C759"))
        let pressed = list(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300).pressed())
        #expect(pressed.contains("backdrop glass"), "the knob turns to glass while pressed")
    }

    @Test func sliderFillsToItsValue() {
        let v = list(Slider(value: .constant(0.25)).frame(width: 200))
        #expect(v.contains("backdrop") == false)
        #expect(list(Slider(value: .constant(0.25)).frame(width: 200).pressed()).contains("backdrop glass"))
    }

    @Test func textFieldsShowTheirPromptOrText() {
        #expect(list(TextField("Name", text: .constant(""))).contains("#3C3C43@0.3"), "prompt in the placeholder color")
        #expect(list(TextField("Name", text: .constant("Ada"))).contains("text \"Ada\""))
        #expect(list(SecureField("Password", text: .constant("abc"))).contains("text \"•••\""))
        #expect(list(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)).contains("fill"))
    }

    @Test func labelsPutTheIconFirst() throws {
        let l = list(Label("Flag", systemImage: "flag.fill"))
        let icon = l.range(of: "fill")!.lowerBound, title = l.range(of: "text \"Flag\"")!.lowerBound
        #expect(icon < title)
    }

    @Test func stateAndBindingsDrive() {
        struct Counter: View {
            @State var count = 3
            var body: some View { Text("\(count)") }
        }
        #expect(list(Counter()).contains("text \"3\""))
        var value = 1
        let b = Binding(get: { value }, set: { value = $0 })
        b.wrappedValue = 5
        #expect(value == 5)
        #expect(Binding.constant(7).wrappedValue == 7)
    }

    @Test func environmentPropertyReadsTheEnvironment() {
        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(list(Scheme().environment(\.colorScheme, .dark)).contains("text \"dark\""))
        #expect(list(Scheme()).contains("text \"light\""))
    }

    @Test func unknownSymbolsDrawAPlaceholder() {
        #expect(list(Image(systemName: "no.such.symbol")).contains("fill"))
        for name in ["flag.fill", "scribble.variable", "eraser.fill", "cloud.bolt.rain.fill", "sun.rain.fill", "moon.stars.fill", "moon.fill"] {
            #expect(Image.builtInSymbolNames.contains(name))
        }
        #expect(Image.builtInSymbolNames.count >= 37)
    }
}
