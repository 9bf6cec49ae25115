import Foundation
@_spi(Nodes) import VitroCore

/// A group of tabs under a header, as SwiftUI's `TabSection`: a tab bar shows its tabs in line
/// with the others; a sidebar (`.tabViewStyle(.sidebarAdaptable)` in a regular-width
/// environment) lists them under the header.
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    let header: Header
    let content: Content

    /// Never called: the tab view draws the section (a section is both a view and tab content).
    public var body: Never { return fatalError("TabSection has no body") }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let nodes = context.appending(.content).nodes(content)
        let section = TabSectionInfo(header: AnyView(header))
        for case let marker as TabMarkerNode in nodes where marker.section == nil {
            marker.section = section
        }
        return nodes
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of tabs without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        header = EmptyView()
        self.content = content()
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of tabs under a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(String(title))
        self.content = content()
    }

    /// A section of tabs under a localized title.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of tabs under a header view.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }
}

// Tabs without values (a `TabView` without a selection) in a section: the section's selection
// type is `Never`, as the tabs'.
extension TabSection where Header == EmptyView, Footer == EmptyView, SelectionValue == Never {
    /// A section of tabs without a title.
    public init(@TabContentBuilder<Never> content: () -> Content) {
        header = EmptyView()
        self.content = content()
    }
}

extension TabSection where Header == Text, Footer == EmptyView, SelectionValue == Never {
    /// A section of tabs titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<Never> content: () -> Content) {
        header = Text(String(title))
        self.content = content()
    }

    /// A section of tabs titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Never> content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }
}

extension TabContentBuilder {
    /// A section of tabs in a tab view's builder.
    public static func buildExpression<H: View, C: View, F: View>(
        _ section: TabSection<H, C, F, SelectionValue>
    ) -> TabContentList<SelectionValue> {
        TabContentList(tabs: [AnyView(section)])
    }
}

/// A section's header, shared by its tabs so that a sidebar can group them.
final class TabSectionInfo {
    let header: AnyView
    init(header: AnyView) { self.header = header }
}
