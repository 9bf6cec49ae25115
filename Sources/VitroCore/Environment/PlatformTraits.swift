import Foundation
import VitroColor

/// What a platform draws its standard components with: the materials, defaults and metrics each
/// seed section describes, chosen by `EnvironmentValues/platform`.
///
/// - iOS and iPadOS (docs/reference/seeds.md#adopting-liquid-glass, #component-materials): the
///   system background under windows; Liquid Glass sidebars floating over the content;
///   presentations on Liquid Glass over a frosting material (the specification names thin for
///   menus and regular for sheets; over photographs those stay too busy to read, so Vitro
///   frosts menus with regular and floating sheets with thick, as iOS 26 looks), alerts and
///   dialogs on ultra thick, popovers on the glass alone.
/// - macOS (docs/reference/seeds.md#platforms, `NSVisualEffectView.Material`): the window
///   background material under windows, the titlebar material across the title bar, the sidebar
///   material in sidebars, and the menu, popover and sheet materials for those surfaces.
/// - visionOS (docs/reference/seeds.md#platforms): windows on glass, no Dark Mode (system colors
///   take their dark values), regular material in sidebars, thin for interactive elements.
/// - tvOS (docs/reference/seeds.md#platforms): focused elements on Liquid Glass; thin and regular
///   materials for overlays.
/// - watchOS (docs/reference/seeds.md#platforms): black screens in the dark appearance only;
///   full-screen modals on a material, their controls on a thinner one.
///
/// Control sizes are the Human Interface Guidelines' default and minimum hit targets
/// ("Accessibility", controls): iOS and iPadOS 44/28 pt, macOS 28/20, tvOS 66/56, visionOS
/// 60/28, watchOS 44/28.
package struct PlatformTraits: Hashable, Sendable {
    /// What fills a window (or a full-screen modal) behind its content.
    package enum Background: Hashable, Sendable {
        /// The system background color of the appearance.
        case systemBackground
        /// Black, whatever the appearance (watchOS).
        case black
        /// A material.
        case material(Material)
        /// The visionOS window glass (`glassBackgroundEffect()`).
        case glass
    }

    /// What presented surfaces (sheets, alerts, menus, popovers) are drawn on.
    package enum PresentationStyle: Hashable, Sendable {
        /// Liquid Glass over the surface's material, floating as iOS 26 draws it (iOS, iPadOS,
        /// tvOS).
        case liquidGlass
        /// The surface's `NSVisualEffectView` material alone, in a compact panel with a
        /// shadow: sheets attached under the title bar, alerts with the app icon (macOS).
        case visualEffect
        /// The visionOS window glass (`glassBackgroundEffect()`).
        case glass
        /// The whole screen on the surface's material, controls on a thinner one (watchOS).
        case fullScreen
    }

    /// How a focused element shows its focus.
    package enum FocusEffect: Hashable, Sendable {
        /// No change (touch platforms: a still image has no focus).
        case none
        /// The element lifts onto interactive Liquid Glass (tvOS 26).
        case liquidGlass
    }

    package var windowBackground: Background
    /// The material across a window's title bar (its top safe area); nil for none.
    package var titlebarMaterial: Material?
    /// The material of a sidebar; nil for a floating Liquid Glass panel.
    package var sidebarMaterial: Material?
    /// What presented surfaces are drawn on, and in what shape.
    package var presentationStyle: PresentationStyle
    /// The material of an open menu's panel (and a context menu's).
    package var menuMaterial: Material
    /// The material of a popover; nil for Liquid Glass alone (iOS 26's popovers).
    package var popoverMaterial: Material?
    /// The material of a sheet (under the glass while a phone's sheet floats).
    package var sheetMaterial: Material
    /// The material of an alert or a confirmation dialog.
    package var alertMaterial: Material
    /// What fills a full-screen modal (`fullScreenCover`) behind its content.
    package var fullScreenModalBackground: Background
    /// The material of controls inside a full-screen modal, when the platform gives one.
    package var modalControlMaterial: Material?
    /// The appearance the platform always draws in, whatever the environment asks; nil when it
    /// follows light and dark.
    package var fixedColorScheme: ColorScheme?
    package var focusEffect: FocusEffect
    /// The default hit target of a control (points, square): off iOS the least height of a
    /// bordered control's frame at regular and larger sizes (`PlatformControlMetrics`).
    package var controlSize: CGFloat
    /// The smallest hit target a control may have (points, square): off iOS the least height of
    /// a bordered control's frame at mini and small sizes.
    package var minimumControlSize: CGFloat

    /// Whether `color` is clear on this platform so the window's glass shows through: on
    /// visionOS the window-level backgrounds (system and grouped), which the glass replaces
    /// (docs/reference/seeds.md#platforms: prefer translucency to opaque colors in windows).
    package func showsGlassThrough(_ color: SemanticColor) -> Bool {
        windowBackground == .glass && (color == .systemBackground || color == .systemGroupedBackground)
    }

    /// The traits of `platform`.
    package static func of(_ platform: Device.Platform) -> PlatformTraits {
        switch platform {
        case .iOS, .iPadOS:
            PlatformTraits(
                windowBackground: .systemBackground, titlebarMaterial: nil, sidebarMaterial: nil,
                presentationStyle: .liquidGlass, menuMaterial: .regular, popoverMaterial: nil, sheetMaterial: .thick,
                alertMaterial: .ultraThick,
                fullScreenModalBackground: .systemBackground, modalControlMaterial: nil, fixedColorScheme: nil,
                focusEffect: .none, controlSize: 44, minimumControlSize: 28)
        case .macOS:
            PlatformTraits(
                windowBackground: .material(Material(.windowBackground)), titlebarMaterial: Material(.titlebar),
                sidebarMaterial: Material(.sidebar), presentationStyle: .visualEffect, menuMaterial: Material(.menu),
                popoverMaterial: Material(.popover), sheetMaterial: Material(.sheet),
                alertMaterial: Material(.sheet), fullScreenModalBackground: .material(Material(.windowBackground)),
                modalControlMaterial: nil, fixedColorScheme: nil, focusEffect: .none, controlSize: 28,
                minimumControlSize: 20)
        case .visionOS:
            PlatformTraits(
                windowBackground: .glass, titlebarMaterial: nil, sidebarMaterial: .regular, presentationStyle: .glass,
                menuMaterial: .regular,
                popoverMaterial: .regular, sheetMaterial: .regular, alertMaterial: .thick,
                fullScreenModalBackground: .glass, modalControlMaterial: .thin, fixedColorScheme: .dark,
                focusEffect: .none, controlSize: 60, minimumControlSize: 28)
        case .tvOS:
            PlatformTraits(
                windowBackground: .systemBackground, titlebarMaterial: nil, sidebarMaterial: nil,
                presentationStyle: .liquidGlass, menuMaterial: .regular, popoverMaterial: .regular,
                sheetMaterial: .regular, alertMaterial: .thick,
                fullScreenModalBackground: .material(.ultraThin), modalControlMaterial: nil, fixedColorScheme: nil,
                focusEffect: .liquidGlass, controlSize: 66, minimumControlSize: 56)
        case .watchOS:
            PlatformTraits(
                windowBackground: .black, titlebarMaterial: nil, sidebarMaterial: nil, presentationStyle: .fullScreen,
                menuMaterial: .regular,
                popoverMaterial: .regular, sheetMaterial: .regular, alertMaterial: .regular,
                fullScreenModalBackground: .material(.regular), modalControlMaterial: .thin, fixedColorScheme: .dark,
                focusEffect: .none, controlSize: 44, minimumControlSize: 28)
        }
    }
}
