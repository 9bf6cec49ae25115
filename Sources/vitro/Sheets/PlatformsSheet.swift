import VitroBase

/// One small settings app on each platform, as each platform draws it, in light: on top an
/// alert over it on an iPhone (Liquid Glass over ultra thick), a Mac window (a compact panel
/// on the sheet material with the app's icon) and an Apple Watch (the whole screen on
/// material); then its sheet in a visionOS window (on glass), its menu in the Mac window (a
/// narrow panel on the menu material) and its sheet on the watch (full screen, the close button
/// top-leading); last its sheet on an Apple TV and in the Mac window (hanging under the title
/// bar). Each screen is drawn at its own scale so the rows fit.
@MainActor
struct PlatformsSheet {
    let scale: CGFloat

    /// A platform's screen and how large it is shown (a fraction of its size in points).
    struct Shot {
        let name: String
        let device: Device
        let factor: CGFloat
        let content: AnyView
        var interact: (ViewHost<AnyView>) throws -> Void = { _ in }
    }

    func render() throws -> Pixmap {
        let rows: [[Shot]] = [
            [
                Shot(name: "iOS", device: .iPhone, factor: 0.6, content: AnyView(SettingsApp(presents: .alert))),
                Shot(name: "macOS", device: .mac, factor: 0.5, content: AnyView(SettingsApp(presents: .alert))),
                Shot(name: "watchOS", device: .appleWatch, factor: 1, content: AnyView(SettingsApp(presents: .alert))),
            ],
            [
                Shot(
                    name: "visionOS", device: .visionPro, factor: 0.5, content: AnyView(SettingsApp(presents: .sheet))),
                Shot(name: "macOS", device: .mac, factor: 0.5, content: AnyView(SettingsApp(presents: .none))) {
                    try $0.tap("Sort")
                },
                Shot(name: "watchOS", device: .appleWatch, factor: 1, content: AnyView(SettingsApp(presents: .sheet))),
            ],
            [
                Shot(name: "tvOS", device: .appleTV, factor: 1.0 / 3, content: AnyView(SettingsApp(presents: .sheet))),
                Shot(name: "macOS", device: .mac, factor: 0.5, content: AnyView(SettingsApp(presents: .sheet))),
            ],
        ]
        var images: [[(String, RasterImage, CGSize)]] = []
        for row in rows {
            images.append(
                try row.map { shot in
                    let image =
                        shot.device == .visionPro
                        ? try spaceShot(shot.content, scale: scale * shot.factor)
                        : try deviceShot(
                            shot.device, shot.content, .light, scale: scale * shot.factor, interact: shot.interact)
                    let bezel: CGFloat = shot.device == .iPhone ? 6 : 10
                    let size = CGSize(
                        width: (shot.device.size.width + 2 * bezel) * shot.factor,
                        height: (shot.device.size.height + 2 * bezel) * shot.factor)
                    return (shot.name, image, size)
                })
        }
        let sheet = VStack(alignment: .leading, spacing: 40) {
            ForEach(0..<images.count, id: \.self) { row in
                HStack(alignment: .top, spacing: 40) {
                    ForEach(0..<images[row].count, id: \.self) { column in
                        let (name, image, size) = images[row][column]
                        VStack(spacing: 10) {
                            Image(image).resizable().frame(width: size.width, height: size.height)
                            Text(name).font(.headline).foregroundStyle(Color(white: 0.25))
                        }
                    }
                }
            }
        }
        .padding(40)
        .background(Color(white: 0.86))
        let renderer = ImageRenderer(content: sheet)
        renderer.scale = scale
        return try renderer.renderPixmap()
    }

    /// A visionOS window floating in a room: the window's glass over a colorful backdrop that
    /// fills the frame a bezel would (10 pt each side), so the glass has something to show.
    func spaceShot(_ content: AnyView, scale: CGFloat) throws -> RasterImage {
        let device = Device.visionPro
        let host = ViewHost(
            AnyView(
                DeviceScreen(device: device) { content }
                    .clipShape(RoundedRectangle(cornerRadius: device.cornerRadius, style: .continuous))
                    .padding(10)
                    .background(AnimationBackdrop())
                    .clipShape(RoundedRectangle(cornerRadius: device.cornerRadius + 10, style: .continuous))))
        host.environment(\.colorScheme, .light)
        host.scale = scale
        return try host.render()
    }
}

/// A small settings screen written once for every platform: a form of toggles, a value and a
/// Sort menu, and, when asked, an alert or a sheet.
struct SettingsApp: View {
    enum Presenting { case none, alert, sheet }
    let presents: Presenting
    @State private var syncs = true
    @State private var notifies = false
    @State private var asksToSignOut = false
    @State private var showsAccount = false

    init(presents: Presenting) {
        self.presents = presents
        _asksToSignOut = State(initialValue: presents == .alert)
        _showsAccount = State(initialValue: presents == .sheet)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Library") {
                    Toggle("Sync Library", isOn: $syncs)
                    Toggle("Notifications", isOn: $notifies)
                    LabeledContent("Storage", value: "12.4 GB")
                }
                Section {
                    Menu("Sort") {
                        Button("By Title", systemImage: "list.bullet") {}
                        Button("By Date Added", systemImage: "calendar") {}
                        Button("By Artist", systemImage: "person") {}
                    }
                    // Not destructive: signing out loses nothing ("Your downloads stay"), and the
                    // HIG keeps red for actions that destroy data a person did not choose to
                    // lose (iOS's red is 3.6:1 on white, under 4.5:1 for 17 pt text).
                    Button("Sign Out") { asksToSignOut = true }
                }
            }
            .navigationTitle("Settings")
        }
        .alert("Sign Out?", isPresented: $asksToSignOut) {
            Button("Cancel", role: .cancel) {}
            Button("Sign Out") {}
        } message: {
            Text("Your downloads stay on this device.")
        }
        .sheet(isPresented: $showsAccount) {
            AccountSheet()
        }
        .legibleTint()
    }
}

/// The account sheet of ``SettingsApp``: a short form with a prominent button.
struct AccountSheet: View {
    @State private var backs = true

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Account").font(.title2.bold())
            Text("Signed in as ada@example.com").foregroundStyle(.secondary)
            Toggle("Back Up Library", isOn: $backs)
            HStack {
                Spacer()
                Button("Done") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding(20)
        // Its own tint too: white on iOS's blue is 3.5:1, under 4.5:1 for 13 pt on a Mac.
        .legibleTint()
    }
}
