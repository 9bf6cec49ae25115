/// A modifier that turns a view into another, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by Vitro directly") }
}

/// The content a custom modifier's `body` receives. SwiftUI's name.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let view: AnyView
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.nodes(view) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let m = modifier as? any NodeModifier {
            let content = content
            return m.makeNodes(content: { $0.nodes(content) }, context: context)
        }
        let body = EnvironmentScope.with(context.environment) {
            modifier.body(content: _ViewModifier_Content(view: AnyView(content)))
        }
        return context.nodes(body)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension View {
    /// Applies a modifier, as SwiftUI's `modifier(_:)`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers Vitro applies by building layout nodes.
@MainActor
protocol NodeModifier {
    /// The nodes for content whose own nodes `content` makes in a given context.
    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode]
}

/// A modifier that changes the environment of its content.
struct EnvironmentModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let change: @MainActor (inout EnvironmentValues) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context.with(change))
    }
}

/// A modifier that wraps each content node in one node of its own.
struct WrapModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let wrap: @MainActor (LayoutNode, ResolveContext) -> LayoutNode

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context).map { wrap($0, context) }
    }
}

extension View {
    func environmentChange(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        modifier(EnvironmentModifier(change: change))
    }

    func wrap(_ wrap: @escaping @MainActor (LayoutNode, ResolveContext) -> LayoutNode) -> ModifiedContent<
        Self, WrapModifier
    > {
        modifier(WrapModifier(wrap: wrap))
    }
}
