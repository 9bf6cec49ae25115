import Foundation
@_spi(Nodes) import VitroCore

/// Two or three columns side by side, as SwiftUI's `NavigationSplitView`: a sidebar, an
/// optional content column and a detail, drawn at rest with iPadOS 26's look.
///
/// In a horizontally regular environment (an iPad `Device`, or `horizontalSizeClass`
/// `.regular`) the sidebar floats as an inset Liquid Glass panel whose corners are concentric
/// with the window's (sidebars "float in this Liquid Glass layer",
/// docs/reference/seeds.md#adopting-liquid-glass), and the detail
/// extends under it, so a `backgroundExtensionEffect()` in the detail shows beneath the glass.
/// The content column sits beside the sidebar on the system background, the detail beside it.
/// Each column has a navigation bar of its own for its title and toolbar items. Figures are in
/// `SplitMetrics`.
///
/// In a compact environment (an iPhone) the columns collapse into one stack showing the
/// `preferredCompactColumn` (the sidebar by default); the content and detail columns show as
/// pushed, with a back button.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let hasContent: Bool
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let preferredCompactColumn: NavigationSplitViewColumn
    /// Writes the column visibility back (the sidebar toggle's action); nil without a binding.
    let setVisibility: (@MainActor (NavigationSplitViewVisibility) -> Void)?

    init(
        sidebar: Sidebar, content: Content, hasContent: Bool, detail: Detail,
        visibility: Binding<NavigationSplitViewVisibility>?, preferredCompactColumn: NavigationSplitViewColumn?
    ) {
        self.sidebar = sidebar
        self.content = content
        self.hasContent = hasContent
        self.detail = detail
        self.visibility = visibility?.wrappedValue ?? .automatic
        self.preferredCompactColumn = preferredCompactColumn ?? .sidebar
        if let binding = visibility {
            setVisibility = { binding.wrappedValue = $0 }
        } else {
            setVisibility = nil
        }
    }

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), hasContent: true, detail: detail(), visibility: nil,
            preferredCompactColumn: nil)
    }

    /// A three-column split view showing the leading columns `columnVisibility` names.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), hasContent: true, detail: detail(),
            visibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A three-column split view; collapsed, it shows `preferredCompactColumn` on top.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), hasContent: true, detail: detail(), visibility: nil,
            preferredCompactColumn: preferredCompactColumn.wrappedValue)
    }

    /// A three-column split view with both its column visibility and its compact column set.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), hasContent: true, detail: detail(),
            visibility: columnVisibility, preferredCompactColumn: preferredCompactColumn.wrappedValue)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let layout = SplitLayout(
            hasContent: hasContent, visibility: visibility.kind, preferredCompactColumn: preferredCompactColumn.kind,
            setVisibility: setVisibility)
        let sidebar = sidebar
        let content = content
        let detail = detail
        return layout.nodes(
            context,
            sidebar: { $0.nodes(sidebar) },
            content: { $0.nodes(content) },
            detail: { $0.nodes(detail) })
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), hasContent: false, detail: detail(), visibility: nil,
            preferredCompactColumn: nil)
    }

    /// A two-column split view showing the sidebar as `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), hasContent: false, detail: detail(),
            visibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A two-column split view; collapsed, it shows `preferredCompactColumn` on top.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), hasContent: false, detail: detail(), visibility: nil,
            preferredCompactColumn: preferredCompactColumn.wrappedValue)
    }

    /// A two-column split view with both its column visibility and its compact column set.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: EmptyView(), hasContent: false, detail: detail(),
            visibility: columnVisibility, preferredCompactColumn: preferredCompactColumn.wrappedValue)
    }
}
