import Foundation
@_spi(Nodes) import VitroCore

/// Builds the tabs of a ``TabView`` whose selection has the type `SelectionValue`, as
/// SwiftUI's `@TabContentBuilder`: it lets `Tab(…, value: .browse)` find the type of `.browse`.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab as it is written in the builder closure.
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> TabContentList<
        SelectionValue
    > {
        TabContentList(tabs: [AnyView(tab)])
    }

    /// A tab without a value, as it is written in the builder closure.
    @_disfavoredOverload
    public static func buildExpression<C: View, L: View>(_ tab: Tab<Never, C, L>) -> TabContentList<SelectionValue> {
        TabContentList(tabs: [AnyView(tab)])
    }

    /// A list of tabs as it is written in the builder closure.
    public static func buildExpression(_ list: TabContentList<SelectionValue>) -> TabContentList<SelectionValue> {
        list
    }

    /// The tabs of a builder closure, in order (each part is a list its expression built).
    public static func buildBlock<each Part>(_ parts: repeat each Part) -> TabContentList<SelectionValue> {
        var tabs: [AnyView] = []
        for part in repeat each parts {
            if let list = part as? TabContentList<SelectionValue> { tabs += list.tabs }
        }
        return TabContentList(tabs: tabs)
    }

    /// The tabs of an `if` without `else`, or none.
    public static func buildIf(_ part: TabContentList<SelectionValue>?) -> TabContentList<SelectionValue> {
        part ?? TabContentList(tabs: [])
    }

    /// The tabs of an `if #available` block.
    public static func buildLimitedAvailability(
        _ part: TabContentList<SelectionValue>
    ) -> TabContentList<SelectionValue> {
        part
    }

    /// The tabs of an `if` without `else`, or none.
    public static func buildOptional(_ part: TabContentList<SelectionValue>?) -> TabContentList<SelectionValue> {
        part ?? TabContentList(tabs: [])
    }

    /// The tabs of an `if` or a `switch`'s first branch.
    public static func buildEither(first: TabContentList<SelectionValue>) -> TabContentList<SelectionValue> { first }
    /// The tabs of an `else` or a `switch`'s other branches.
    public static func buildEither(second: TabContentList<SelectionValue>) -> TabContentList<SelectionValue> { second }
    /// The tabs of a `for` loop, in order.
    public static func buildArray(_ parts: [TabContentList<SelectionValue>]) -> TabContentList<SelectionValue> {
        TabContentList(tabs: parts.flatMap(\.tabs))
    }
}

/// The tabs a ``TabContentBuilder`` built, in order.
public struct TabContentList<SelectionValue: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    let tabs: [AnyView]

    /// Never called: the tab view draws the tabs.
    public var body: Never { return fatalError("TabContentList has no body") }

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
