import Foundation

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
}

/// The floating tab bar: regular tabs on one glass capsule, a search tab on its own circle.
struct TabBar: View, PrimitiveView {
    typealias Body = Never
    let items: [TabBarItem]
    let selected: Int

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var tabs: [AnyView] = []
        var search: AnyView?
        for (index, item) in items.enumerated() {
            let cell = cell(item, index: index, context: context.appending(.index(index)))
            if item.isSearch { search = cell } else { tabs.append(cell) }
        }
        let height = TabBarMetrics.height
        let bar = HStack(spacing: 12) {
            HStack(spacing: 0) { ForEach(0..<tabs.count) { tabs[$0] } }
                .padding(TabBarMetrics.highlightInset)
                .frame(height: height)
                .glassEffect(.regular, in: Capsule())
            if let search {
                search.frame(width: height, height: height).glassEffect(.regular, in: Circle())
            }
        }
        .padding(.horizontal, TabBarMetrics.margin)
        .padding(.bottom, TabBarMetrics.margin)
        .ignoresSafeArea(edges: .bottom)
        return context.appending(.secondary).nodes(bar)
    }

    /// A tab: its symbol over its title, in the accent color on a gray highlight when selected.
    func cell(_ item: TabBarItem, index: Int, context: ResolveContext) -> AnyView {
        let isSelected = index == selected
        let ink = AnyShapeStyle(isSelected ? Color.accentColor : Color.primary)
        let iconNodes = context.appending(.index(0)).with {
            $0.font = .system(size: TabBarMetrics.symbolSize, weight: .medium)
            $0.foregroundStyle = ink
        }.nodes(item.label)
        let titleNodes = context.appending(.index(1)).with {
            $0.font = .system(size: TabBarMetrics.titleSize, weight: .semibold)
            $0.foregroundStyle = ink
        }.nodes(item.label)
        let icon = TabBar.first(SymbolNode.self, in: iconNodes)
        let title = item.isSearch ? nil : TabBar.first(TextNode.self, in: titleNodes)
        return AnyView(
            VStack(spacing: 2) {
                if let icon { ResolvedNodes(nodes: [icon]) }
                if let title { ResolvedNodes(nodes: [title]) }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if isSelected && !item.isSearch { Capsule().fill(Color(semantic: .tertiarySystemFill)) }
            })
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
