import Foundation
@_spi(Nodes) import VitroCore

/// Where a navigation bar draws the search field of a searchable view, from its placement, the
/// platform's width and `searchToolbarBehavior`.
enum SearchBarPlacement: Equatable {
    /// iPhone (iOS 26): a glass field in the bottom toolbar, above the home indicator.
    case bottom
    /// iPhone, `searchToolbarBehavior(.minimize)`: a glass button at the bottom toolbar's
    /// trailing end.
    case bottomButton
    /// A filled field under the title (`navigationBarDrawer`, a sidebar's `.sidebar` field).
    case drawer
    /// In the bar's principal place (`toolbarPrincipal`).
    case principal
    /// iPad and Mac: a glass field at the trailing end of the toolbar.
    case trailing
    /// iPad and Mac, minimized: a glass button at the trailing end of the toolbar.
    case trailingButton

    /// The search field a navigation bar over `content` draws, and where; nil when it draws
    /// none. The field is claimed, so no container further out draws it again.
    ///
    /// In a split view the sidebar's bar draws a `.sidebar` field and the other columns'
    /// bars any other; in a tab view's search tab the tab bar draws it.
    @MainActor
    static func take(environment: EnvironmentValues, content: [LayoutNode], isScrolled: Bool)
        -> (configuration: SearchConfiguration, placement: SearchBarPlacement)?
    {
        guard !environment.isInSearchTab,
            let configuration = SearchConfiguration.find(environment: environment, content: content)
        else { return nil }
        let kind = configuration.placement.kind
        let placement: SearchBarPlacement
        if environment.isInFloatingSidebar {
            guard kind == .sidebar else { return nil }
            placement = .drawer
        } else if kind == .sidebar && environment.splitHostsInspector {
            // The detail of a split view whose sidebar has the field.
            return nil
        } else {
            let regular = environment.horizontalSizeClass == .regular
            let minimized = configuration.toolbarBehavior.isMinimized && !configuration.isPresented
            switch kind {
            case .navigationBarDrawer:
                placement = .drawer
            case .toolbarPrincipal:
                placement = .principal
            case .automatic, .toolbar, .sidebar:
                // A `DefaultToolbarItem(kind: .search, placement:)` moves the field to the
                // bottom toolbar or to the top bar's trailing end.
                let moved = PreferenceCollector.value(ToolbarItemsKey.self, in: content)
                    .last { $0.defaultItem == ToolbarDefaultItemKind.search.name }?.placement.slot
                let bottom = moved.map { $0 == .bottom } ?? !regular
                placement = bottom ? (minimized ? .bottomButton : .bottom) : (minimized ? .trailingButton : .trailing)
            }
        }
        configuration.claim.isClaimed = true
        // A drawer hides under the bar once the content scrolls, unless it always shows or
        // search is presented.
        if placement == .drawer, isScrolled, configuration.placement.displayMode == .automatic,
            !configuration.isPresented
        {
            return nil
        }
        return (configuration, placement)
    }

    /// The height the drawer row adds under the bar (points): the field's row, and the scope
    /// bar's when it shows.
    @MainActor static func drawerExtent(_ configuration: SearchConfiguration) -> CGFloat {
        SearchFieldMetrics.drawerRowHeight
            + (SearchScopeBar.shows(for: configuration) ? NavigationBarMetrics.capsuleHeight : 0)
    }
}

/// The search rows a navigation bar draws: the drawer under its title, the bottom toolbar row,
/// the trailing field or button.
@MainActor
enum SearchBarRows {
    /// The filled field under the title, with its close control and scope bar while searching.
    static func drawer(_ c: SearchConfiguration) -> some View {
        VStack(spacing: 0) {
            SearchField(configuration: c, style: .filled).withCloseControl
                .frame(height: SearchFieldMetrics.drawerRowHeight)
            if SearchScopeBar.shows(for: c), let scopes = c.scopes {
                SearchScopeBar(scopes: scopes).frame(height: NavigationBarMetrics.capsuleHeight)
            }
        }
    }

    /// The bottom toolbar with the search field: the field on glass filling the row, the
    /// bottom items after it (hidden while searching, which shows the close control instead);
    /// minimized, the items centered and a glass search button at the trailing end.
    static func bottom(_ c: SearchConfiguration, placement: SearchBarPlacement, items: [ToolbarEntry]) -> some View {
        let groups = ToolbarGrouping.groups(items)
        let row = ToolbarRow(leading: [], trailing: items, centered: true)
        return VStack(spacing: SearchFieldMetrics.closeSpacing) {
            if SearchScopeBar.shows(for: c), let scopes = c.scopes { SearchScopeBar(scopes: scopes) }
            HStack(spacing: NavigationBarMetrics.capsuleSpacing) {
                if placement == .bottomButton {
                    row
                    SearchButton(configuration: c)
                } else {
                    SearchField(configuration: c, style: .glass).withCloseControl
                    if !c.isPresented { row.capsules(groups) }
                }
            }
            .frame(height: NavigationBarMetrics.barHeight)
        }
    }

    /// The field or button at the trailing end of an iPad or Mac toolbar.
    @ViewBuilder
    static func trailing(_ c: SearchConfiguration, placement: SearchBarPlacement) -> some View {
        if placement == .trailingButton {
            SearchButton(configuration: c)
        } else {
            HStack(spacing: SearchFieldMetrics.closeSpacing) {
                SearchField(configuration: c, style: .glass).frame(width: SearchFieldMetrics.regularWidth)
                if c.isPresented { SearchCloseButton(configuration: c, style: .glass) }
            }
        }
    }
}
