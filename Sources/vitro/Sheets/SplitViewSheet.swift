import VitroBase

/// iPadOS 26's split view: a landmarks app whose floating Liquid Glass sidebar sits over a hero
/// image extended under it by `backgroundExtensionEffect()`, and a mail app with sidebar,
/// message list, message and inspector; each in light and dark. Below, on iPhones: the mail app
/// collapsed to its sidebar, and an inbox at rest, scrolled under the soft scroll edge effect,
/// under the hard one, and in dark.
struct SplitViewSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 40) {
            VStack(alignment: .leading, spacing: 4) {
                Text("NavigationSplitView on iPadOS 26").font(.largeTitle).bold()
                Text(
                    "A floating Liquid Glass sidebar concentric with the display, background extension under it, a glass toolbar and an inspector · rendered by Vitro"
                )
                .font(.subheadline)
            }
            // The caption is drawn on the sheet's own light gray, whatever the screens' scheme.
            .environment(\.colorScheme, .light)
            HStack(spacing: 40) {
                pad(.iPadPro11) { LandmarksApp() }
                pad(.iPadPro11) { LandmarksApp() }.environment(\.colorScheme, .dark)
            }
            HStack(spacing: 40) {
                pad(.iPadPro13) { MailApp() }
                pad(.iPadPro13) { MailApp() }.environment(\.colorScheme, .dark)
            }
            HStack(alignment: .top, spacing: 40) {
                phone { MailApp() }
                phone { InboxScreen(scrolled: 0) }
                phone { InboxScreen(scrolled: 260) }
                phone { InboxScreen(scrolled: 260).scrollEdgeEffectStyle(.hard, for: .top) }
                phone { InboxScreen(scrolled: 260) }.environment(\.colorScheme, .dark)
            }
        }
        .padding(48)
        .background(Color(white: 0.86))
    }

    /// A screen on an iPhone, in a thin dark bezel.
    func phone<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        pad(.iPhone, content)
    }

    /// A screen on an iPad, its display corners rounded, in a thin dark bezel.
    func pad<Content: View>(_ device: Device, @ViewBuilder _ content: () -> Content) -> some View {
        DeviceScreen(device: device, content: content)
            .clipShape(RoundedRectangle(cornerRadius: device.cornerRadius, style: .continuous))
            .padding(10)
            .background(
                Color(white: 0.1), in: RoundedRectangle(cornerRadius: device.cornerRadius + 10, style: .continuous))
    }
}

/// A landmarks browser written as an app would write it: sidebar, a detail led by a hero image
/// that extends under the sidebar, and an inspector.
struct LandmarksApp: View {
    var body: some View {
        NavigationSplitView {
            List(selection: .constant("Mountains")) {
                Section("Explore") {
                    Label("Featured", systemImage: "house").tag("Featured")
                    Label("Map", systemImage: "globe").tag("Map")
                    Label("Photos", systemImage: "photo").tag("Photos")
                }
                Section("Categories") {
                    Label("Mountains", systemImage: "star").tag("Mountains")
                    Label("Night Skies", systemImage: "moon.stars.fill").tag("Night")
                    Label("Storms", systemImage: "cloud.bolt.rain.fill").tag("Storms")
                    Label("Sunny Spots", systemImage: "sun.rain.fill").tag("Sun")
                }
            }
            .navigationTitle("Landmarks")
        } detail: {
            ScrollView {
                VStack(alignment: .leading, spacing: 14) {
                    Landscape().frame(height: 430).backgroundExtensionEffect()
                    Text("Alpine Lake").font(.largeTitle).bold().padding(.horizontal, 28)
                    Text("Glacier Range · 2,140 m").font(.title3).foregroundStyle(.secondary)
                        .padding(.horizontal, 28)
                    Text(
                        "A cirque lake under granite peaks, fed by snowmelt through the summer. The trail from the valley floor climbs through larch and pine to the shore."
                    )
                    .padding(.horizontal, 28)
                }
            }
            .ignoresSafeArea(edges: .top)
            // The dusk sky under the bar is dark: the bar is drawn light on it.
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "heart") }
                    Button(action: {}) { Image(systemName: "square.and.arrow.up") }
                }
            }
        }
        .inspector(isPresented: .constant(true)) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Details").font(.title2).bold()
                LabeledContent("Elevation", value: "2,140 m")
                LabeledContent("Area", value: "0.4 km²")
                LabeledContent("Best season", value: "July – September")
                Spacer()
            }
            .padding(20)
            .inspectorColumnWidth(260)
        }
    }
}

/// A mail app: mailboxes in the sidebar, the inbox, a message and its details in an inspector.
struct MailApp: View {
    struct Message: Identifiable {
        let id: Int
        let sender: String
        let subject: String
        let preview: String
        let time: String
    }

    let messages = [
        Message(
            id: 1, sender: "Harbour Lights", subject: "Tour dates", preview: "Tickets for the autumn shows go on sale…",
            time: "9:12"),
        Message(
            id: 2, sender: "Glass Studio", subject: "Your order has shipped",
            preview: "The refraction set is on its way and should…", time: "8:40"),
        Message(
            id: 3, sender: "Mara Lindqvist", subject: "Trip photos", preview: "Here are the ones from the lake, the…",
            time: "Yesterday"),
        Message(
            id: 4, sender: "Frost & Co.", subject: "Invoice 2041", preview: "Please find attached the invoice for…",
            time: "Yesterday"),
        Message(
            id: 5, sender: "Bezel Weekly", subject: "Issue 26", preview: "This week: concentric corners and…",
            time: "Friday"),
    ]

    /// The open message's row: the deep blue of ``LegibleTint`` in both appearances (white on
    /// it is 7.6:1, white at 0.8 for the secondary lines 5.3:1).
    static let openRow = LegibleTint.light

    /// The secondary lines' style: white at 0.8 on the open row.
    func secondary(_ isOpen: Bool) -> AnyShapeStyle {
        isOpen ? AnyShapeStyle(Color.white.opacity(0.8)) : AnyShapeStyle(.secondary)
    }

    var body: some View {
        NavigationSplitView(columnVisibility: .constant(.all)) {
            List(selection: .constant("Inbox")) {
                Section {
                    Label("All Inboxes", systemImage: "envelope").tag("All")
                    Label("Inbox", systemImage: "envelope").tag("Inbox")
                    Label("VIP", systemImage: "star").tag("VIP")
                    Label("Flagged", systemImage: "flag").tag("Flagged")
                }
                Section("iCloud") {
                    Label("Drafts", systemImage: "pencil").tag("Drafts")
                    Label("Sent", systemImage: "arrow.right").tag("Sent")
                    Label("Junk", systemImage: "xmark.circle.fill").tag("Junk")
                    Label("Trash", systemImage: "trash").tag("Trash")
                }
            }
            .navigationTitle("Mailboxes")
            .navigationSplitViewColumnWidth(280)
        } content: {
            List(messages, selection: .constant(2)) { message in
                // The open message is drawn as Mail draws it, in the accent under white text:
                // on iPadOS's gray selection the secondary time and preview are 3.0:1.
                let isOpen = message.id == 2
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(message.sender).bold()
                        Spacer()
                        Text(message.time).font(.subheadline).foregroundStyle(secondary(isOpen))
                    }
                    Text(message.subject)
                    Text(message.preview).font(.subheadline).foregroundStyle(secondary(isOpen)).lineLimit(1)
                }
                .foregroundStyle(isOpen ? AnyShapeStyle(Color.white) : AnyShapeStyle(.primary))
                .listRowBackground(isOpen ? Self.openRow : nil)
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .navigationSplitViewColumnWidth(340)
        } detail: {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    // As tall as the landmarks' hero in proportion to the bar: the toolbar's
                    // glass sits over the sky's dark top, not its pink glow (white symbols there
                    // were 2.8:1).
                    Landscape().frame(height: 400).backgroundExtensionEffect()
                    HStack(spacing: 12) {
                        // A deep teal: white initials on systemTeal are 1.8:1, on this 6:1.
                        Circle().fill(Color(red: 0.1, green: 0.42, blue: 0.5)).frame(width: 44, height: 44)
                            .overlay { Text("GS").font(.headline).foregroundStyle(.white) }
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Glass Studio").font(.headline)
                            Text("To: you").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.horizontal, 24)
                    Text("Your order has shipped").font(.title2).bold().padding(.horizontal, 24)
                    Text(
                        "The refraction set is on its way and should arrive on Thursday. Each piece is wrapped on its own; keep the box for returns."
                    )
                    .padding(.horizontal, 24)
                }
            }
            .ignoresSafeArea(edges: .top)
            // The dusk sky under the bar is dark: the bar is drawn light on it.
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "flag") }
                    Button(action: {}) { Image(systemName: "trash") }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "pencil") }
                }
            }
            .inspector(isPresented: .constant(true)) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Message").font(.title3).bold()
                    LabeledContent("From", value: "Glass Studio")
                    LabeledContent("Received", value: "8:40")
                    LabeledContent("Size", value: "48 KB")
                    Spacer()
                }
                .padding(20)
                .inspectorColumnWidth(240)
            }
        }
    }
}

/// An inbox in a navigation stack, scrolled by `scrolled` points: the bar has no material at
/// rest; scrolled, the scroll edge effect separates the title from the messages.
struct InboxScreen: View {
    let scrolled: CGFloat

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<14) { i in
                        HStack(spacing: 12) {
                            Circle().fill(i % 3 == 0 ? Color.orange : i % 3 == 1 ? Color.teal : Color.purple)
                                .frame(width: 40, height: 40)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(["Harbour Lights", "Glass Studio", "Mara Lindqvist", "Frost & Co."][i % 4]).bold()
                                Text("A message about refraction, frost and bezels").font(.subheadline)
                                    .foregroundStyle(.secondary).lineLimit(1)
                            }
                        }
                        .padding(.horizontal, 16).frame(height: 68)
                    }
                }
            }
            .scrollOffset(CGPoint(x: 0, y: scrolled))
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(action: {}) { Image(systemName: "pencil") }
                }
            }
        }
    }
}

/// A mountain lake at dusk, drawn in code: a mesh-gradient sky, a low sun, three ridges and
/// their reflection.
struct Landscape: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0], [0, 0.55], [0.45, 0.5], [1, 0.55], [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    Color(red: 0.16, green: 0.24, blue: 0.55), Color(red: 0.32, green: 0.35, blue: 0.7),
                    Color(red: 0.45, green: 0.38, blue: 0.72),
                    Color(red: 0.98, green: 0.62, blue: 0.42), Color(red: 1.0, green: 0.78, blue: 0.5),
                    Color(red: 0.95, green: 0.55, blue: 0.5),
                    Color(red: 0.1, green: 0.2, blue: 0.32), Color(red: 0.12, green: 0.26, blue: 0.36),
                    Color(red: 0.1, green: 0.2, blue: 0.3),
                ])
            Ridge(points: [0.62, 0.4, 0.5, 0.3, 0.45, 0.38, 0.52, 0.42, 0.6], top: 0.28, bottom: 0.66)
                .fill(Color(red: 0.42, green: 0.38, blue: 0.62))
            Ridge(points: [0.5, 0.58, 0.44, 0.5, 0.56, 0.47, 0.4, 0.55, 0.52], top: 0.38, bottom: 0.66)
                .fill(Color(red: 0.26, green: 0.24, blue: 0.45))
            Ridge(points: [0.66, 0.6, 0.64, 0.58, 0.62, 0.57, 0.6, 0.63, 0.61], top: 0.5, bottom: 0.66)
                .fill(Color(red: 0.12, green: 0.2, blue: 0.24))
            Ridge(points: [0.66, 0.7, 0.68, 0.72, 0.7, 0.69, 0.71, 0.7, 0.72], top: 0.64, bottom: 1)
                .fill(
                    LinearGradient(
                        colors: [Color(red: 0.55, green: 0.45, blue: 0.55), Color(red: 0.1, green: 0.18, blue: 0.28)],
                        startPoint: .top, endPoint: .bottom)
                )
                .opacity(0.85)
        }
        .clipped()
    }
}

/// A ridge line: `points` are heights (fractions of the height, 0 at the top) spread evenly
/// across the width, between `top` (unused but for the reader) and `bottom`, filled below.
struct Ridge: Shape {
    let points: [CGFloat]
    let top: CGFloat
    let bottom: CGFloat

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let n = max(points.count - 1, 1)
        p.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * bottom))
        for (i, y) in points.enumerated() {
            p.addLine(to: CGPoint(x: rect.minX + rect.width * CGFloat(i) / CGFloat(n), y: rect.minY + rect.height * y))
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * bottom))
        p.closeSubpath()
        return p
    }
}
