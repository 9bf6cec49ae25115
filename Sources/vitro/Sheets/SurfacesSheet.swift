import VitroBase

/// iOS 26's system surfaces on iPhone, in light (top row) and dark (bottom row), each screen
/// written as an app writes it and scrolled by a ``ViewHost`` as a person would: a music app's
/// list scrolled under the navigation bar's soft edge with glass toolbar buttons and the
/// floating tab bar carrying a Now Playing accessory; the same app scrolled on, its tab bar
/// minimized with the accessory in line; a map with glass buttons and a half sheet; a
/// searchable list of mailboxes with badges, its search field at the bottom of the screen.
@MainActor
struct SurfacesSheet {
    let scale: CGFloat

    func render() throws -> Pixmap {
        var rows: [[RasterImage]] = []
        for scheme in [ColorScheme.light, .dark] {
            rows.append([
                // Scrolled down, then back up a little: the bar expands again over scrolled content.
                try phone(MusicApp(), scheme) {
                    try $0.scroll("albums", by: CGPoint(x: 0, y: 330))
                    try $0.scroll("albums", by: CGPoint(x: 0, y: -60))
                },
                try phone(MusicApp(), scheme) { try $0.scroll("albums", by: CGPoint(x: 0, y: 420)) },
                try phone(TrailMapScreen(), scheme),
                try phone(MailboxesScreen(), scheme),
            ])
        }
        return try phoneGrid(rows, scale: scale)
    }

    /// One screen on an iPhone in a thin dark bezel, after `interact` has run on it.
    func phone<Content: View>(
        _ content: Content, _ scheme: ColorScheme, interact: (ViewHost<AnyView>) throws -> Void = { _ in }
    ) throws -> RasterImage {
        try deviceShot(.iPhone, content, scheme, scale: scale, interact: interact)
    }
}

/// A music app: a Browse list of colourful albums in a navigation stack with glass toolbar
/// buttons, tabs with a search tab apart, a Now Playing accessory, and a tab bar that
/// minimizes on scrolling down.
struct MusicApp: View {
    enum Page: Hashable { case home, browse, radio, library, search }

    var body: some View {
        TabView(selection: .constant(Page.browse)) {
            Tab("Home", systemImage: "house.fill", value: .home) { Text("Home") }
            Tab("Browse", systemImage: "square.grid.2x2", value: .browse) { browse }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: .radio) { Text("Radio") }
            Tab("Library", systemImage: "music.note.list", value: .library) { Text("Library") }
            Tab(value: .search, role: .search) { Text("Search") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory { NowPlaying() }
        // The selected tab's 10 pt label in iOS's blue is 2.9:1 on the light tab bar.
        .legibleTint()
    }

    var browse: some View {
        NavigationStack {
            List {
                Section("New This Week") {
                    album("Glass Houses", "Harbour Lights", .teal, .blue)
                    album("Refraction", "The Bezels", .orange, .pink)
                    album("Soft Edges", "Frost", .purple, .indigo)
                    album("Concentric", "Corner Radius", .yellow, .orange)
                }
                Section("Charts") {
                    album("Top 100", "Updated Fridays", .pink, .red)
                    album("Daily 25", "Updated daily", .blue, .cyan)
                    album("Rising", "New artists", .green, .mint)
                    album("Global", "Every country", .indigo, .purple)
                }
                Section("Moods") {
                    album("Focus", "Deep work", .mint, .teal)
                    album("Chill", "Slow evenings", .cyan, .indigo)
                    album("Workout", "High tempo", .red, .orange)
                    album("Sleep", "Soft and quiet", .purple, .blue)
                }
            }
            .id("albums")
            .navigationTitle("Browse")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "plus") }
                    Button(action: {}) { Image(systemName: "ellipsis") }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button(action: {}) { Image(systemName: "person.crop.circle") }
                }
            }
        }
    }

    func album(_ title: String, _ artist: String, _ from: Color, _ to: Color) -> some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(LinearGradient(colors: [from, to], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                Text(artist).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "heart.fill").foregroundStyle(.pink)
        }
    }
}

/// The Now Playing accessory: artwork, title and controls, tighter when in line with a
/// minimized tab bar.
struct NowPlaying: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        let inline = placement == .inline
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: inline ? 30 : 34, height: inline ? 30 : 34)
            VStack(alignment: .leading, spacing: 0) {
                Text("Refraction").font(.subheadline.weight(.semibold)).lineLimit(1)
                if !inline { Text("The Bezels").font(.caption).foregroundStyle(.secondary).lineLimit(1) }
            }
            Spacer(minLength: 4)
            Image(systemName: "play.fill").font(.system(size: 17, weight: .semibold))
            if !inline { Image(systemName: "forward").font(.system(size: 17, weight: .semibold)) }
        }
        .padding(.leading, 8)
        .padding(.trailing, 18)
    }
}

/// Mailboxes: a searchable inset grouped list whose rows carry unread counts (`badge`), with
/// iOS 26's search field on glass at the bottom of the screen beside a compose button.
struct MailboxesScreen: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    mailbox("All Inboxes", "tray", unread: 24)
                    mailbox("Home", "house", unread: 9)
                    mailbox("Work", "folder", unread: 15)
                    mailbox("VIP", "star", unread: 0)
                }
                Section("iCloud") {
                    mailbox("Drafts", "doc", unread: 2)
                    mailbox("Sent", "paperplane", unread: 0)
                    mailbox("Junk", "hand.raised", unread: 31)
                    mailbox("Trash", "trash", unread: 0)
                    mailbox("Archive", "archivebox", unread: 0)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItem(placement: .bottomBar) {
                    Button(action: {}) { Image(systemName: "square.and.pencil") }
                }
            }
            .searchable(text: $query, prompt: "Search")
        }
    }

    func mailbox(_ title: String, _ symbol: String, unread: Int) -> some View {
        NavigationLink {
            Text(title)
        } label: {
            Label(title, systemImage: symbol)
        }
        .badge(unread)
    }
}

/// A trail map: a full-bleed map drawn in code, glass buttons floating over it, and a half
/// sheet with the trail's details.
struct TrailMapScreen: View {
    @State private var showsTrail = true

    var body: some View {
        ZStack(alignment: .top) {
            TrailMap().ignoresSafeArea()
            HStack {
                Button(action: {}) { Image(systemName: "xmark") }
                    .buttonStyle(.glass)
                    .buttonBorderShape(.circle)
                    .controlSize(.large)
                Spacer()
                GlassEffectContainer(spacing: 8) {
                    HStack(spacing: 8) {
                        Button(action: {}) { Image(systemName: "map") }
                            .buttonStyle(.glass).buttonBorderShape(.circle).controlSize(.large)
                        Button(action: {}) { Image(systemName: "location") }
                            .buttonStyle(.glass).buttonBorderShape(.circle).controlSize(.large)
                    }
                }
            }
            .padding(.horizontal, 16)
        }
        .sheet(isPresented: $showsTrail) {
            TrailDetails().presentationDetents([.medium, .large])
        }
    }
}

/// A map in code: land, water and parks as a mesh gradient, with roads and a trail on top.
struct TrailMap: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let dark = scheme == .dark
        let land = dark ? Color(red: 0.16, green: 0.18, blue: 0.2) : Color(red: 0.93, green: 0.92, blue: 0.88)
        let park = dark ? Color(red: 0.12, green: 0.3, blue: 0.2) : Color(red: 0.66, green: 0.85, blue: 0.6)
        let water = dark ? Color(red: 0.1, green: 0.22, blue: 0.4) : Color(red: 0.55, green: 0.78, blue: 0.95)
        let road = dark ? Color(white: 0.38) : Color.white
        return ZStack {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.45, 0.55], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [water, land, park, land, park, land, park, land, water])
            Path { p in
                p.move(to: CGPoint(x: -20, y: 240))
                p.addCurve(
                    to: CGPoint(x: 420, y: 330), control1: CGPoint(x: 120, y: 180), control2: CGPoint(x: 300, y: 420))
                p.move(to: CGPoint(x: 150, y: -20))
                p.addCurve(
                    to: CGPoint(x: 230, y: 900), control1: CGPoint(x: 110, y: 300), control2: CGPoint(x: 300, y: 600))
            }
            .stroke(road, style: StrokeStyle(lineWidth: 9, lineCap: .round))
            Path { p in
                p.move(to: CGPoint(x: 60, y: 130))
                p.addCurve(
                    to: CGPoint(x: 330, y: 420), control1: CGPoint(x: 260, y: 120), control2: CGPoint(x: 90, y: 380))
            }
            .stroke(Color.orange, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [10, 8]))
        }
    }
}

/// The half sheet's content: the trail's name, its figures and glass actions.
struct TrailDetails: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Harbour Loop").font(.title2.bold())
                Text("Trail · 6.4 km · 1 h 40 min").font(.subheadline).foregroundStyle(.secondary)
            }
            HStack(spacing: 10) {
                // Bold: white on iOS's blue is 3.4:1, enough for bold text (WCAG's large text
                // from 14 pt bold), not for regular 17 pt.
                Button(action: {}) { Label("Start", systemImage: "figure.walk").bold().frame(maxWidth: .infinity) }
                    .buttonStyle(.glassProminent)
                    .controlSize(.large)
                Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up").frame(maxWidth: .infinity) }
                    .buttonStyle(.glass)
                    .controlSize(.large)
            }
            Text("A flat loop along the water, past the ferry terminal and the botanic garden's glass house.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 24)
        .padding(.top, 28)
    }
}
