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
        #expect(list(Button("Go") {}.buttonStyle(.glass)).contains("glass regular capsule"))
        #expect(list(Button("Delete", role: .destructive) {}).contains("#FF383C"))
        #expect(list(Button("Go") {}.buttonStyle(.glass).pressed()).contains("pressed at"), "pressed glass grows")
    }

    @Test func toggleTracksAndKnobs() {
        let on = list(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300))
        #expect(on.contains("#34C759"), "green track when on")
        #expect(on.contains("shadow"))
        let off = list(Toggle("Wi-Fi", isOn: .constant(false)).frame(width: 300))
        #expect(!off.contains("#34C759"))
        let pressed = list(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300).pressed())
        #expect(pressed.contains("glass clear capsule"), "the knob turns to glass while pressed")
    }

    @Test func sliderFillsToItsValue() {
        let v = list(Slider(value: .constant(0.25)).frame(width: 200))
        #expect(v.contains("backdrop") == false)
        #expect(list(Slider(value: .constant(0.25)).frame(width: 200).pressed()).contains("glass clear capsule"))
    }

    @Test func textFieldsShowTheirPromptOrText() {
        #expect(list(TextField("Name", text: .constant(""))).contains("#3C3C43@0.3"), "prompt in the placeholder color")
        #expect(list(TextField("Name", text: .constant("Ada"))).contains("text \"Ada\""))
        #expect(list(SecureField("Password", text: .constant("abc"))).contains("text \"•••\""))
        #expect(list(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)).contains("fill"))
    }

    @Test func labelsPutTheIconFirst() throws {
        let l = list(Label("Flag", systemImage: "flag.fill"))
        let icon = l.range(of: "fill")!.lowerBound
        let title = l.range(of: "text \"Flag\"")!.lowerBound
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
        for name in [
            "flag.fill", "scribble.variable", "eraser.fill", "cloud.bolt.rain.fill", "sun.rain.fill", "moon.stars.fill",
            "moon.fill",
        ] {
            #expect(Image.builtInSymbolNames.contains(name))
        }
        #expect(Image.builtInSymbolNames.count >= 37)
    }
}

extension ControlTests {
    @Test func truncationModes() {
        let long = "The quick brown fox jumps over the lazy dog"
        func text(_ mode: Text.TruncationMode) -> String {
            let l = list(Text(long).lineLimit(1).truncationMode(mode).frame(width: 120))
            return l.split(separator: "\n").compactMap { line in
                line.split(separator: "\"").dropFirst().first.map(String.init)
            }.joined(separator: " ")
        }
        #expect(text(.tail).hasSuffix("…"))
        #expect(text(.head).hasPrefix("…") && text(.head).hasSuffix("dog"))
        #expect(text(.middle).hasPrefix("The") && text(.middle).hasSuffix("dog") && text(.middle).contains("…"))
    }

    @Test func templateImagesTakeTheForegroundStyle() throws {
        var samples = [UInt16](repeating: 0, count: 8 * 8 * 4)
        for i in 0..<(8 * 8) { samples[i * 4 + 3] = i % 2 == 0 ? 65535 : 0 }
        let mask = try RasterImage(width: 8, height: 8, samples: samples)
        let l = list(Image(mask).renderingMode(.template).foregroundStyle(Color.red))
        #expect(l.contains("group mask") && l.contains("#FF383C"))
    }

    @Test func resizableSymbolsFillTheirFrame() {
        let l = list(Image(systemName: "circle.fill").resizable().frame(width: 100, height: 100))
        // The symbol is drawn in its frame, not at the font's size.
        // 0.84 of the frame for the symbol, the circle 0.92 of that: 77.28 points, centered.
        #expect(l.contains("fill (11.36, 11.36, 77.28, 77.28)"), "\(l)")
        let large = list(Image(systemName: "circle.fill").imageScale(.large))
        let medium = list(Image(systemName: "circle.fill"))
        #expect(large != medium)
    }

    @Test func renderersRefuseCanvasesOverTheLimit() {
        let r = ImageRenderer(content: Color.red.frame(width: 10_000, height: 10_000))
        #expect(throws: ImageRenderer<AnyView>.RenderError.self) {
            _ = try ImageRenderer(content: AnyView(Color.red.frame(width: 10_000, height: 10_000))).render()
        }
        r.pixelLimit = 1000
        #expect {
            try r.render()
        } throws: { error in
            "\(error)".contains("over the limit of 1000 pixels")
        }
        #expect(throws: (any Error).self) { try ImageRenderer(content: Color.red.frame(width: 0, height: 0)).render() }
    }

    @Test func linearColorModeBlendsInLinearLight() throws {
        let v = ZStack {
            Color.black
            Color.white.opacity(0.5)
        }.frame(width: 4, height: 4)
        let gamma = try ImageRenderer(content: v).render().color(atX: 1, y: 1)
        let r = ImageRenderer(content: v)
        r.colorMode = .linear
        let linear = try r.render().converted(to: .sRGB).color(atX: 1, y: 1)
        #expect(abs(gamma.red - 0.5) < 0.01)
        // Half white in linear light is 0.735 once encoded.
        #expect(abs(linear.red - 0.735) < 0.03)
    }
}

extension ControlTests {
    @Test func inertModifiersAreKeptForLater() {
        let view = Text("Play")
            .id("play")
            .transition(.opacity)
            .animation(.spring, value: 1)
            .accessibilityLabel("Play the song")
            .onTapGesture {}
        let dump = ImageRenderer(content: view).layoutDescription
        #expect(dump.contains("id play") && dump.contains("transition opacity") && dump.contains("animation spring"))
        #expect(dump.contains("label \"Play the song\"") && dump.contains("tap"))
        // Nothing changes in the picture.
        #expect(ImageRenderer(content: view).displayList == ImageRenderer(content: Text("Play")).displayList)
    }
}
