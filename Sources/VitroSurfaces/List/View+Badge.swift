import Foundation
@_spi(Nodes) import VitroCore

/// Badges, drawn by list rows and tab bars (search is in `Surfaces/Search`).
/// Presentations (sheets, alerts, dialogs, popovers, menus) are in `Surfaces/Presentation`.
extension View {
    /// A count badge: on a tab item a red capsule with the count in white at the top trailing
    /// corner of its symbol; on a list row the count in the secondary label color at the
    /// trailing edge (before a navigation link's chevron). Zero shows no badge, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)"), entry: "badge(\(count))"))
    }

    /// A text badge, drawn as the count badge is; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label, entry: "badge(\"\(label?.plainText ?? "")\")"))
    }

    /// A text badge, drawn as the count badge is; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(
            BadgeModifier(
                label: label.map { Text(verbatim: String($0)) }, entry: "badge(\"\(label.map { String($0) } ?? "")\")"))
    }

    private func recordPresentation(_ name: String, _ presented: Bool) -> some View {
        record(presented ? "\(name) presented" : name)
    }
}
