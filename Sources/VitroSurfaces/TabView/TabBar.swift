import Foundation
@_spi(Nodes) import VitroCore

/// The figures of iOS 26's floating tab bar (points), Vitro's reading of iOS 26 screenshots:
/// the seeds give no numbers.
enum TabBarMetrics {
    /// The capsule's height.
    static let height: CGFloat = 62
    /// The distance from the screen's sides and bottom to the capsule.
    static let margin: CGFloat = 21
    /// The inset of the selected tab's highlight inside the capsule.
    static let highlightInset: CGFloat = 4
    /// The symbol size and the 10 pt title under it.
    static let symbolSize: CGFloat = 20
    static let titleSize: CGFloat = 10
    /// The space between the tabs' capsule and the search tab's circle.
    static let searchSpacing: CGFloat = 12
    /// The height of the minimized bar's circles and of its inline accessory (by eye against
    /// iOS 26's Music app).
    static let minimizedHeight: CGFloat = 48
    /// The symbol size in the minimized bar.
    static let minimizedSymbolSize: CGFloat = 19
    /// The height of the expanded bottom accessory's capsule and its gap above the tab bar (by
    /// eye against iOS 26's Music app).
    static let accessoryHeight: CGFloat = 48
    static let accessorySpacing: CGFloat = 8
    /// The widest a bottom accessory grows at the bottom of a regular-width detail (points):
    /// iPadOS keeps it about a phone's width, centered (by eye).
    static let regularAccessoryWidth: CGFloat = 500
    /// How far the selected tab's content must be scrolled before the bar minimizes (points):
    /// any scroll, as the scroll edge effect counts it.
    static let minimizeThreshold: CGFloat = 0.5

    /// The top tab bar of a regular-width tab view (iPad; by eye against iPadOS 26): its
    /// capsule's height, its titles' size and their side padding, the search symbol's size.
    static let regularHeight: CGFloat = 44
    static let regularTitleSize: CGFloat = 15
    static let regularTitlePadding: CGFloat = 16
    static let regularSymbolSize: CGFloat = 17

    /// How far the bar reaches up from the screen's bottom edge (points), accessory included.
    static func extent(minimized: Bool, hasAccessory: Bool) -> CGFloat {
        if minimized { return margin + minimizedHeight }
        return margin + height + (hasAccessory ? accessoryHeight + accessorySpacing : 0)
    }
}

/// The floating tab bar: regular tabs on one glass capsule, a search tab on its own circle, a
/// bottom accessory on a capsule above them. Minimized, the selected tab's symbol sits on a
/// small circle, the accessory in line beside it, the search tab's circle at the trailing end.
struct TabBar: View, PrimitiveView {
    typealias Body = Never
    let items: [TabBarItem]
    let selected: Int
    var minimized = false
    var accessory: AnyView? = nil
    /// Writes a tapped tab's value to the tab view's selection.
    var select: (@MainActor (AnyHashable) -> Void)? = nil
    /// The search field, drawn in the bar while the search tab is selected.
    var search: SearchConfiguration? = nil

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let search, items.indices.contains(selected), items[selected].isSearch {
            return context.appending(.secondary).nodes(placed(searchBar(search, context: context)))
        }
        var tabs: [AnyView] = []
        var search: AnyView?
        for (index, item) in items.enumerated() {
            let cell = cell(item, index: index, context: context.appending(.index(index)))
            if item.isSearch { search = cell } else { tabs.append(cell) }
        }
        let bar: AnyView
        if minimized {
            bar = AnyView(minimizedBar(search: search, context: context))
        } else {
            let height = TabBarMetrics.height
            bar = AnyView(
                VStack(spacing: TabBarMetrics.accessorySpacing) {
                    if let accessory {
                        accessoryCapsule(accessory, placement: .expanded, height: TabBarMetrics.accessoryHeight)
                    }
                    HStack(spacing: TabBarMetrics.searchSpacing) {
                        HStack(spacing: 0) { ForEach(0..<tabs.count) { tabs[$0] } }
                            .padding(TabBarMetrics.highlightInset)
                            .frame(height: height)
                            .glassEffect(.regular, in: Capsule())
                        if let search {
                            search.frame(width: height, height: height).glassEffect(.regular, in: Circle())
                        }
                    }
                })
        }
        return context.appending(.secondary).nodes(placed(bar))
    }

    /// The bar hung from the screen's bottom edge, under the home indicator's safe area.
    func placed(_ bar: some View) -> some View {
        bar
            .padding(.horizontal, TabBarMetrics.margin)
            .padding(.bottom, TabBarMetrics.margin)
            .frame(maxHeight: .infinity, alignment: .bottom)
            .ignoresSafeArea(edges: .bottom)
    }

    /// The minimized bar: the selected tab's symbol, the accessory in line, the search tab.
    func minimizedBar(search: AnyView?, context: ResolveContext) -> some View {
        let size = TabBarMetrics.minimizedHeight
        let current = items.indices.contains(selected) ? items[selected] : nil
        let symbol =
            current.map { item in
                symbolNode(
                    item, ink: AnyShapeStyle(TintShapeStyle()), size: TabBarMetrics.minimizedSymbolSize,
                    context: context.appending(.index(items.count)))
            } ?? nil
        let searchSymbol =
            items.first(where: \.isSearch).flatMap { item in
                symbolNode(
                    item, ink: AnyShapeStyle(Color.primary), size: TabBarMetrics.minimizedSymbolSize,
                    context: context.appending(.index(items.count + 1)))
            }
        let showsSearch = search != nil && current?.isSearch != true
        return HStack(spacing: TabBarMetrics.searchSpacing) {
            Group { if let symbol { ResolvedNodes(nodes: [symbol]) } }
                .frame(width: size, height: size)
                .glassEffect(.regular, in: Circle())
            if let accessory {
                accessoryCapsule(accessory, placement: .inline, height: size)
            } else {
                Spacer(minLength: 0)
            }
            if showsSearch {
                Group { if let searchSymbol { ResolvedNodes(nodes: [searchSymbol]) } }
                    .frame(width: size, height: size)
                    .glassEffect(.regular, in: Circle())
            }
        }
    }

    /// The accessory on its glass capsule, told where it is.
    func accessoryCapsule(_ accessory: AnyView, placement: TabViewBottomAccessoryPlacement, height: CGFloat)
        -> some View
    {
        TabBar.accessoryCapsule(accessory, placement: placement, height: height)
    }

    /// The accessory on its glass capsule, told where it is.
    static func accessoryCapsule(_ accessory: AnyView, placement: TabViewBottomAccessoryPlacement, height: CGFloat)
        -> some View
    {
        accessory
            .environmentChange { $0.tabViewBottomAccessoryPlacement = placement }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .frame(height: height)
            .glassEffect(.regular, in: Capsule())
    }

    /// A tab's symbol alone, in `ink` at `size` points.
    func symbolNode(_ item: TabBarItem, ink: AnyShapeStyle, size: CGFloat, context: ResolveContext) -> LayoutNode? {
        let nodes = context.with {
            $0.font = .system(size: size, weight: .medium)
            $0.foregroundStyle = ink
        }.nodes(item.label)
        return TabBar.first(SymbolNode.self, in: nodes)
    }

    /// A tab: its symbol over its title, in the tint (`.tint(_:)` on the tab view, else the
    /// accent color) on a gray highlight when selected.
    func cell(_ item: TabBarItem, index: Int, context: ResolveContext) -> AnyView {
        let isSelected = index == selected
        let ink = item.ink(isSelected: isSelected)
        let icon = symbolNode(item, ink: ink, size: TabBarMetrics.symbolSize, context: context.appending(.index(0)))
        let titleNodes = context.appending(.index(1)).with {
            $0.font = .system(size: TabBarMetrics.titleSize, weight: .semibold)
            $0.foregroundStyle = ink
        }.nodes(item.label)
        let title = item.isSearch ? nil : TabBar.first(TextNode.self, in: titleNodes)
        let badge = item.badge
        let cell = VStack(spacing: 2) {
            if let icon {
                ResolvedNodes(nodes: [icon]).overlay(alignment: .topTrailing) {
                    if let badge { TabBadge(label: badge) }
                }
            }
            if let title { ResolvedNodes(nodes: [title]) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
            if isSelected && !item.isSearch { Capsule().fill(Color(semantic: .tertiarySystemFill)) }
        }
        return AnyView(item.tappable(cell, select: select))
    }

    /// The first node of a type in a tree, in paint order.
    static func first<T: LayoutNode>(_ type: T.Type, in nodes: [LayoutNode]) -> LayoutNode? {
        for node in nodes {
            if node is T { return node }
            if let found = first(type, in: node.children) { return found }
        }
        return nil
    }
}
