import Foundation
import VitroColor
import VitroRaster

/// visionOS's window glass (`glassBackgroundEffect(in:displayMode:)`): a strong blur with a
/// gray wash whose density adapts to the luminance behind it, so white content stays legible
/// over bright and dark surroundings alike. visionOS has no dark mode: the scheme is ignored.
enum GlassBackground {
    static func recipe(in environment: EnvironmentValues) -> MaterialRecipe {
        if environment.accessibilityReduceTransparency { return .flat(RGBColor(0x3A, 0x3A, 0x3C)) }
        if !environment.supportsMaterialBlur { return .flat(RGBColor(0x3A, 0x3A, 0x3C, alpha: 0.92)) }
        // The wash's opacity is the recipe's over mid-gray surroundings; the compositor scales it
        // by the luminance beneath (0.6× over black … 2× over white).
        var effect = BackdropEffect(
            sigma: 32, saturation: 1.4, tints: [(RGBColor(0x2C, 0x2C, 0x2E, alpha: 0.30), .normal)],
            edges: environment.backdropEdgeMode, name: "glassBackground")
        effect.adaptsToLuminance = true
        return .backdrop(effect)
    }
}

/// When a view's glass background is shown (visionOS's `GlassBackgroundDisplayMode`).
public enum GlassBackgroundDisplayMode: Hashable, Sendable {
    /// The glass background is always shown.
    case always
    /// The glass background is shown where the system would show one (always, here).
    case implicit
    /// The glass background is never shown.
    case never
}
