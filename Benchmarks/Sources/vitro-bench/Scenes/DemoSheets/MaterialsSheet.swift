// Frozen copy of the demo sheet as it was when the end-to-end benchmark was first recorded,
// so the benchmark measures the same scene while the demo changes (the specification's recipes,
// docs/reference/seeds.md#materials, pinned by name now that the default set is another).
import Vitro

/// The standard materials, the specification's recipes (docs/reference/seeds.md#materials), in
/// light and dark over a colorful wallpaper, each carrying vibrant labels, a fill and a separator.
struct MaterialsSheet: View {
    static let levels: [(String, Material)] = [
        ("Ultra Thin", .ultraThin), ("Thin", .thin), ("Regular", .regular), ("Thick", .thick),
        ("Ultra Thick", .ultraThick), ("Bar", .bar),
    ]

    var body: some View {
        ZStack(alignment: .topLeading) {
            Wallpaper()
            VStack(alignment: .leading, spacing: 18) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Materials").font(.largeTitle).bold()
                    Text("Blur → saturate 1.8 → tint, with vibrant labels · seed 004 recipes · rendered by Vitro")
                        .font(.subheadline)
                }
                .foregroundStyle(Color.white)
                row(.light)
                row(.dark)
            }
            .padding(32)
        }
        .environment(\.materialRecipeSet, .seed)
    }

    func row(_ scheme: ColorScheme) -> some View {
        HStack(spacing: 14) {
            ForEach(0..<Self.levels.count, id: \.self) { i in
                MaterialCard(name: Self.levels[i].0, material: Self.levels[i].1)
            }
        }
        .environment(\.colorScheme, scheme)
    }
}

/// One material with content at every vibrancy level.
struct MaterialCard: View {
    let name: String
    let material: Material

    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            Text(name).font(.headline)
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

/// A mesh-gradient wallpaper with hard edges and fine lines, so blur and vibrancy are easy to see.
struct Wallpaper: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
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
            Circle().fill(Color.yellow).frame(width: 260, height: 260).offset(x: 80, y: 150)
            Circle().fill(Color.mint).frame(width: 200, height: 200).offset(x: 560, y: 40)
            RoundedRectangle(cornerRadius: 40).fill(Color.white).frame(width: 220, height: 120).offset(x: 340, y: 330)
            Circle().fill(Color.black).frame(width: 140, height: 140).offset(x: 880, y: 300)
            RoundedRectangle(cornerRadius: 30).fill(Color.cyan).frame(width: 240, height: 150).offset(x: 820, y: 90)
            HStack(spacing: 14) {
                ForEach(0..<68, id: \.self) { _ in Rectangle().fill(Color.white.opacity(0.55)).frame(width: 3) }
            }
            .frame(height: 560)
            .offset(x: 20, y: 0)
        }
        .frame(width: 1160, height: 560)
        .clipped()
    }
}
