import VitroBase

/// Everyday controls as iOS 26 draws them at rest, in light and dark.
///
/// The buttons' labels are bold and tinted as the HIG asks of text that must be legible:
/// iOS's own blue at 17 pt regular is below WCAG's 4.5:1 (#0088FF: 3.1:1 on the grouped
/// background, 2.7:1 on the bordered fill, white on it 3.5:1), so the row is bold (large text,
/// 3:1) and the light panel's tint is the blue iOS itself draws with Increase Contrast (#1E6EF4),
/// as an app's accent color would be (`vitro audit --scene controls`).
struct ControlsSheet: View {
    /// iOS 26's systemBlue with Increase Contrast, in light.
    static let legibleLightTint = Color(Palette.iOS26.color(.blue, .increasedContrastLight))

    var body: some View {
        HStack(spacing: 0) {
            panel(tint: Self.legibleLightTint).environment(\.colorScheme, .light)
            panel(tint: .blue).environment(\.colorScheme, .dark)
        }
    }

    func panel(tint: Color) -> some View {
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
            .bold()
            .tint(tint)
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
