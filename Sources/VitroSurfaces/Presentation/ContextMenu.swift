import Foundation
@_spi(Nodes) import VitroCore

/// A context menu's items as a value, as SwiftUI's `ContextMenu` (the older form of
/// `contextMenu(menuItems:)`): `.contextMenu(ContextMenu { Button("Copy") {} })`.
public struct ContextMenu<MenuItems: View> {
    let items: AnyView

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = AnyView(menuItems()) }
}

extension View {
    /// Adds `contextMenu` to this view, or none when it is nil, as SwiftUI's `contextMenu(_:)`:
    /// a long press opens it, as `contextMenu(menuItems:)` does.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        let items = contextMenu?.items
        return Group {
            if let items {
                modifier(ContextMenuModifier(items: items, preview: nil))
            } else {
                self
            }
        }
    }

    /// A context menu for the selected rows of a list or table, as SwiftUI's
    /// `contextMenu(forSelectionType:menu:primaryAction:)` (recorded: the menu opens on a long
    /// press of a row and the primary action runs on a double click, neither of which a still
    /// image shows).
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { record("contextMenu(forSelectionType:)") }
}
