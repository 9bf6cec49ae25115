import Foundation

/// Views switched by a tab bar, as SwiftUI's `TabView`, drawn with iOS 26's floating tab bar: a
/// Liquid Glass capsule above the bottom of the screen, the selected tab highlighted and tinted
/// with the accent color, a search tab in its own circle at the trailing end.
///
/// Tabs are ``Tab``s or views with `tabItem`; the selection picks the tab whose value (or
/// `tag(_:)`) matches, the first tab when none does.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: AnyHashable?
    let content: Content

    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.appending(.content).nodes(content)
        var tabs: [TabBarItem] = []
        var selectedContent: [LayoutNode] = []
        var selectedIndex = 0
        for (index, node) in nodes.enumerated() {
            if let marker = node as? TabMarkerNode {
                tabs.append(TabBarItem(label: marker.label, isSearch: marker.isSearch))
                if let selection, marker.value == selection { selectedIndex = index }
            } else {
                if let selection, PickerOptions.tag(of: node) == selection { selectedIndex = index }
                let label = PreferenceCollector.value(TabItemKey.self, in: [node])?.view ?? AnyView(EmptyView())
                tabs.append(TabBarItem(label: label, isSearch: false))
            }
        }
        if nodes.indices.contains(selectedIndex) {
            let node = nodes[selectedIndex]
            if let marker = node as? TabMarkerNode {
                selectedContent = marker.content(context.appending(.index(selectedIndex)))
            } else {
                selectedContent = [node]
            }
        }
        let paged = context.environment.tabViewIsPaged
        let bar = TabBar(items: tabs, selected: selectedIndex)
        let view = ZStack(alignment: .bottom) {
            ResolvedNodes(nodes: selectedContent).frame(maxWidth: .infinity, maxHeight: .infinity)
            if !paged && !tabs.isEmpty { bar }
        }
        return context.appending(.secondary).nodes(view)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// One tab as the bar draws it.
struct TabBarItem {
    let label: AnyView
    let isSearch: Bool
}
