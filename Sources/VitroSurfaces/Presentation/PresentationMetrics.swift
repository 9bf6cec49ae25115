import Foundation
@_spi(Nodes) import VitroCore

/// The figures of iOS 26's presentations, with where each comes from. Apple publishes few of
/// them; those measured from screenshots of iOS 26 on a 402 × 874 pt iPhone are marked so.
enum PresentationMetrics {
    /// Containers at least this wide (points) are regular width: popovers and anchored dialogs
    /// float there (an iPad's narrowest full-screen width, 744 pt, rounded down).
    static let regularWidth: CGFloat = 700

    // MARK: Dimming (docs/reference/seeds.md#dimming)

    /// Behind an alert: black @ 0.4.
    static let alertDimming = 0.4
    /// Behind an action sheet on iPhone: black @ 0.4; an iPad popover is not dimmed.
    static let actionSheetDimming = 0.4
    /// Behind a sheet: black @ 0.2 for the lowest sheet, scaled with its height to 0.4 at full
    /// height ("0.2 to 0.4, scaled with drag").
    static let sheetDimmingRange: ClosedRange<Double> = 0.2...0.4
    /// Behind a context menu: black @ 0.25 (with the content scaled down).
    static let contextMenuDimming = 0.25
    /// How the content behind a context menu recedes: shrunk slightly about its center and
    /// blurred, so the lifted preview stands apart (by eye against iOS 26 on iPhone).
    static let contextMenuRecede = PresentationRecede(scale: 0.97, blur: 8)

    /// The dimming behind a sheet `fraction` of the full sheet height tall (0…1).
    static func sheetDimming(fraction: CGFloat) -> Double {
        let f = Double(min(1, max(0, fraction.isFinite ? fraction : 1)))
        return sheetDimmingRange.lowerBound + (sheetDimmingRange.upperBound - sheetDimmingRange.lowerBound) * f
    }

    // MARK: Sheets (docs/reference/seeds.md#adopting-liquid-glass: "Sheets feature an increased
    // corner radius, and half sheets are inset from the edge of the display"; the figures are
    // measured from screenshots)

    /// How far a partial-height sheet floats in from the display's sides and bottom (points).
    static let sheetInset: CGFloat = 8
    /// The gap between the status area and the top of a full-height sheet (points; UIKit's
    /// large detent leaves 10 pt).
    static let largeSheetGap: CGFloat = 10
    /// How much the content behind a full-height sheet shrinks (background content shrinks
    /// slightly during sheet presentation, docs/reference/seeds.md#elevation; UIKit scales the
    /// presenter to about 0.92).
    static let pushedBackScale: CGFloat = 0.92
    /// The point the pushed-back content shrinks toward, from the top of the screen (points).
    static let pushedBackTop: CGFloat = 0
    /// The grabber: 36 × 5 pt, 5 pt below the sheet's top edge (UIKit's `prefersGrabberVisible`).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    /// A sheet on regular width (an iPad's form sheet): UIKit's 540 × 620 pt.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A form sheet's corner radius (points, measured).
    static let formSheetCornerRadius: CGFloat = 28

    // MARK: Alerts (measured from screenshots; concentric by construction)

    /// An alert's width (points).
    static let alertWidth: CGFloat = 300
    /// The padding around an alert's text (points).
    static let alertTextPadding: CGFloat = 22
    /// The inset of an alert's buttons from its edges (points).
    static let alertButtonInset: CGFloat = 14
    /// An alert button's height (points): the 44 pt minimum hit target, drawn as a capsule.
    static let alertButtonHeight: CGFloat = 44
    /// The space between an alert's buttons, side by side or stacked (points).
    static let alertButtonSpacing: CGFloat = 8
    /// An alert's corner radius: concentric with its capsule buttons, the buttons' radius plus
    /// their inset (22 + 14 = 36 pt).
    static var alertCornerRadius: CGFloat { alertButtonHeight / 2 + alertButtonInset }

    // MARK: Dialogs, popovers and menus (measured from screenshots)

    /// The width of a dialog or popover floating beside its source (points).
    static let anchoredDialogWidth: CGFloat = 280
    /// The gap between a source and what it presents (points).
    static let anchorGap: CGFloat = 8
    /// The margin kept between a floating panel and the container's edges (points).
    static let screenMargin: CGFloat = 10
    /// A popover's corner radius (points).
    static let popoverCornerRadius: CGFloat = 26
}
