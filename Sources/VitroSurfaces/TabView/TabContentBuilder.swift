import Foundation
@_spi(Nodes) import VitroCore

/// Builds the tabs of a ``TabView`` whose selection has the type `SelectionValue`, as
/// SwiftUI's `@TabContentBuilder`: it lets `Tab(…, value: .browse)` find the type of `.browse`.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> TabContentList<
        SelectionValue
    > {
        TabContentList(tabs: [AnyView(tab)])
    }

    @_disfavoredOverload
    public static func buildExpression<C: View, L: View>(_ tab: Tab<Never, C, L>) -> TabContentList<SelectionValue> {
        TabContentList(tabs: [AnyView(tab)])
    }

    public static func buildExpression(_ list: TabContentList<SelectionValue>) -> TabContentList<SelectionValue> {
        list
    }

    public static func buildBlock(_ parts: TabContentList<SelectionValue>...) -> TabContentList<SelectionValue> {
        TabContentList(tabs: parts.flatMap(\.tabs))
    }

    public static func buildOptional(_ part: TabContentList<SelectionValue>?) -> TabContentList<SelectionValue> {
        part ?? TabContentList(tabs: [])
    }

    public static func buildEither(first: TabContentList<SelectionValue>) -> TabContentList<SelectionValue> { first }
    public static func buildEither(second: TabContentList<SelectionValue>) -> TabContentList<SelectionValue> { second }
    public static func buildArray(_ parts: [TabContentList<SelectionValue>]) -> TabContentList<SelectionValue> {
        TabContentList(tabs: parts.flatMap(\.tabs))
    }
}

/// The tabs a ``TabContentBuilder`` built, in order.
public struct TabContentList<SelectionValue: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    let tabs: [AnyView]

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        tabs.enumerated().flatMap { context.appending(.index($0.offset)).nodes($0.element) }
    }
}

extension TabView {
    /// A tab view of ``Tab``s whose values have the selection's type.
    public init(
        selection: Binding<SelectionValue>,
        @TabContentBuilder<SelectionValue> content: () -> TabContentList<SelectionValue>
    ) where Content == TabContentList<SelectionValue> {
        self.init(selection: Optional(selection), content: content())
    }
}
