// A settings form as an app writes it. The import is the only line that differs from the
// SwiftUI original.
import Vitro

enum TextSize: String, CaseIterable, Identifiable {
    case small = "Small"
    case standard = "Standard"
    case large = "Large"
    var id: Self { self }
}

struct SettingsFormScreen: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var textSize = TextSize.standard
    @State private var brightness = 0.6
    @State private var autoLockMinutes = 2
    @State private var confirmsSignOut = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle")
                            .font(.system(size: 44))
                            .foregroundStyle(.tint)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Ada Lovelace").font(.title3.weight(.semibold))
                            Text("Apple Account, iCloud and more").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section("Connections") {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                    Toggle("Wi-Fi", isOn: $wifi)
                    NavigationLink("Bluetooth") {
                        Text("Bluetooth devices")
                            .navigationTitle("Bluetooth")
                    }
                }
                Section {
                    Picker("Text Size", selection: $textSize) {
                        ForEach(TextSize.allCases) { size in
                            Text(size.rawValue).tag(size)
                        }
                    }
                    Slider(value: $brightness) {
                        Text("Brightness")
                    }
                    Stepper("Auto-Lock: \(autoLockMinutes) min", value: $autoLockMinutes, in: 1...5)
                } header: {
                    Text("Display")
                } footer: {
                    Text("Auto-Lock turns the display off after the time you choose.")
                }
                Section {
                    LabeledContent("Version", value: "26.1")
                    Button("Sign Out", role: .destructive) {
                        confirmsSignOut = true
                    }
                }
            }
            .navigationTitle("Settings")
            .alert("Sign Out?", isPresented: $confirmsSignOut) {
                Button("Cancel", role: .cancel) {}
                Button("Sign Out", role: .destructive) {}
            } message: {
                Text("Your data stays in iCloud.")
            }
        }
    }
}
