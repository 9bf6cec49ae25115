import Foundation
@_spi(Nodes) import VitroCore

/// iPadOS's sidebar toggle in a split view's bar: it hides a shown sidebar (writing
/// `.detailOnly` to the split view's `columnVisibility`) or shows a hidden one (`.all`), so a
/// host's tap (`ViewHost/tap(_:)` on "Hide Sidebar" or "Show Sidebar") collapses or expands
/// the columns through the app's binding.
struct SidebarToggle: View {
    let hides: Bool
    let set: @MainActor (NavigationSplitViewVisibility) -> Void

    var body: some View {
        let hides = hides
        let set = set
        return Button(action: { set(hides ? .detailOnly : .all) }) { Image(systemName: "sidebar.left") }
            .accessibilityLabel(hides ? "Hide Sidebar" : "Show Sidebar")
    }

    /// `column` with the toggle as its bar's leading item.
    @MainActor
    static func adding(
        to column: @escaping SplitLayout.Column, hides: Bool,
        set: @escaping @MainActor (NavigationSplitViewVisibility) -> Void
    ) -> SplitLayout.Column {
        { context in
            context.nodes(
                ResolvedColumn(resolve: column).toolbar {
                    ToolbarItem(placement: .topBarLeading) { SidebarToggle(hides: hides, set: set) }
                })
        }
    }
}

/// A column's content, resolved where it is placed.
struct ResolvedColumn: View, PrimitiveView {
    typealias Body = Never
    let resolve: SplitLayout.Column
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}
