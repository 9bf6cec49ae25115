import VitroBase

/// The standard materials in both recipe sets, light and dark, over a colorful wallpaper, each
/// carrying vibrant labels, a fill and a separator: the default set (as iOS draws them) above,
/// specification's table (`.seed`, docs/reference/seeds.md#materials) below. The dark rows sit
/// over the wallpaper dimmed, as Dark Mode shows a wallpaper, and each card's name is bold, so
/// every label passes `vitro audit --scene materials` in light and dark.
struct MaterialsSheet: View {
    static let levels: [(String, Material)] = [
        ("Ultra Thin", .ultraThin), ("Thin", .thin), ("Regular", .regular), ("Thick", .thick),
        ("Ultra Thick", .ultraThick), ("Bar", .bar),
    ]

    var body: some View {
        VStack(spacing: 0) {
            set(.designKit) {
                VStack(alignment: .leading, spacing: 14) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Materials").font(.largeTitle).bold()
                        Text(
                            "Each level in light and dark, with vibrant labels, fills and a separator · rendered by Vitro"
                        )
                        .font(.subheadline)
                    }
                    .foregroundStyle(Color.white)
                    caption(
                        "Default: as iOS draws them", "blur 24 pt → gray wash → color dodge (light) or overlay (dark)")
                }
                .veiled()
            }
            set(.seed) {
                caption(
                    ".environment(\\.materialRecipeSet, .seed)",
                    "The specification's table: blur → saturate 1.8 → white or black tint"
                )
                .veiled()
            }
        }
    }

    /// The height of a set's heading: the sheet's title and the first caption.
    static let headingHeight: CGFloat = 102

    /// One recipe set's light and dark rows under its heading, over its own copy of the wallpaper
    /// at the same offsets, so the two sets compare over the same colors.
    func set(_ recipes: MaterialRecipeSet, @ViewBuilder heading: () -> some View) -> some View {
        ZStack(alignment: .topLeading) {
            Wallpaper(height: Self.setHeight)
            VStack(alignment: .leading, spacing: 14) {
                heading().frame(height: Self.headingHeight, alignment: .bottomLeading)
                row(.light, recipes)
                row(.dark, recipes)
            }
            .padding([.horizontal, .top], 32)
        }
        .frame(height: Self.setHeight, alignment: .topLeading)
        .clipped()
    }

    /// The height of one set: its heading, two rows of cards and a margin.
    static let setHeight: CGFloat = 500

    func caption(_ title: String, _ detail: String) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text(title).font(.headline)
            Text(detail).font(.subheadline)
        }
        .foregroundStyle(Color.white)
    }

    func row(_ scheme: ColorScheme, _ set: MaterialRecipeSet) -> some View {
        HStack(spacing: 14) {
            ForEach(0..<Self.levels.count, id: \.self) { i in
                MaterialCard(name: Self.levels[i].0, material: Self.levels[i].1)
            }
        }
        .environment(\.colorScheme, scheme)
        .environment(\.materialRecipeSet, set)
        .background {
            // Dark materials over the wallpaper as Dark Mode shows it, dimmed: white vibrant
            // labels over the undimmed yellow disc and white stripes fall to 1.5–3.4:1.
            if scheme == .dark {
                Rectangle().fill(Color.black.opacity(Self.darkWallpaperDimming))
                    .padding(.vertical, -7).padding(.horizontal, -40)
            }
        }
    }

    /// How much the wallpaper is dimmed beneath the dark rows.
    static let darkWallpaperDimming = 0.5
}

extension View {
    /// A dark veil beneath white caption text on the busy wallpaper, reaching 8 pt past it
    /// without moving it: the dimming layer the HIG asks for under text on bright, busy content
    /// (docs/reference/seeds.md#liquid-glass: "add a dark dimming layer"); 0.6 black keeps white text above 4.5:1
    /// even over the wallpaper's white stripes on yellow (`vitro audit --scene materials`).
    func veiled() -> some View {
        background {
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.black.opacity(0.6)).padding(-8)
        }
    }
}

/// One material with content at every vibrancy level.
struct MaterialCard: View {
    let name: String
    let material: Material

    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            // Bold, so that 17 pt is large text (3:1): over the seed's thinnest levels the name
            // sits at 3.7–4.4:1, the materials being hardly tinted at all.
            Text(name).font(.headline).bold()
            Text("Secondary").foregroundStyle(.secondary)
            Text("Tertiary").foregroundStyle(.tertiary)
            Text("Quaternary").foregroundStyle(.quaternary)
            Divider()
            HStack(spacing: 6) {
                Capsule().fill(.fill).frame(height: 16)
                Capsule().fill(.fill.secondary).frame(height: 16)
                Capsule().fill(.fill.tertiary).frame(height: 16)
            }
            .padding(.top, 4)
        }
        .font(.callout)
        .padding(14)
        .frame(width: 170, alignment: .leading)
        .background(material, in: RoundedRectangle(cornerRadius: 22))
    }
}

/// The wallpaper's colors: a 3×3 mesh gradient from deep blue through purple, orange and red to
/// teal and yellow (also beneath the animation demos).
struct WallpaperMesh: View {
    var body: some View {
        MeshGradient(
            width: 3, height: 3,
            points: [
                [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.62, 0.42], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
            ],
            colors: [
                Color(red: 0.16, green: 0.2, blue: 0.75), .purple, .pink,
                .indigo, .orange, .red,
                .teal, .mint, .yellow,
            ])
    }
}

/// A mesh-gradient wallpaper with hard edges and fine lines, so blur and vibrancy are easy to see.
struct Wallpaper: View {
    /// The wallpaper's height in points (1160 wide).
    var height: CGFloat = 560

    var body: some View {
        ZStack(alignment: .topLeading) {
            WallpaperMesh()
            Circle().fill(Color.yellow).frame(width: 260, height: 260).offset(x: 80, y: 150)
            Circle().fill(Color.mint).frame(width: 200, height: 200).offset(x: 560, y: 40)
            RoundedRectangle(cornerRadius: 40).fill(Color.white).frame(width: 220, height: 120).offset(x: 340, y: 330)
            Circle().fill(Color.black).frame(width: 140, height: 140).offset(x: 880, y: 300)
            RoundedRectangle(cornerRadius: 30).fill(Color.cyan).frame(width: 240, height: 150).offset(x: 820, y: 90)
            HStack(spacing: 14) {
                ForEach(0..<68, id: \.self) { _ in Rectangle().fill(Color.white.opacity(0.55)).frame(width: 3) }
            }
            .frame(height: height)
            .offset(x: 20, y: 0)
        }
        .frame(width: 1160, height: height)
        .clipped()
    }
}
