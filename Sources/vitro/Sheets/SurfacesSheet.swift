import Vitro

/// System surfaces as iOS 26 draws them: a settings screen (navigation stack, inset grouped
/// list, glass toolbar) in light and dark, and a music app's floating tab bar.
struct SurfacesSheet: View {
    var body: some View {
        HStack(spacing: 48) {
            phone { SettingsScreen() }
            phone { MusicScreen() }
            phone { SettingsScreen() }.environment(\.colorScheme, .dark)
        }
        .padding(48)
        .background(Color(white: 0.86))
    }

    /// A screen on an iPhone, its display corners rounded, in a thin dark bezel.
    func phone<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        let display = RoundedRectangle(cornerRadius: Device.iPhone.cornerRadius, style: .continuous)
        return DeviceScreen(device: .iPhone, content: content)
            .clipShape(display)
            .padding(6)
            .background(Color(white: 0.1), in: RoundedRectangle(cornerRadius: Device.iPhone.cornerRadius + 6))
    }
}

/// A settings screen written as an app would write it.
struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    row("General", "gear", .gray, value: nil)
                    row("Wi-Fi", "globe", .blue, value: "Home")
                    row("Notifications", "bell.fill", .red, value: nil)
                    row("Focus", "moon.fill", .indigo, value: nil)
                }
                Section("Privacy") {
                    row("Passwords", "lock.fill", .orange, value: nil)
                    row("Account", "person.crop.circle", .green, value: "iCloud")
                }
                Section {
                    Text("Reset All Settings").foregroundStyle(.red)
                } footer: {
                    Text("Restores the defaults; your data stays on this iPhone.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "magnifyingglass") }
                    Button(action: {}) { Image(systemName: "plus") }
                }
            }
        }
    }

    func row(_ title: String, _ symbol: String, _ color: Color, value: String?) -> some View {
        NavigationLink(value: title) {
            HStack(spacing: 14) {
                Image(systemName: symbol)
                    .font(.system(size: 16, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(width: 30, height: 30)
                    .background(color, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                Text(title)
                Spacer()
                if let value { Text(value).foregroundStyle(.secondary) }
            }
        }
    }
}

/// A music app with iOS 26's floating tab bar.
struct MusicScreen: View {
    enum Page: Hashable { case home, browse, library, search }

    var body: some View {
        TabView(selection: .constant(Page.browse)) {
            Tab("Home", systemImage: "house.fill", value: .home) { Text("Home") }
            Tab("Browse", systemImage: "music.note", value: .browse) {
                NavigationStack {
                    List {
                        Section("New This Week") {
                            album("Glass Houses", "Harbour Lights", .teal)
                            album("Refraction", "The Bezels", .orange)
                            album("Soft Edges", "Frost", .purple)
                        }
                        Section("Charts") {
                            album("Top 100", "Updated Fridays", .pink)
                            album("Daily 25", "Updated daily", .blue)
                        }
                    }
                    .navigationTitle("Browse")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button(action: {}) { Image(systemName: "person.crop.circle") }
                        }
                    }
                }
            }
            Tab("Library", systemImage: "square.fill", value: .library) { Text("Library") }
            Tab(value: .search, role: .search) { Text("Search") }
        }
    }

    func album(_ title: String, _ artist: String, _ color: Color) -> some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [color, color.opacity(0.5)], startPoint: .topLeading, endPoint: .bottomTrailing)
                )
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                Text(artist).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}
