import Foundation
import VitroBase

/// Liquid Glass over a photograph, light and dark: each variant, tinted, pressed, and under
/// Reduce Transparency and Increase Contrast, on buttons, a toolbar, a tab bar and a card.
struct GlassSheet: View {
    /// The photograph's two crops (light content above, night content below), or nil to draw
    /// over the wallpaper.
    let light: RasterImage?
    let dark: RasterImage?

    /// Crops of the benchmark's photograph: the astronaut and the coffee (light), the launch pad
    /// and the deep field (dark).
    init(photo: RasterImage?) {
        light = photo?.band(y: 0, height: 397)
        dark = photo?.band(y: 512, height: 397)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Liquid Glass").font(.largeTitle).bold()
                Text(
                    "Refraction through the bezel, frost, saturation, luminosity, rim light and shadow · rendered by Vitro"
                )
                .font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(24)
            panel(light, .light)
            panel(dark, .dark)
        }
        .background(Color(.systemBackground))
    }

    func panel(_ image: RasterImage?, _ scheme: ColorScheme) -> some View {
        ZStack(alignment: .topLeading) {
            if let image {
                Image(image).resizable().frame(width: 1000, height: 337)
            } else {
                Wallpaper().frame(width: 1000, height: 337).clipped()
            }
            // A veil over the busy daylight photograph, as apps lay one under controls on
            // photos: Apple's small glass is barely frosted, so labels would cross the photo's
            // own edges (vitro audit --scene glass measured 1.1–2.7:1 without it).
            if scheme == .light { Color.white.opacity(0.45).frame(width: 1000, height: 337) }
            VStack(alignment: .leading, spacing: 22) {
                HStack(spacing: 16) {
                    Text("Regular").padding(.horizontal, 20).padding(.vertical, 12).glassEffect()
                    Text("Clear").padding(.horizontal, 20).padding(.vertical, 12).glassEffect(.clear)
                    Text("Tinted").bold().foregroundStyle(Color.white)
                        .padding(.horizontal, 20).padding(.vertical, 12)
                        .glassEffect(.regular.tint(.blue))
                    Text("Pressed").padding(.horizontal, 20).padding(.vertical, 12)
                        .glassEffect(.regular.interactive())
                        .pressed(true, at: UnitPoint(x: 0.75, y: 0.3))
                    Text("Reduce Transparency").padding(.horizontal, 20).padding(.vertical, 12).glassEffect()
                        .environment(\.accessibilityReduceTransparency, true)
                    Text("Increase Contrast").padding(.horizontal, 20).padding(.vertical, 12).glassEffect()
                        .environment(\.colorSchemeContrast, .increased)
                }
                HStack(alignment: .top, spacing: 18) {
                    VStack(alignment: .leading, spacing: 18) {
                        HStack(spacing: 14) {
                            ForEach(["heart.fill", "square.and.arrow.up", "magnifyingglass"], id: \.self) { name in
                                Image(systemName: name).font(.title3).frame(width: 48, height: 48)
                                    .glassEffect(.regular.interactive(), in: .circle)
                            }
                            Button("Glass") {}.buttonStyle(.glass)
                            // Bold: white on iOS's blue (#0088FF) is 3.5:1, enough for bold text
                            // (WCAG's 3:1 from 14 pt bold), not for regular 17 pt (4.5:1).
                            Button {
                            } label: {
                                Text("Prominent").bold()
                            }.buttonStyle(.glassProminent)
                        }
                        HStack(spacing: 28) {
                            ForEach(["house.fill", "star.fill", "person.fill"], id: \.self) { name in
                                Image(systemName: name).font(.title2)
                            }
                        }
                        .padding(.horizontal, 30).padding(.vertical, 14)
                        .glassEffect(.regular.interactive())
                    }
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Card").font(.headline)
                        // Primary, not secondary: over the coffee's mid tones the glass is mid-gray,
                        // where secondary text measured 1.8–3:1 (vitro audit --scene glass).
                        Text("A 300 pt panel of regular glass: the bezel widens with the size.")
                            .font(.footnote)
                    }
                    .padding(18)
                    .frame(width: 300, height: 150, alignment: .topLeading)
                    .glassEffect(.regular, in: RoundedRectangle(cornerRadius: 28))
                }
            }
            .padding(24)
        }
        .frame(width: 1000, height: 337)
        .clipped()
        .environment(\.colorScheme, scheme)
    }
}
