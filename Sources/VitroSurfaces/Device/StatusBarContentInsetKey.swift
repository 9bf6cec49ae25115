import Foundation
@_spi(Nodes) import VitroCore

/// How far below the display's top edge an iPad's status bar lays out its time and indicators:
/// set by a split view whose floating sidebar is shown, so the time sits inside the sidebar's
/// panel, as iPadOS 26 draws it, rather than straddling the panel's top edge
/// (`SplitMetrics.panelInset` below the display's edge) over whatever the background
/// extension draws in the gap. Nil: centered in the whole status bar.
struct StatusBarContentInsetKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}
