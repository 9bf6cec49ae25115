/// Builds views from closures, as SwiftUI's `@ViewBuilder`: several children, `if`/`else`,
/// `switch`, optionals and `for`-free conditionals. Its functions are nonisolated, as SwiftUI's
/// are, so a `@ViewBuilder` property of a plain enum or model type builds views.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views from a builder, as SwiftUI's `TupleView`.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public nonisolated(unsafe) var value: T
    nonisolated(unsafe) let children: [any View]

    nonisolated init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for (index, child) in children.enumerated() {
            nodes += context.appending(.index(index)).nodes(child)
        }
        return nodes
    }
}

/// One of two views, chosen by a builder's `if`/`else` or `switch`. SwiftUI's name.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    nonisolated init(storage: Storage) { self.storage = storage }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
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
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        map { context.appending(.branch(true)).nodes($0) } ?? []
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public nonisolated init() {}
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    nonisolated(unsafe) let view: any View

    public nonisolated init<V: View>(_ view: V) { self.view = view }
    public nonisolated init<V: View>(erasing view: V) { self.view = view }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.appending(.type(ObjectIdentifier(type(of: view)))).nodes(view)
    }
}

/// Views grouped so modifiers apply to each, as SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.nodes(content) }
}
