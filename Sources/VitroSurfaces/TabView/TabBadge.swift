import Foundation
@_spi(Nodes) import VitroCore

/// The figures of a tab item's badge (points): UIKit's tab bar badge, an 18 pt red capsule
/// with its text in 13 pt white, centered over the symbol's top trailing corner.
enum TabBadgeMetrics {
    static let height: CGFloat = 18
    static let fontSize: CGFloat = 13
    /// The text's inset from the capsule's ends.
    static let padding: CGFloat = 5
    /// How far the badge's center sits from the symbol's top trailing corner: right on it
    /// horizontally, a little below it (by eye against iOS 26's tab bars).
    static let offset = CGSize(width: 9, height: -5)
}

/// A tab item's badge (`badge(_:)` on a `Tab` or a `tabItem` view): its count or text in white
/// on the system red capsule, at the top trailing corner of the tab's symbol.
struct TabBadge: View {
    let label: Text

    var body: some View {
        label
            .font(.system(size: TabBadgeMetrics.fontSize, weight: .regular))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, TabBadgeMetrics.padding)
            .frame(minWidth: TabBadgeMetrics.height, minHeight: TabBadgeMetrics.height)
            .background(Capsule().fill(Color.red))
            .fixedSize()
            .offset(x: TabBadgeMetrics.offset.width, y: TabBadgeMetrics.offset.height)
            .accessibilityIdentifier("tab badge")
    }
}
