import Vitro

/// A count and a button that adds one: tap it in a live preview.
public struct CounterView: View {
    @State private var count = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 20) {
            Text("Count: \(count)").font(.largeTitle).monospacedDigit()
            Button("Add one") { count += 1 }.buttonStyle(.borderedProminent)
        }
    }
}

#Preview("Counter") {
    CounterView()
}

#Preview("Wi-Fi toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn).padding().frame(width: 320)
}
