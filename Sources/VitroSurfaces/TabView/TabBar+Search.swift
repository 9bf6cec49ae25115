import Foundation
@_spi(Nodes) import VitroCore

extension TabBar {
    /// The bar while the search tab is selected (iOS 26): the tabs collapse to one glass circle
    /// with the first tab's symbol at the leading end, and the search field fills the rest of
    /// the bar on a glass capsule as tall as the circle. While search is presented the circle
    /// gives way to the field's close button at the trailing end.
    func searchBar(_ search: SearchConfiguration, context: ResolveContext) -> some View {
        let size = TabBarMetrics.minimizedHeight
        let first = items.first { !$0.isSearch }
        let symbol = first.flatMap {
            symbolNode(
                $0, ink: AnyShapeStyle(Color.primary), size: TabBarMetrics.minimizedSymbolSize,
                context: context.appending(.index(items.count)))
        }
        let firstValue = first
        return HStack(spacing: TabBarMetrics.searchSpacing) {
            if !search.isPresented, let firstValue {
                firstValue.tappable(
                    Group { if let symbol { ResolvedNodes(nodes: [symbol]) } }
                        .frame(width: size, height: size)
                        .glassEffect(.regular, in: Circle()),
                    select: select)
            }
            SearchField(configuration: search, style: .glass, height: size)
            if search.isPresented {
                SearchCloseButton(configuration: search, style: .glass, height: size)
            }
        }
    }
}
