import Foundation
@_spi(Nodes) import VitroCore

/// The figures of macOS 26's presented surfaces: menus, popovers, sheets and alerts, drawn on
/// their `NSVisualEffectView` materials (`AppKitMaterial`). AppKit publishes the materials'
/// purposes and its fonts' sizes, few geometric figures; a number that is Vitro's reading says so.
enum MacPresentationMetrics {
    /// The system font size of regular controls and menus (points): `NSFont.systemFontSize`.
    static let fontSize: CGFloat = 13
    /// The small system font size (points): `NSFont.smallSystemFontSize`, an alert's
    /// informative text.
    static let smallFontSize: CGFloat = 11

    // MARK: Menus

    /// A menu's width (points): AppKit sizes a menu to its longest item; Vitro gives every
    /// menu one narrow width, enough for a short title, an icon and a shortcut.
    static let menuWidth: CGFloat = 220
    /// A menu item's row height (points): NSMenu's standard item for the 13 pt menu font since
    /// macOS 11 (the 22–24 pt of macOS 26's menus; Vitro takes the lower).
    static let menuRowHeight: CGFloat = 22
    /// The space above the first row and below the last (points; Vitro's reading).
    static let menuVerticalPadding: CGFloat = 5
    /// The margins of a row's content (points; Vitro's reading).
    static let menuRowMargin: CGFloat = 14
    /// The icon column of a row (points): a 16 pt symbol, then a 6 pt gap.
    static let menuIconWidth: CGFloat = 16
    static let menuIconGap: CGFloat = 6
    /// The space either side of a separator line between sections (points).
    static let menuSeparatorPadding: CGFloat = 5
    /// A menu's corner radius (points; Vitro's reading of macOS 26's rounder menus).
    static let menuCornerRadius: CGFloat = 10
    /// The gap between a pull-down button and the menu opening below it (points).
    static let menuGap: CGFloat = 4

    // MARK: Popovers

    /// A popover's corner radius (points; Vitro's reading).
    static let popoverCornerRadius: CGFloat = 14

    // MARK: Sheets

    /// A sheet's width when its content sets none (points; Vitro's reading of a settings sheet).
    static let sheetWidth: CGFloat = 480
    /// The gap between the title bar and the sheet hanging below it (points; Vitro's reading).
    static let sheetTopGap: CGFloat = 8
    /// The least room kept between a sheet and the window's sides and bottom (points).
    static let sheetMargin: CGFloat = 40
    /// The shortest sheet (points).
    static let sheetMinimumHeight: CGFloat = 120

    // MARK: Alerts

    /// An alert's width (points): macOS 11 and later draw alerts as a narrow 260 pt column.
    static let alertWidth: CGFloat = 260
    /// The app icon at the top of an alert (points): NSAlert's 64 pt icon.
    static let alertIconSize: CGFloat = 64
    /// The padding inside an alert (points; Vitro's reading).
    static let alertPadding: CGFloat = 20
    /// An alert's corner radius (points; Vitro's reading of macOS 26's rounder panels).
    static let alertCornerRadius: CGFloat = 20
    /// An alert button's height (points): the large push button (`PlatformControlMetrics`).
    static let alertButtonHeight: CGFloat = 28
    /// The space between an alert's buttons (points).
    static let alertButtonSpacing: CGFloat = 8
}
