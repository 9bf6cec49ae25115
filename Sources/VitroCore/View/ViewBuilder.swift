/// Builds views from closures, as SwiftUI's `@ViewBuilder`: several children, `if`/`else`,
/// `switch`, optionals and `for`-free conditionals. Its functions are nonisolated, as SwiftUI's
/// are, so a `@ViewBuilder` property of a plain enum or model type builds views.
@resultBuilder
public enum ViewBuilder {
    /// An empty view, for a builder closure with no views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// The one view of a builder closure.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// The views of a builder closure, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// A view as it is written in a builder closure.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// The view of an `if` without `else`, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The view of an `if` without `else`, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The view of an `if` or a `switch`'s first branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The view of an `else` or a `switch`'s other branches.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The view of an `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views from a builder, as SwiftUI's `TupleView`.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    // Set by the nonisolated init that `ViewBuilder` calls (its functions are nonisolated, as
    // SwiftUI's are); read when the view resolves, on the main actor.
    /// The views, as a tuple.
    public nonisolated(unsafe) var value: T
    package nonisolated(unsafe) let children: [any View]

    package nonisolated init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for (index, child) in children.enumerated() {
            nodes += context.appending(.index(index)).nodes(child)
        }
        return nodes
    }
}

/// One of two views (or two text formatting definitions), chosen by a builder's `if`/`else` or
/// `switch`. SwiftUI's name.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    // Set by the nonisolated init `ViewBuilder` calls; read when the view resolves, on the main actor.
    nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    public typealias Body = Never

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): context.appending(.branch(true)).nodes(v)
        case .falseContent(let v): context.appending(.branch(false)).nodes(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        map { context.appending(.branch(true)).nodes($0) } ?? []
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// A view that draws nothing and takes no space.
    public nonisolated init() {}
    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    // Set by the nonisolated inits (so nonisolated builders can erase views); read when the view
    // resolves, on the main actor.
    nonisolated(unsafe) let view: any View

    /// A type-erased form of `view`.
    public nonisolated init<V: View>(_ view: V) { self.view = view }
    /// A type-erased form of `view`.
    public nonisolated init<V: View>(erasing view: V) { self.view = view }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.appending(.type(ObjectIdentifier(type(of: view)))).nodes(view)
    }
}

/// Views grouped so modifiers apply to each, as SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// Views grouped so that modifiers apply to each of them.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.nodes(content) }
}
