/// The six ways iOS 26 and macOS 26 draw an app icon (Settings › Home Screen › Icons).
public enum IconAppearance: String, Sendable, Hashable, CaseIterable, Codable {
    /// Default: the icon as designed, over its own fill.
    case light
    /// Dark: the `dark` specializations; an automatic fill turns near black.
    case dark
    /// Clear light: frosted glass over the wallpaper, the artwork as white light.
    case clearLight = "clear-light"
    /// Clear dark: the clear appearance, on a dark ground.
    case clearDark = "clear-dark"
    /// Tinted light: the artwork's luminance in one tint color.
    case tintedLight = "tinted-light"
    /// Tinted dark: the tinted appearance, on a dark ground.
    case tintedDark = "tinted-dark"

    /// Whether the appearance reads the `dark` specializations and draws on a dark ground.
    public var isDark: Bool { self == .dark || self == .clearDark || self == .tintedDark }

    /// Whether the artwork is reduced to monochrome (clear and tinted), reading the `tinted`
    /// specializations (Icon Composer's "mono" annotation serves all four).
    public var isMonochrome: Bool { self != .light && self != .dark }

    /// The name Icon Composer gives the appearance in its exports (`Default`, `ClearDark`…).
    public var exportName: String {
        switch self {
        case .light: "Default"
        case .dark: "Dark"
        case .clearLight: "ClearLight"
        case .clearDark: "ClearDark"
        case .tintedLight: "TintedLight"
        case .tintedDark: "TintedDark"
        }
    }

    /// The specialization keys to try, most specific first (`nil`: the plain value).
    var specializationKeys: [String?] {
        switch self {
        case .light: [nil]
        case .dark: ["dark", nil]
        case .clearLight, .tintedLight: ["tinted", nil]
        case .clearDark, .tintedDark: ["tinted", "dark", nil]
        }
    }
}
