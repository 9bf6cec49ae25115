import Foundation
@_spi(Nodes) import VitroCore

/// Views switched by a tab bar, as SwiftUI's `TabView`, drawn with iOS 26's floating tab bar: a
/// Liquid Glass capsule above the bottom of the screen, the selected tab highlighted and tinted
/// with the accent color, a search tab in its own circle at the trailing end.
///
/// Tabs are ``Tab``s (in ``TabSection``s or not) or views with `tabItem`; the selection picks
/// the tab whose value (or `tag(_:)`) matches, the first tab when none does. On iPhone the bar
/// minimizes as `tabBarMinimizeBehavior(_:)` says once the selected tab's content is scrolled,
/// a `tabViewBottomAccessory` rides above the bar (in line with it when minimized), and a soft
/// scroll edge effect lies under the bar over scrolling content. With
/// `.tabViewStyle(.sidebarAdaptable)` in a regular-width environment (iPad) the tabs are the
/// rows of a floating glass sidebar instead, sections under their headers; otherwise a
/// regular-width tab view floats its bar at the top, as iPadOS does.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: AnyHashable?
    /// Writes a tapped tab's value to the selection binding; nil without one.
    let select: (@MainActor (AnyHashable) -> Void)?
    let content: Content

    init(selection: Binding<SelectionValue>?, content: Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        if let binding = selection {
            select = { value in
                if let value = value.base as? SelectionValue { binding.wrappedValue = value }
            }
        } else {
            select = nil
        }
        self.content = content
    }

    /// A tab view bound to `selection`, showing the tab whose value matches.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content())
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        // The tab view's settings stop at its content: a tab view inside has its own.
        let placement = TabBarPlacement.drawn(by: env)
        let inner = context.appending(.content).with {
            $0.tabBarPlacement = placement
            $0.tabViewBottomAccessory = nil
            $0.tabBarMinimizeBehavior = .automatic
            $0.tabViewStyleKind = .automatic
        }
        let nodes = inner.nodes(content)
        var tabs: [TabBarItem] = []
        var selectedIndex = 0
        for (index, node) in nodes.enumerated() {
            if let marker = node as? TabMarkerNode {
                tabs.append(
                    TabBarItem(
                        label: marker.label, isSearch: marker.isSearch, section: marker.section, value: marker.value,
                        badge: ViewAttributes.badge(of: node), isDisabled: marker.isDisabled,
                        isInTabBar: marker.isInTabBar, isInSidebar: marker.isInSidebar, present: marker.present))
                if let selection, marker.value == selection { selectedIndex = index }
            } else {
                let tag = PickerOptions.tag(of: node)
                if let selection, tag == selection { selectedIndex = index }
                let label = PreferenceCollector.value(TabItemKey.self, in: [node])?.view ?? AnyView(EmptyView())
                tabs.append(
                    TabBarItem(
                        label: label, isSearch: false, section: nil, value: tag, badge: ViewAttributes.badge(of: node)))
            }
        }
        let selected = nodes.indices.contains(selectedIndex) ? nodes[selectedIndex] : nil
        // With a search tab, the tab bar draws the search field of a searchable tab view (or of
        // the search tab's content) while the search tab is selected, and none otherwise.
        let hasSearchTab = tabs.contains(where: \.isSearch)
        let isSearchSelected = tabs.indices.contains(selectedIndex) && tabs[selectedIndex].isSearch
        let outerSearch = hasSearchTab ? env.searchConfiguration.flatMap { $0.claim.isClaimed ? nil : $0 } : nil
        outerSearch?.claim.isClaimed = true
        let selectedContext = inner.appending(.index(selectedIndex)).with {
            if hasSearchTab { $0.searchConfiguration = nil }
            $0.isInSearchTab = isSearchSelected
        }
        if placement == .sidebar {
            let (rows, selectedRow) = TabBarItem.shown(tabs, selected: selectedIndex, where: \.isInSidebar)
            let sidebar = TabSidebar(
                items: rows, selected: selectedRow, select: select, detail: TabContentView(node: selected),
                accessory: env.tabViewBottomAccessory?.view, accessories: env.tabViewSidebarAccessories)
            return context.appending(.secondary).with { $0.tabBarPlacement = placement }.nodes(sidebar)
        }

        let selectedContent = selectedContext.nodes(TabContentView(node: selected))
        var search: SearchConfiguration?
        if isSearchSelected {
            search = outerSearch ?? PreferenceCollector.value(SearchableKey.self, in: selectedContent)
            search?.claim.isClaimed = true
        }
        let offset = PreferenceCollector.value(ScrollOffsetKey.self, in: selectedContent)
        let minimized = env.tabBarMinimizeBehavior.isMinimized(
            offset: offset, lastScroll: PreferenceCollector.value(LastScrollKey.self, in: selectedContent),
            isCompact: env.horizontalSizeClass != .regular)
        let accessory = env.tabViewBottomAccessory?.view
        // The bar leaves out sidebar-only tabs and those hidden for it.
        let (barTabs, barSelected) = TabBarItem.shown(tabs, selected: selectedIndex, where: \.isInTabBar)
        let showsBar = env.tabViewStyleKind != .page && !barTabs.isEmpty
        let bar = TabBar(
            items: barTabs, selected: barSelected, minimized: minimized, accessory: accessory, select: select,
            search: search)
        let extent = TabBarMetrics.extent(minimized: minimized, hasAccessory: accessory != nil)
        if env.horizontalSizeClass == .regular {
            // iPad: the bar floats at the top, in the navigation bar's row.
            let top = TopTabBar(items: barTabs, selected: barSelected, select: select, search: search)
            let view = ZStack(alignment: .top) {
                ResolvedNodes(nodes: selectedContent).frame(maxWidth: .infinity, maxHeight: .infinity)
                if showsBar { top }
                if let accessory {
                    TabBar.accessoryCapsule(accessory, placement: .expanded, height: TabBarMetrics.accessoryHeight)
                        .frame(maxWidth: TabBarMetrics.regularAccessoryWidth)
                        .padding(TabBarMetrics.margin)
                        .frame(maxHeight: .infinity, alignment: .bottom)
                }
            }
            return context.appending(.secondary).nodes(view)
        }
        // The bar covers the bottom of the content: its top is the content's bottom safe area
        // edge, so a `safeAreaInset(edge: .bottom)` bar sits above it and scrolled content ends
        // above it (scroll views still draw beneath, as under the navigation bar).
        let barInset = showsBar ? max(0, extent - env.safeAreaInsets.bottom) : 0
        let view = ZStack(alignment: .bottom) {
            ResolvedNodes(nodes: selectedContent).frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: barInset) }
            if showsBar {
                ScrollEdgeEffectView(bottom: selectedContent, environment: env, extent: extent)
                bar
            }
        }
        return context.appending(.secondary).nodes(view)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first tab, without a selection binding.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }
}

/// One tab as the bar draws it.
struct TabBarItem {
    let label: AnyView
    let isSearch: Bool
    /// The ``TabSection`` it is in, if any.
    let section: TabSectionInfo?
    /// The value the selection matches it by (its `Tab` value or `tag`), if any.
    let value: AnyHashable?
    /// The tab's `badge(_:)`, drawn at its symbol's top trailing corner.
    var badge: Text? = nil
    /// A disabled tab (`disabled(_:)`): drawn in the tertiary label color, as disabled
    /// controls' labels are, and not selected by a tap.
    var isDisabled = false
    /// Whether the tab bar shows the tab (`tabPlacement(_:)`, `defaultVisibility(_:for:)`).
    var isInTabBar = true
    /// Whether a sidebar shows the tab (`defaultVisibility(_:for:)`).
    var isInSidebar = true
    /// Wraps the tab's item where a bar draws it (its `popover(...)`, anchored to the item).
    var present: (@MainActor (AnyView) -> AnyView)? = nil

    /// The tabs of `items` that `shows` keeps, with the index of the selected one among them
    /// (-1, none, when it is left out).
    static func shown(_ items: [TabBarItem], selected: Int, where shows: (TabBarItem) -> Bool) -> ([TabBarItem], Int) {
        let kept = items.indices.filter { shows(items[$0]) }
        return (kept.map { items[$0] }, kept.firstIndex(of: selected) ?? -1)
    }

    /// The tab's ink: the tint when selected, the tertiary label color when disabled, the
    /// primary color otherwise.
    func ink(isSelected: Bool) -> AnyShapeStyle {
        if isDisabled { return AnyShapeStyle(Color(semantic: .tertiaryLabel)) }
        return isSelected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.primary)
    }

    /// Makes `view` select this tab when tapped (writing its value to `select`), with the
    /// tab's presentations anchored to it.
    @MainActor
    func tappable(_ view: some View, select: (@MainActor (AnyHashable) -> Void)?) -> AnyView {
        let value = value
        let tappable = AnyView(
            view.attribute { attributes in
                if let select, let value, !isDisabled { attributes.onTap = { select(value) } }
                if isSearch { attributes.accessibilityLabel = "Search" }
            })
        return present?(tappable) ?? tappable
    }
}

/// The selected tab's content: a ``Tab``'s content resolved where it is drawn, or the view a
/// `tabItem` made a tab.
struct TabContentView: View, PrimitiveView {
    typealias Body = Never
    let node: LayoutNode?

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard let node else { return [] }
        if let marker = node as? TabMarkerNode { return marker.content(context) }
        return [node]
    }
}
