import Foundation
@_spi(Nodes) import VitroCore

/// The figures lists are laid out with, iOS 26 unless named otherwise.
///
/// Apple's "Adopting Liquid Glass" (docs/reference/seeds.md#adopting-liquid-glass) says only that
/// iOS 26 lists have "a larger row height and padding" and that "sections have an increased corner
/// radius to match the curvature of controls"; the numbers below make those statements concrete and
/// are Vitro's choice where no public figure exists.
enum ListMetrics {
    /// The least height of a row (points). iOS 13–18 rows are 44 pt (the HIG's minimum hit
    /// target); iOS 26's taller rows are 51 pt, measured in SwiftUI's own iOS 26 snapshots (a
    /// one-line body row's card is 82.0 … 133.0 pt; two rows span 102 pt; `ListPositionTests`).
    /// Apps that redraw iOS 26's grouped sections by hand use 52 pt (`ListMetricsTests`).
    /// Separators are drawn inside the row above, so rows are 51 pt apart.
    static let minimumRowHeight: CGFloat = 51

    /// The least height of a row on `platform` (points): iOS 26's 52 pt on iOS, iPadOS and
    /// visionOS; tvOS's 66 pt, its default control size and table cell height (HIG
    /// "Accessibility"), which fits its 29 pt body text; watchOS's 44 pt minimum hit target; and
    /// on macOS 32 pt, Vitro's reading of a grouped form row around 13 pt text.
    static func minimumRowHeight(on platform: Device.Platform) -> CGFloat {
        switch platform {
        case .iOS, .iPadOS, .visionOS: minimumRowHeight
        case .tvOS: 66
        case .watchOS: 44
        case .macOS: 32
        }
    }
    /// The padding around a row's content (points): 16 pt from the card's edge to the text, as
    /// measured in SwiftUI's iOS 26 snapshots (the text's first glyph at 33 pt, the card at 16 pt,
    /// SF Pro's side bearing about 1 pt; `ListPositionTests`), 8 pt above and below.
    static let rowInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    /// The margin between an inset card and the list's edges (points): the compact-width
    /// layout margin of iPhone (16 pt; UIKit's `systemMinimumLayoutMargins`).
    static let cardMargin: CGFloat = 16
    /// The corner radius of inset-grouped sections (points, continuous corners): half the
    /// 52 pt row height, so a section's corners match the capsules of iOS 26 controls; apps
    /// matching iOS 26 by hand use the same 26 pt (`ListMetricsTests`).
    static let sectionCornerRadius: CGFloat = 26
    /// The space between two sections' cards (points), as `listSectionSpacing(.default)`;
    /// `.compact` is half of it. The figures of the section gap were measured in SwiftUI's own
    /// iOS 26 snapshots (home-assistant/iOS at d722d78, `Tests/**/__Snapshots__/`, iPhone 13 at
    /// 3×, Dynamic Type `.medium`; docs/FIDELITY.md): 35 pt from a card to the next card
    /// (`AboutView`, three gaps, and `GesturesSetupView`).
    static let sectionSpacing: CGFloat = 35
    /// From a card to the top of the next section's header (points): its baseline sits 42.7 …
    /// 43.0 pt below the card (`ListPickerTests`, `GesturesSetupView`, a `Form`), the header's
    /// ascent (15.2 pt at `.medium`) above that.
    static let spacingAboveHeader: CGFloat = 28
    /// From a footer's last line to the next card (points): 26.7 pt from its baseline (three
    /// snapshots), less the footnote's descent (2.9 pt).
    static let spacingBelowFooter: CGFloat = 24
    /// From a footer to the next section's header (points): no snapshot shows it; Vitro takes
    /// the header's spacing less what a footer saves before a card (28 − (35 − 24)).
    static let spacingBelowFooterAboveHeader: CGFloat = 17
    /// Space above the first section when it has no header (points): 35 pt, measured in SwiftUI's
    /// own iOS 26 snapshots, where the first card starts at 82 pt under a 47 pt safe area
    /// (`ListPositionTests`).
    static let topPadding: CGFloat = 35
    /// Space above the first section's header (points): with it the card starts at 86.3 pt in
    /// the same snapshots (the header's baseline at 72.3 pt), which 10 pt above the header
    /// reproduces.
    static let topPaddingAboveHeader: CGFloat = 10
    /// From a header to its card (points): the card starts 14.0 pt below the header's baseline in
    /// every iOS 26 snapshot measured (five), less the header's descent (3.9 pt at `.medium`).
    static let headerGap: CGFloat = 10
    /// From a card to its footer (points): the footer's first baseline is 19.3 pt below the card
    /// (three snapshots), its ascent (11.4 pt) above that.
    static let footerGap: CGFloat = 8

    // MARK: iPadOS 26 sidebars (by eye against iPadOS 26's Mail and Files; no published figure)

    /// The least height of a sidebar row (points): UIKit's 44 pt sidebar cell, which iPadOS 26
    /// keeps (sidebar rows stay denser than iOS 26's 52 pt grouped rows).
    static let sidebarRowHeight: CGFloat = 44
    /// The inset of the selected row's capsule from the sidebar panel's sides (points).
    static let sidebarSelectionInset: CGFloat = 10
    /// The opacity of the accent color filling the selected row's capsule.
    static let sidebarSelectionOpacity: Double = 0.18
}
