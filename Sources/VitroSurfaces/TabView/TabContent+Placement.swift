import Foundation
@_spi(Nodes) import VitroCore

extension TabContent {
    /// Where the tab shows, as SwiftUI's `TabContent.tabPlacement(_:)`: a `.sidebarOnly` tab
    /// is a row of a sidebar-adaptable tab view's sidebar and is left out of the tab bar.
    public func tabPlacement(_ placement: TabPlacement) -> Self {
        (self as? any BadgeableTab)?.withPlacement(placement) as? Self ?? self
    }

    /// Whether the tab shows by default in `placements` (the tab bar, the sidebar), as
    /// SwiftUI's `TabContent.defaultVisibility(_:for:)`: a tab hidden for `.tabBar` is left
    /// out of the tab bar and stays in the sidebar, and the other way round.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self {
        (self as? any BadgeableTab)?.withVisibility(visibility, for: placements) as? Self ?? self
    }

    /// Presents `content` in a popover pointing at the tab's item while `isPresented` is
    /// true, as SwiftUI's `TabContent.popover(isPresented:attachmentAnchor:arrowEdge:content:)`
    /// (a sheet in compact width, as a view's popover is).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> Self {
        (self as? any BadgeableTab)?.withItemModifier { item in
            AnyView(
                item.popover(
                    isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
                    content: content))
        } as? Self ?? self
    }

    /// Presents a popover for `item` pointing at the tab's item while `item` is not nil, as
    /// SwiftUI's `TabContent.popover(item:attachmentAnchor:arrowEdge:content:)`.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> Self {
        (self as? any BadgeableTab)?.withItemModifier { tabItem in
            AnyView(
                tabItem.popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
        } as? Self ?? self
    }
}

extension Tab {
    /// A popover pointing at the tab's item while `isPresented` is true (declared on `Tab`
    /// too, so a tab picks it over `View.popover`).
    public func popover<C: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> C
    ) -> Tab {
        withItemModifier { item in
            AnyView(
                item.popover(
                    isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
                    content: content))
        }
    }

    /// A popover for `item` pointing at the tab's item while `item` is not nil (declared on
    /// `Tab` too, so a tab picks it over `View.popover`).
    public func popover<Item: Identifiable, C: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> C
    ) -> Tab {
        withItemModifier { tabItem in
            AnyView(
                tabItem.popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
        }
    }
}

struct DefaultAdaptableTabBarPlacementKey: EnvironmentKey {
    static let defaultValue = AdaptableTabBarPlacement.automatic
}

extension EnvironmentValues {
    /// The bar a sidebar-adaptable tab view starts with (`defaultAdaptableTabBarPlacement(_:)`).
    var defaultAdaptableTabBarPlacement: AdaptableTabBarPlacement {
        get { self[DefaultAdaptableTabBarPlacementKey.self] }
        set { self[DefaultAdaptableTabBarPlacementKey.self] = newValue }
    }
}

extension View {
    /// The bar a sidebar-adaptable tab view shows first, as SwiftUI's
    /// `defaultAdaptableTabBarPlacement(_:)`: `.tabBar` starts an iPad's tab view with its tab
    /// bar at the top instead of the sidebar; `.sidebar` and `.automatic` with the sidebar.
    public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic)
        -> some View
    {
        environmentChange { $0.defaultAdaptableTabBarPlacement = defaultPlacement }
    }
}

/// A region that hosts toolbar content of its own, as SwiftUI's `ContentToolbarPlacement`.
public struct ContentToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The sidebar of a sidebar-adaptable tab view: its items show in the sidebar's bar,
    /// whichever tab is selected.
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

extension View {
    /// Puts `content` in the bar of the region `placement` names in this container, as
    /// SwiftUI's `contentToolbar(for:content:)`: for `.tabViewSidebar`, at the trailing end of
    /// the sidebar's bar of a sidebar-adaptable tab view (regular width), whichever tab is
    /// selected; a tab bar has no such bar.
    public func contentToolbar<Content: View>(
        for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content
    ) -> some View {
        let view = AnyView(content())
        return environmentChange { $0.tabViewSidebarAccessories.toolbar = view }
    }
}
