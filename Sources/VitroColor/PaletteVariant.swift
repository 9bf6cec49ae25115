/// The four appearances Apple's color tables give each color.
public enum PaletteVariant: String, Sendable, Hashable, CaseIterable, Codable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
    /// The light appearance with Increase Contrast on.
    case increasedContrastLight
    /// The dark appearance with Increase Contrast on.
    case increasedContrastDark

    /// The variant for an appearance and a contrast setting.
    public init(isDark: Bool, increasedContrast: Bool) {
        switch (isDark, increasedContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .increasedContrastLight
        case (true, true): self = .increasedContrastDark
        }
    }

    /// Whether the variant is one of the dark ones.
    public var isDark: Bool { self == .dark || self == .increasedContrastDark }
    /// Whether the variant is one of the increased-contrast ones.
    public var isIncreasedContrast: Bool { self == .increasedContrastLight || self == .increasedContrastDark }

    /// Column position in the tables (light, dark, increased-contrast light, increased-contrast dark).
    var index: Int {
        switch self {
        case .light: 0
        case .dark: 1
        case .increasedContrastLight: 2
        case .increasedContrastDark: 3
        }
    }
}

/// Which release's system color values to use.
public enum PaletteEdition: String, Sendable, Hashable, CaseIterable, Codable {
    /// The values of the HIG update of June 9, 2025 (iOS 26). The default.
    case iOS26
    /// The values in force from iOS 13 through iOS 18.
    case iOS13
}

/// Where a palette value comes from.
public enum PaletteProvenance: Sendable, Hashable {
    /// Stated in the reference tables.
    case reference
    /// Stated in the reference, which also notes a competing figure or calls it unconfirmed.
    case uncertain(String)
    /// Not published; derived by the rule described.
    case derived(String)
}

/// A palette value together with where it comes from.
public struct PaletteEntry: Sendable, Hashable {
    /// The color.
    public var color: RGBColor
    /// Where the color comes from: published by Apple, or derived.
    public var provenance: PaletteProvenance
}

/// An 8-bit sRGB triple, the unit of the published tables.
struct RGB8: Sendable, Hashable {
    var r: UInt8, g: UInt8, b: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { (self.r, self.g, self.b) = (r, g, b) }
    func color(alpha: Double = 1) -> RGBColor { RGBColor(r, g, b, alpha: alpha) }
}
