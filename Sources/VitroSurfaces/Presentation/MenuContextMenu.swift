import Foundation
@_spi(Nodes) import VitroCore

/// Context menus: a long press (`ViewHost/longPress(_:)`) opens the menu under the view, which
/// is drawn again above the dimmed screen (docs/reference/seeds.md#dimming: black @ 0.25); choosing
/// an item runs its action and closes the menu.
extension View {
    /// A menu of `menuItems` shown when the view is long-pressed, the view lifted above the dimmed
    /// screen.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: nil))
    }

    /// A context menu with a custom preview (the preview is drawn as the view itself is).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> some View
    {
        modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
    }
}

/// Keeps whether a view's context menu is open.
struct ContextMenuModifier: ViewModifier {
    let items: AnyView
    let preview: AnyView?
    @State private var isOpen = false

    func body(content: Content) -> some View {
        let open = $isOpen
        let items = items
        return
            content
            .onLongPressGesture { open.wrappedValue = true }
            .presentation(.contextMenu, isPresented: isOpen, dismiss: { open.wrappedValue = false }) {
                geometry, resolver in
                MenuPanel.layer(items, kind: .contextMenu, in: geometry, resolver: resolver) {
                    open.wrappedValue = false
                }
            }
            .record("contextMenu")
    }
}
