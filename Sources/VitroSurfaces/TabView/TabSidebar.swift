import Foundation
@_spi(Nodes) import VitroCore

/// A sidebar-adaptable tab view in a regular-width environment: its tabs as the rows of a
/// floating Liquid Glass sidebar (a ``NavigationSplitView``'s), the selected row highlighted,
/// the tabs of each ``TabSection`` under its header and the search tab first (where iPadOS
/// puts it); the selected tab's content is the detail, with the bottom accessory (if any)
/// expanded at its bottom.
struct TabSidebar<Detail: View>: View {
    let items: [TabBarItem]
    let selected: Int
    /// Writes a tapped row's tab value to the tab view's selection.
    let select: (@MainActor (AnyHashable) -> Void)?
    let detail: Detail
    /// The tab view's bottom accessory, expanded at the bottom of the detail (there is no bar).
    var accessory: AnyView? = nil
    /// The sidebar's header, footer and bottom bar (`tabViewSidebarHeader` and its kin).
    var accessories = TabViewSidebarAccessories()

    /// Runs of consecutive tabs in the same section (or in none), in order.
    var groups: [(section: TabSectionInfo?, indices: [Int])] {
        var groups: [(section: TabSectionInfo?, indices: [Int])] = []
        let order = items.indices.filter { items[$0].isSearch } + items.indices.filter { !items[$0].isSearch }
        for index in order {
            let section = items[index].section
            if let last = groups.last, last.section === section {
                groups[groups.count - 1].indices.append(index)
            } else {
                groups.append((section, [index]))
            }
        }
        return groups
    }

    var body: some View {
        let groups = groups
        let selected = selected
        let select = select
        let rows = ForEach(0..<groups.count) { g in
            let group = groups[g]
            let rows = ForEach(group.indices, id: \.self) { index in
                items[index].tappable(items[index].label, select: select).tag(index)
            }
            if let header = group.section?.header {
                Section {
                    rows
                } header: {
                    header
                }
            } else {
                Section { rows }
            }
        }
        let accessories = accessories
        let content = Group {
            if let header = accessories.header { Section { header.listRowBackground(Color.clear) } }
            rows
            if let footer = accessories.footer { Section { footer.listRowBackground(Color.clear) } }
        }
        return NavigationSplitView {
            List<Int, _>(content: content, isSelected: { $0 == AnyHashable(selected) }, rowIDs: nil)
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    if let bar = accessories.bottomBar { bar.padding(ListMetrics.rowInsets) }
                }
                // The sidebar's bar carries the tab view's content toolbar, whichever tab is
                // selected.
                .preference(
                    key: ToolbarItemsKey.self,
                    value: accessories.toolbar.map { [ToolbarEntry(placement: .topBarTrailing, kind: .group([$0]))] }
                        ?? [])
        } detail: {
            detail.frame(maxWidth: .infinity, maxHeight: .infinity).overlay(alignment: .bottom) {
                if let accessory {
                    TabBar.accessoryCapsule(accessory, placement: .expanded, height: TabBarMetrics.accessoryHeight)
                        .frame(maxWidth: TabBarMetrics.regularAccessoryWidth)
                        .padding(.horizontal, TabBarMetrics.margin)
                        .padding(.bottom, TabBarMetrics.margin)
                }
            }
        }
    }
}
