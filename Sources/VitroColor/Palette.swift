/// Apple's system palette: the system colors, grays and semantic colors in their four variants.
///
/// Values come from the HIG's color tables and public runtime dumps (see `system-colors.json`
/// in the tests' fixtures and `Scripts/generate-palette.py`). Each value says where it comes
/// from through ``PaletteEntry/provenance``; the few that are unpublished are derived by the
/// rules documented on `derivedIncreasedContrast(_:variant:)`.
public struct Palette: Sendable, Hashable {
    /// Which edition of the palette the colors come from.
    public var edition: PaletteEdition

    /// A palette of `edition` (iOS 26 by default).
    public init(edition: PaletteEdition = .iOS26) {
        self.edition = edition
    }

    /// iOS 26's palette, the default.
    public static let iOS26 = Palette(edition: .iOS26)
    /// The palette of iOS 13 through 18.
    public static let iOS13 = Palette(edition: .iOS13)

    /// A system color or gray in `variant`.
    public func color(_ name: SystemColor, _ variant: PaletteVariant) -> RGBColor {
        entry(name, variant).color
    }

    /// A system color or gray in `variant`, with where its value comes from.
    public func entry(_ name: SystemColor, _ variant: PaletteVariant) -> PaletteEntry {
        if name.isGray {
            let value = Self.grays[name]![variant.index].color()
            if edition == .iOS26 && variant == .increasedContrastLight {
                return PaletteEntry(
                    color: value,
                    provenance: .derived(
                        "iOS 26 increased-contrast light grays are unpublished; the iOS 13–18 value is used"))
            }
            return PaletteEntry(color: value, provenance: .reference)
        }
        let table = edition == .iOS26 ? Self.ios26SystemColors : Self.ios13SystemColors
        let value = table[name]![variant.index].color()
        if let note = Self.uncertainty(name, variant, edition) {
            return PaletteEntry(color: value, provenance: .uncertain(note))
        }
        return PaletteEntry(color: value, provenance: .reference)
    }

    /// A semantic color in `variant`; `elevated` picks the dark backgrounds iOS uses for
    /// presented content (sheets, popovers).
    public func color(_ name: SemanticColor, _ variant: PaletteVariant, elevated: Bool = false) -> RGBColor {
        entry(name, variant, elevated: elevated).color
    }

    /// A semantic color in `variant`, with where its value comes from.
    public func entry(_ name: SemanticColor, _ variant: PaletteVariant, elevated: Bool = false) -> PaletteEntry {
        if variant.isIncreasedContrast {
            let base = entry(name, variant.isDark ? .dark : .light, elevated: elevated)
            return derivedIncreasedContrast(name, base: base, variant: variant)
        }
        let dark = variant.isDark
        if dark && elevated, let v = Self.darkElevatedBackgrounds[name] {
            return PaletteEntry(color: v.color(), provenance: .uncertain("dark elevated backgrounds are unconfirmed"))
        }
        if edition == .iOS26, let v = Self.iOS26SemanticOverride(name, dark: dark) {
            return PaletteEntry(color: v, provenance: .uncertain("iOS 26 value reported, unconfirmed"))
        }
        if name == .quinaryLabel {
            // Absent before iOS 26: the iOS 26 value serves both editions.
            return PaletteEntry(
                color: Self.iOS26SemanticOverride(.quinaryLabel, dark: dark)!,
                provenance: .uncertain("new in iOS 26, unconfirmed"))
        }
        let (rgb, alpha) = Self.semanticColors[name]![dark ? 1 : 0]
        return PaletteEntry(color: rgb.color(alpha: alpha), provenance: .reference)
    }

    /// The increased-contrast form of a semantic color, which Apple does not publish.
    ///
    /// Rules, chosen to follow what Increase Contrast does to the system colors (stronger
    /// separation from the background, same hue):
    /// - `link` takes the increased-contrast variant of the system blue of the edition.
    /// - Translucent colors (labels, fills, separators, placeholder) keep their color and
    ///   raise their opacity by half, capped at 1 (secondaryLabel 0.60 → 0.90).
    /// - Opaque backgrounds other than pure white and black, and the opaque separator, move 25%
    ///   farther from `systemBackground` of the same mode, so layers separate more.
    /// - `label`, `systemBackground` and the other pure white or black values are unchanged.
    func derivedIncreasedContrast(_ name: SemanticColor, base: PaletteEntry, variant: PaletteVariant) -> PaletteEntry {
        let rule: String
        var c = base.color
        if name == .link {
            c = color(.blue, variant)
            rule = "link = increased-contrast system blue"
        } else if c.alpha < 1 {
            c.alpha = min(1, c.alpha * 1.5)
            rule = "translucent: opacity × 1.5"
        } else if c.rgb == SIMD3(repeating: 0) || c.rgb == SIMD3(repeating: 1) {
            rule = "pure black or white: unchanged"
        } else {
            let background = color(.systemBackground, variant.isDark ? .dark : .light).rgb
            c.rgb = background + (c.rgb - background) * 1.25
            c = c.clamped()
            rule = "opaque: 25% farther from systemBackground"
        }
        return PaletteEntry(color: c, provenance: .derived(rule))
    }

    static func iOS26SemanticOverride(_ name: SemanticColor, dark: Bool) -> RGBColor? {
        switch name {
        case .quaternaryLabel where dark: RGBColor(235, 235, 245, alpha: 0.16)
        case .link: dark ? RGBColor(0, 145, 255) : RGBColor(0, 136, 255)
        case .quinaryLabel: dark ? RGBColor(235, 235, 245, alpha: 0.09) : RGBColor(60, 60, 67, alpha: 0.09)
        default: nil
        }
    }

    static func uncertainty(_ name: SystemColor, _ variant: PaletteVariant, _ edition: PaletteEdition) -> String? {
        switch (edition, name, variant) {
        case (.iOS26, .red, .light): "one source has 255,56,69"
        case (.iOS26, .indigo, .dark): "one source has 107,93,255"
        case (.iOS26, .green, .increasedContrastDark): "one source has 74,233,104"
        case (.iOS13, .mint, .increasedContrastLight): "a source has 112,129,123 (likely a typo for 12,129,123)"
        default: nil
        }
    }
}
