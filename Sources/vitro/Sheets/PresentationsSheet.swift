import VitroBase

/// Presentations as iOS 26 draws them, in light (top row) and dark (bottom row): a half sheet
/// floating on Liquid Glass over a list, an alert over dimmed content, an open menu and a row
/// swiped to reveal its actions. The menu and the swipe are what a person's tap and swipe do,
/// so each screen runs in a ``ViewHost`` that performs them before it is drawn.
@MainActor
struct PresentationsSheet {
    let scale: CGFloat

    func render() throws -> Pixmap {
        var rows: [[RasterImage]] = []
        for scheme in [ColorScheme.light, .dark] {
            rows.append([
                try phone(HalfSheetScreen(), scheme),
                try phone(AlertScreen(), scheme),
                try phone(MenuScreen(), scheme) { try $0.tap("More") },
                try phone(SwipeScreen(), scheme) { try $0.swipe("Luis Ortega") },
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

/// A places list with a half sheet open over it, as Maps-style apps show details.
struct HalfSheetScreen: View {
    @State private var showsDetails = true

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    place("Harbour Lights", "Ferry terminal · 1.2 km", .teal)
                    place("Glass House", "Botanic garden · 2.8 km", .green)
                    place("Refraction Café", "Coffee · 350 m", .orange)
                }
                Section("Recents") {
                    place("Frost Street", "Home", .blue)
                    place("Bezel Point", "Lookout · 12 km", .purple)
                    place("Soft Edges", "Bookshop · 900 m", .pink)
                }
            }
            .navigationTitle("Places")
        }
        .sheet(isPresented: $showsDetails) {
            PlaceDetails()
                .presentationDetents([.medium, .large])
        }
    }

    func place(_ name: String, _ detail: String, _ color: Color) -> some View {
        HStack(spacing: 14) {
            Image(systemName: "star.fill")
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(color, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }
}

/// The content of the half sheet: a title, a subtitle and glass actions.
struct PlaceDetails: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Harbour Lights").font(.title2.bold())
                    Text("Ferry terminal · Open until 23:00").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Button(action: {}) { Image(systemName: "xmark") }
                    .buttonStyle(.glass)
                    .buttonBorderShape(.circle)
            }
            HStack(spacing: 10) {
                action("Directions", "arrow.right", prominent: true)
                action("Call", "bell.fill", prominent: false)
                action("Share", "square.and.arrow.up", prominent: false)
            }
            Text("Ferries every 20 minutes. The terminal's glass roof was restored in 2024.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 24)
        .padding(.top, 28)
    }

    /// An action tile. Its label is 16 pt bold, large text for WCAG and APCA (Lc 60): white on
    /// iOS's blue is 3.4:1 and the blue on a gray fill under 3:1, so a 12 pt tinted label (as Maps
    /// draws them) is below every minimum; the gray tiles' symbol and label are the primary label
    /// color, the monochrome content the HIG asks for on glass (`vitro audit --scene half-sheet`).
    func action(_ title: String, _ symbol: String, prominent: Bool) -> some View {
        VStack(spacing: 4) {
            Image(systemName: symbol).font(.system(size: 17, weight: .semibold))
            Text(title).font(.callout.bold())
        }
        .foregroundStyle(prominent ? Color.white : Color.primary)
        .frame(maxWidth: .infinity, minHeight: 58)
        .background(
            prominent ? Color.accentColor : Color(semantic: .tertiarySystemFill),
            in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

/// A mail list with an alert asking to delete a message.
struct AlertScreen: View {
    @State private var asksToDelete = true

    var body: some View {
        NavigationStack {
            List {
                ForEach(Message.samples) { message in
                    VStack(alignment: .leading, spacing: 3) {
                        HStack {
                            Text(message.sender).font(.headline)
                            Spacer()
                            Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                        }
                        Text(message.subject).font(.subheadline)
                        Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
        .alert("Delete Message?", isPresented: $asksToDelete) {
            Button("Cancel", role: .cancel) {}
            // Not styled destructive: the person chose to delete, and the message can be
            // recovered; the HIG keeps the destructive style for what a person did not choose,
            // and iOS's red is 3:1 on the alert's light button (1.9:1 on the dark one).
            Button("Delete") {}
        } message: {
            Text("This message will be moved to Recently Deleted.")
        }
    }
}

/// Sample messages for the demo's mail screens.
struct Message: Identifiable {
    let id: Int
    let sender: String
    let time: String
    let subject: String
    let preview: String

    static let samples = [
        Message(
            id: 1, sender: "Ada Park", time: "09:41", subject: "Glass samples",
            preview: "The new panels arrived this morning"),
        Message(
            id: 2, sender: "Luis Ortega", time: "08:15", subject: "Harbour ride",
            preview: "Are we still on for Saturday?"),
        Message(
            id: 3, sender: "Mina Sato", time: "Yesterday", subject: "Photos",
            preview: "Here are the shots from the roof"),
        Message(
            id: 4, sender: "Jon Bell", time: "Yesterday", subject: "Invoice 2291",
            preview: "Please find the invoice attached"),
        Message(
            id: 5, sender: "Priya Rao", time: "Monday", subject: "Lunch", preview: "The café by the ferry terminal?"),
        Message(
            id: 6, sender: "Theo Grant", time: "Sunday", subject: "Re: frames",
            preview: "Concentric corners look right now"),
        Message(
            id: 7, sender: "Ines Vidal", time: "Saturday", subject: "Tickets", preview: "Two for the 19:30 showing"),
        Message(id: 8, sender: "Sam Cole", time: "Friday", subject: "Backup", preview: "The nightly run finished fine"),
    ]
}

/// A photo album with its "More" menu open from the toolbar.
struct MenuScreen: View {
    let colors: [Color] = [.orange, .teal, .pink, .indigo, .mint, .yellow, .purple, .blue, .green, .red, .cyan, .brown]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 2) {
                    ForEach(0..<colors.count / 3, id: \.self) { row in
                        HStack(spacing: 2) {
                            ForEach(0..<3, id: \.self) { column in
                                let color = colors[row * 3 + column]
                                LinearGradient(
                                    colors: [color, color.opacity(0.55)], startPoint: .topLeading,
                                    endPoint: .bottomTrailing
                                )
                                .frame(height: 132)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Harbour")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Select", systemImage: "checkmark.circle.fill") {}
                        Button("Share Album", systemImage: "square.and.arrow.up") {}
                        Button("Add to Favourites", systemImage: "heart") {}
                        Section {
                            Button("Sort by Date", systemImage: "calendar") {}
                            Button("Show Map", systemImage: "globe") {}
                        }
                        Section {
                            Button(role: .destructive) {
                            } label: {
                                Label("Delete Album", systemImage: "trash")
                            }
                        }
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                    .accessibilityLabel("More")
                }
            }
        }
    }
}

/// A mail list with one message swiped to reveal its actions.
struct SwipeScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(Message.samples) { message in
                    VStack(alignment: .leading, spacing: 3) {
                        HStack {
                            Text(message.sender).font(.headline)
                            Spacer()
                            Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                        }
                        Text(message.subject).font(.subheadline)
                        Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                    }
                    .swipeActions {
                        Button(role: .destructive) {
                        } label: {
                            Label("Trash", systemImage: "trash")
                        }
                        Button("Flag", systemImage: "flag.fill") {}.tint(.orange)
                        Button("More", systemImage: "ellipsis") {}
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar { EditButton() }
        }
    }
}
