import Foundation
import VitroBase

/// A `GlassEffectContainer` (spacing 40 pt) merging a circle and a tinted capsule at three gaps —
/// apart at the spacing, reaching toward each other below it, bridged well below it — over a
/// photograph in light and dark.
struct GlassMergingSheet: View {
    let light: RasterImage?
    let dark: RasterImage?

    init(photo: RasterImage?) {
        light = photo?.band(y: 0, height: 260)
        dark = photo?.band(y: 560, height: 260)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Glass that merges").font(.largeTitle).bold()
                Text(
                    "GlassEffectContainer(spacing: 40) at gaps of 40, 24 and 8 pt: apart, reaching, bridged · rendered by Vitro"
                )
                .font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(24)
            panel(light, .light)
            panel(dark, .dark)
        }
        .background(Color(.systemBackground))
    }

    func pair(gap: CGFloat) -> some View {
        VStack(spacing: 10) {
            GlassEffectContainer(spacing: 40) {
                HStack(spacing: gap) {
                    Image(systemName: "heart.fill").font(.title2).frame(width: 64, height: 64)
                        .glassEffect(.regular.interactive(), in: .circle)
                    // Bold: white on iOS's blue is 3.5:1, enough for bold text, not semibold.
                    Text("Share").font(.headline).bold().frame(width: 110, height: 64)
                        .glassEffect(.regular.tint(.blue))
                        .foregroundStyle(Color.white)
                }
            }
            .frame(width: 240, height: 64)
            Text("gap \(Int(gap)) pt").font(.caption).bold().padding(.horizontal, 10).padding(.vertical, 4)
                .glassEffect()
        }
    }

    func panel(_ image: RasterImage?, _ scheme: ColorScheme) -> some View {
        ZStack {
            if let image {
                Image(image).resizable().frame(width: 1000, height: 220)
            } else {
                Wallpaper().frame(width: 1000, height: 220).clipped()
            }
            // The veil of the glass sheet over the daylight photograph: small glass is not
            // frosted, and its labels would cross the photo's own edges.
            if scheme == .light { Color.white.opacity(0.45).frame(width: 1000, height: 220) }
            HStack(spacing: 30) {
                pair(gap: 40)
                pair(gap: 24)
                pair(gap: 8)
            }
        }
        .frame(width: 1000, height: 220)
        .clipped()
        .environment(\.colorScheme, scheme)
    }
}
