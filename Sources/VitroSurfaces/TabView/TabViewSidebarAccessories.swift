import Foundation
@_spi(Nodes) import VitroCore

/// The views a sidebar-adaptable tab view's sidebar draws besides its tabs: a header above
/// them, a footer below them and a bar pinned at the sidebar's bottom.
struct TabViewSidebarAccessories: @unchecked Sendable {
    var header: AnyView?
    var footer: AnyView?
    var bottomBar: AnyView?
    /// Items of the sidebar's own bar (`contentToolbar(for: .tabViewSidebar)`).
    var toolbar: AnyView?
}

struct TabViewSidebarAccessoriesKey: EnvironmentKey {
    static let defaultValue = TabViewSidebarAccessories()
}

extension EnvironmentValues {
    var tabViewSidebarAccessories: TabViewSidebarAccessories {
        get { self[TabViewSidebarAccessoriesKey.self] }
        set { self[TabViewSidebarAccessoriesKey.self] = newValue }
    }
}

extension View {
    /// A header above the tabs of the sidebar of a sidebar-adaptable tab view (regular width).
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return environmentChange { $0.tabViewSidebarAccessories.header = view }
    }

    /// A footer below the tabs of the sidebar of a sidebar-adaptable tab view.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return environmentChange { $0.tabViewSidebarAccessories.footer = view }
    }

    /// A bar pinned at the bottom of the sidebar of a sidebar-adaptable tab view.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return environmentChange { $0.tabViewSidebarAccessories.bottomBar = view }
    }

    /// Actions of the enclosing tab section, shown in its sidebar header's menu (recorded: the
    /// menu shows only when opened). On a `Section`, the actions are its container's to show:
    /// ``SectionConfiguration/actions`` hands them to `ForEach(sections:)` and
    /// `Group(sections:)`.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let actions = AnyView(content())
        return record("sectionActions").attribute { $0.containerValues.sectionActions = actions }
    }
}
