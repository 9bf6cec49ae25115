import Foundation

/// A rule of the legibility audit: what it checks and where the guidance comes from.
public enum LegibilityRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Text or a symbol below the WCAG 2 contrast minimum for its size and weight against the
    /// pixels actually beneath it.
    case contrast = "wcag-contrast"
    /// Text or a symbol below the APCA Lc minimum for its size and weight.
    case apcaContrast = "apca-contrast"
    /// Clear Liquid Glass over bright content with no dimming layer between them.
    case clearGlassWithoutDimming = "clear-glass-dimming"
    /// Quaternary (or quinary) vibrant content on a thin or ultra-thin material.
    case quaternaryVibrancyOnThinMaterial = "quaternary-vibrancy-thin-material"
    /// Two states of the same element told apart by hue alone: indistinguishable under a
    /// color-vision deficiency.
    case hueOnlyStates = "hue-only-states"
    /// A colored label over colorful content.
    case coloredLabelOnColorfulBackdrop = "colored-label-colorful-backdrop"
    /// More than one control of a group on tinted glass.
    case tintedGlassInGroup = "tinted-glass-group"
    /// Liquid Glass inside scrolling content (a list row, a scroll view) instead of on the
    /// controls and navigation layer.
    case glassInContentLayer = "glass-content-layer"
    /// The view could not be rendered, so nothing was measured.
    case renderFailed = "render-failed"

    /// A one-line title.
    public var title: String {
        switch self {
        case .contrast: "Text contrast below the WCAG 2 minimum"
        case .apcaContrast: "Text contrast below the APCA minimum"
        case .clearGlassWithoutDimming: "Clear glass over bright content without a dimming layer"
        case .quaternaryVibrancyOnThinMaterial: "Quaternary vibrancy on a thin or ultra-thin material"
        case .hueOnlyStates: "States told apart by hue alone"
        case .coloredLabelOnColorfulBackdrop: "Colored label on a colorful backdrop"
        case .tintedGlassInGroup: "Tinted glass on more than one control of a group"
        case .glassInContentLayer: "Liquid Glass in the content layer"
        case .renderFailed: "The view could not be rendered"
        }
    }

    /// Where the guidance comes from.
    public var source: String {
        switch self {
        case .contrast:
            "WCAG 2.2 SC 1.4.3 (4.5:1, 3:1 for text from 18 pt or 14 pt bold) and SC 1.4.11 (3:1 for symbols); HIG Accessibility"
        case .apcaContrast:
            "APCA (WCAG 3 draft) Bronze simple mode: Lc 75 body text, 60 from 24 pt or 16 pt bold, 45 from 36 pt or 24 pt bold and symbols"
        case .clearGlassWithoutDimming:
            "HIG Materials, Liquid Glass <https://developer.apple.com/design/human-interface-guidelines/materials>: \"If the underlying content is bright, consider adding a dark dimming layer of 35% opacity.\""
        case .quaternaryVibrancyOnThinMaterial:
            "HIG Materials, Standard materials <https://developer.apple.com/design/human-interface-guidelines/materials>: \"avoid using quaternary on top of the thin and ultraThin materials, because the contrast is too low.\""
        case .hueOnlyStates:
            "HIG Color <https://developer.apple.com/design/human-interface-guidelines/color>: \"Avoid relying solely on color to differentiate between objects, indicate interactivity, or communicate essential information.\""
        case .coloredLabelOnColorfulBackdrop:
            "HIG Color, Liquid Glass color <https://developer.apple.com/design/human-interface-guidelines/color>: \"Avoid using similar colors in control labels if your app has a colorful background.\""
        case .tintedGlassInGroup:
            "HIG Color, Liquid Glass color <https://developer.apple.com/design/human-interface-guidelines/color>: \"Refrain from adding color to the background of multiple controls.\""
        case .glassInContentLayer:
            "HIG Materials, Liquid Glass <https://developer.apple.com/design/human-interface-guidelines/materials>: \"Don't use Liquid Glass in the content layer.\""
        case .renderFailed: "Vitro"
        }
    }
}
