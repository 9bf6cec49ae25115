// A settings screen as an app writes it: a navigation stack over a grouped form.
#if canImport(SwiftUI)
    import SwiftUI
#else
    import Vitro
#endif

enum Appearance: String, CaseIterable, Identifiable {
    case system = "System"
    case light = "Light"
    case dark = "Dark"
    var id: Self { self }
}

struct SettingsScreen: View {
    @State private var notificationsOn = true
    @State private var appearance = Appearance.system
    @State private var fontSize = 17.0
    @State private var backupsKept = 3
    @State private var name = "Ada Lovelace"

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Name", text: $name)
                    LabeledContent("Plan", value: "Family")
                    NavigationLink("Devices") {
                        Text("Devices")
                    }
                }
                Section {
                    Toggle("Notifications", isOn: $notificationsOn)
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("Keep \(backupsKept) backups", value: $backupsKept, in: 1...10)
                } header: {
                    Text("General")
                } footer: {
                    Text("Backups older than the ones kept are deleted every night.")
                }
                Section("Text") {
                    Slider(value: $fontSize, in: 12...30, step: 1) {
                        Text("Size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsScreen()
}
