import Foundation
@_spi(Nodes) import VitroCore

/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
///
/// In a `List` or `Form` a section is drawn by the list's style (a rounded card in inset
/// grouped lists); elsewhere its header, content and footer are stacked vertically. Headers keep
/// the capitalization they are given: iOS 26 uses title-style headers, not all capitals
/// (docs/reference/seeds.md#adopting-liquid-glass).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// A collapsible section's state (`Section(isExpanded:)`); nil for a section that is always
    /// expanded.
    var isExpanded: Bool?

    /// A section of `content` with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The older spelling, with header and footer as values.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if context.environment.isInLazyContainer { return lazySectionNodes(context) }
        // In a list a section is a card; in a menu, a group of items set apart.
        guard context.environment.isInList || context.environment.isInMenu else {
            // A leading-aligned vertical stack of the three parts, kept apart as well for
            // `ForEach(sections:)` and `Group(sections:)`.
            let headerNodes = context.appending(.index(0)).nodes(header)
            let rows = context.appending(.index(1)).nodes(content)
            let footerNodes = context.appending(.index(2)).nodes(footer)
            let stack = StackNode(
                axis: .vertical, alignment: 0, spacing: nil, children: headerNodes + rows + footerNodes,
                environment: context.environment)
            stack.attributes.sectionParts = SectionParts(header: headerNodes, content: rows, footer: footerNodes)
            return [stack]
        }
        let headerNodes = context.appending(.index(0)).with(SectionChrome.header).nodes(header)
        // A collapsed section of a sidebar list shows its header alone (SwiftUI collapses
        // sections in sidebar lists; other styles show their content).
        let collapsed = isExpanded == false && context.environment.listStyleKind == .sidebar
        let rows = collapsed ? [] : context.appending(.content).with(SectionChrome.row).nodes(content)
        let footerNodes = context.appending(.index(2)).with(SectionChrome.footer).nodes(footer)
        let node = ListSectionNode(
            header: headerNodes, rows: rows, footer: footerNodes, environment: context.environment)
        node.attributes.sectionParts = SectionParts(header: headerNodes, content: rows, footer: footerNodes)
        return [node]
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under the view `header`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` above a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above the view `footer`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section of `content` under the title `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A collapsible section titled `titleKey`: in a sidebar list, its rows show only while
    /// `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section under a header: in a sidebar list, its rows show only while
    /// `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

/// The environment of a section's parts inside a list.
@MainActor
enum SectionChrome {
    /// Headers: the body's size, semibold (the headline style), in the secondary label color,
    /// title-style (docs/reference/seeds.md#adopting-liquid-glass): as tall as the rows' text in
    /// SwiftUI's own iOS 26 snapshots (cap height 11.3 pt at Dynamic Type `.medium`,
    /// docs/FIDELITY.md).
    static func header(_ env: inout EnvironmentValues) {
        env.font = .headline
        env.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
    }

    /// Footers: 13 pt in the secondary label color.
    static func footer(_ env: inout EnvironmentValues) {
        env.font = .footnote
        env.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
    }

    /// Rows: body text; navigation links draw their chevron.
    static func row(_ env: inout EnvironmentValues) {
        env.isInListRow = true
    }
}

/// A section of a list as its parts, for the list to draw in its style.
@MainActor
final class ListSectionNode: LayoutNode {
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]

    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], environment: EnvironmentValues) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init(environment: environment)
    }

    override var children: [LayoutNode] { header + rows + footer }
}
