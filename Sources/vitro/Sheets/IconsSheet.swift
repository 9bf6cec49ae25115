import Foundation
import VitroBase
import VitroIconUI

/// The sample icon (`docs/samples/Sample.icon`) in its six appearances, one row per platform
/// mask (iOS, macOS, watchOS), each image made with `Image(icon:appearance:platform:size:)`
/// and laid out as views, with the appearance's name under it.
@MainActor
struct IconsSheet: View {
    let document: IconDocument
    let scale: CGFloat
    /// The icon's side (points).
    let side: CGFloat = 120

    static let titles: [IconAppearance: String] = [
        .light: "Default", .dark: "Dark", .clearLight: "Clear light", .clearDark: "Clear dark",
        .tintedLight: "Tinted light", .tintedDark: "Tinted dark",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            ForEach(IconPlatform.allCases, id: \.self) { platform in
                VStack(alignment: .leading, spacing: 8) {
                    Text(platform.rawValue).font(.headline).foregroundStyle(.white)
                    HStack(spacing: 18) {
                        ForEach(IconAppearance.allCases, id: \.self) { appearance in
                            VStack(spacing: 6) {
                                icon(appearance, platform)
                                Text(Self.titles[appearance] ?? "").font(.caption).foregroundStyle(.white)
                            }
                        }
                    }
                }
            }
        }
        .padding(24)
        .background(Color(red: 0.36, green: 0.40, blue: 0.48))
    }

    func icon(_ appearance: IconAppearance, _ platform: IconPlatform) -> some View {
        let px = Int((side * scale).rounded())
        let image =
            (try? Image(icon: document, appearance: appearance, platform: platform, size: px))
            ?? Image(systemName: "xmark")
        return image.resizable().frame(width: side, height: side)
    }
}
