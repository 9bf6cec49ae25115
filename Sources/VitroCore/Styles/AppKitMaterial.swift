import Foundation
import VitroColor
import VitroRaster

/// AppKit's `NSVisualEffectView.Material`s by their AppKit names (SwiftUI names none of them).
///
/// Apple publishes their purpose, not their numbers; the recipes here are Vitro's, chosen to
/// read as macOS draws them: window chrome (titlebar, headerView, sheet) like a thick
/// material, menus and popovers translucent with strong blur, the sidebar lighter still,
/// selection the accent color, the HUD always dark, and the background materials nearly
/// opaque. Under Reduce Transparency each is its tint color made opaque.
public enum AppKitMaterial: String, Hashable, Sendable, CaseIterable {
    /// AppKit's materials for title bars, selections, menus, popovers, sidebars, header views,
    /// sheets, window backgrounds and HUD windows.
    case titlebar, selection, menu, popover, sidebar, headerView, sheet, windowBackground, hudWindow
    /// AppKit's materials for full-screen interfaces, tooltips, content backgrounds, and the
    /// backgrounds under windows and pages.
    case fullScreenUI, toolTip, contentBackground, underWindowBackground, underPageBackground

    /// σ in points, saturation, and the tint's gray level and opacity in light and dark.
    var parameters: (sigma: CGFloat, saturation: Double, light: (Double, Double), dark: (Double, Double)) {
        switch self {
        case .titlebar: (20, 1.8, (0.96, 0.80), (0.16, 0.80))
        case .selection: (10, 1.2, (0, 0), (0, 0))
        case .menu: (30, 1.8, (0.96, 0.72), (0.14, 0.72))
        case .popover: (30, 1.8, (0.97, 0.78), (0.16, 0.78))
        case .sidebar: (30, 1.8, (0.93, 0.60), (0.12, 0.62))
        case .headerView: (20, 1.8, (0.96, 0.84), (0.15, 0.84))
        case .sheet: (25, 1.8, (0.96, 0.86), (0.16, 0.86))
        case .windowBackground: (20, 1.4, (0.93, 0.94), (0.18, 0.94))
        case .hudWindow: (30, 1.6, (0.12, 0.72), (0.12, 0.72))
        case .fullScreenUI: (30, 1.8, (0.95, 0.70), (0.10, 0.70))
        case .toolTip: (15, 1.6, (0.97, 0.90), (0.18, 0.90))
        case .contentBackground: (20, 1.4, (1.0, 0.96), (0.12, 0.96))
        case .underWindowBackground: (40, 1.8, (0.90, 0.55), (0.10, 0.60))
        case .underPageBackground: (20, 1.2, (0.88, 0.95), (0.16, 0.95))
        }
    }

    func recipe(in environment: EnvironmentValues) -> MaterialRecipe {
        let p = parameters
        let dark = environment.colorScheme == .dark
        var tint: RGBColor
        if self == .selection {
            // The selection material is the accent color, translucent.
            tint = Color.accentColor.rgbColor(in: environment).withAlpha(0.75)
        } else {
            let (v, a) = dark ? p.dark : p.light
            tint = RGBColor(red: v, green: v, blue: v, alpha: a)
        }
        if environment.accessibilityReduceTransparency || !environment.supportsMaterialBlur {
            return .flat(tint.withAlpha(environment.accessibilityReduceTransparency ? 1 : max(tint.alpha, 0.9)))
        }
        return .backdrop(
            BackdropEffect(
                sigma: p.sigma, saturation: p.saturation, tints: [(tint, .normal)], edges: environment.backdropEdgeMode,
                name: rawValue))
    }
}
