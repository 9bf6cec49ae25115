import VitroBase

/// Everyday controls as iOS 26 draws them at rest, in light and dark.
struct ControlsSheet: View {
    var body: some View {
        HStack(spacing: 0) {
            panel.environment(\.colorScheme, .light)
            panel.environment(\.colorScheme, .dark)
        }
    }

    var panel: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Controls").font(.title2).bold()
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Slider(value: .constant(0.4))
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(0)
                Text("Medium").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.segmented)
            Stepper("Quantity: 2", value: .constant(2), in: 0...9)
            ProgressView(value: 0.6)
            HStack {
                Button("Plain") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
            Label("Favorites", systemImage: "star.fill")
            Text("Secondary text wraps onto more lines when it runs out of room, as on iOS.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(width: 360)
        .background(Color(.systemGroupedBackground))
    }
}
