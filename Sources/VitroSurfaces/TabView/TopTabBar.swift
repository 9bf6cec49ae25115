import Foundation
@_spi(Nodes) import VitroCore

/// The tab bar of a regular-width tab view (iPad): iPadOS's floating bar at the top, centered in
/// the navigation bar's row — the tabs' titles on one glass capsule, the selected one on a
/// highlight and in the accent color, a search tab on its own circle beside it.
struct TopTabBar: View, PrimitiveView {
    typealias Body = Never
    let items: [TabBarItem]
    let selected: Int
    var select: (@MainActor (AnyHashable) -> Void)? = nil
    /// The search field, drawn in place of the search tab's circle while it is selected.
    var search: SearchConfiguration? = nil

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var tabs: [AnyView] = []
        var search: AnyView?
        for (index, item) in items.enumerated() {
            let c = context.appending(.index(index))
            if item.isSearch {
                let bar = TabBar(items: items, selected: selected, select: select)
                let symbol = bar.symbolNode(
                    item, ink: AnyShapeStyle(Color.primary), size: TabBarMetrics.regularSymbolSize, context: c)
                search = AnyView(
                    item.tappable(Group { if let symbol { ResolvedNodes(nodes: [symbol]) } }, select: select))
            } else {
                tabs.append(cell(item, isSelected: index == selected, context: c))
            }
        }
        let height = TabBarMetrics.regularHeight
        let bar = HStack(spacing: TabBarMetrics.searchSpacing) {
            HStack(spacing: 0) { ForEach(0..<tabs.count) { tabs[$0] } }
                .padding(TabBarMetrics.highlightInset)
                .frame(height: height)
                .glassEffect(.regular, in: Capsule())
            if let field = self.search, items.indices.contains(selected), items[selected].isSearch {
                SearchField(configuration: field, style: .glass, height: height)
                    .frame(width: SearchFieldMetrics.regularWidth)
            } else if let search {
                search.frame(width: height, height: height).glassEffect(.regular, in: Circle())
            }
        }
        .frame(height: NavigationBarMetrics.barHeight)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        return context.appending(.secondary).nodes(bar)
    }

    /// A tab's title alone, semibold, in the tint (else the accent color) on a gray capsule when
    /// selected.
    func cell(_ item: TabBarItem, isSelected: Bool, context: ResolveContext) -> AnyView {
        let ink = item.ink(isSelected: isSelected)
        let nodes = context.with {
            $0.font = .system(size: TabBarMetrics.regularTitleSize, weight: .semibold)
            $0.foregroundStyle = ink
        }.nodes(item.label)
        let title = TabBar.first(TextNode.self, in: nodes)
        let cell = Group { if let title { ResolvedNodes(nodes: [title]) } }
            .padding(.horizontal, TabBarMetrics.regularTitlePadding)
            .frame(maxHeight: .infinity)
            .background {
                if isSelected { Capsule().fill(Color(semantic: .tertiarySystemFill)) }
            }
        return AnyView(item.tappable(cell, select: select))
    }
}
