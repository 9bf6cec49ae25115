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
///
/// The content belongs to the view the modifier is applied to: it resolves in that view's
/// context, with the environment the modifier's body gives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolve: @MainActor (ResolveContext) -> [LayoutNode]
    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { resolve(context) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier applied to the content.
    public var modifier: Modifier

    /// The content with the modifier applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let content = content
        if let m = modifier as? any NodeModifier {
            return m.makeNodes(content: { $0.appending(.content).nodes(content) }, context: context)
        }
        if let m = modifier as? any EnvironmentalModifier {
            return m.resolvedNodes(content: content, context: context)
        }
        if let effect = modifier as? any GeometryEffect {
            return effect.makeEffectNodes(
                content: context.appending(.content).nodes(content), environment: context.environment)
        }
        // A custom modifier is a view of its own: its state lives in a graph node beside the
        // content's identity; the content resolves where the modifier was applied.
        let outer = context
        let proxy = _ViewModifier_Content<Modifier>(resolve: { inner in
            // Each place the body puts its content (a `ForEach` of copies, say) is a copy of its
            // own, with its own identity: where the body put it.
            var c = outer.appending(.content).appending(.id(AnyHashable(inner.path)))
            c.environment = inner.environment
            return c.nodes(content)
        })
        return context.appending(.modifier).nodes(ModifierBody(modifier: modifier, content: proxy))
    }
}

/// A custom modifier applied to its content, resolved like a view with a body so its dynamic
/// properties get graph storage.
struct ModifierBody<Modifier: ViewModifier>: View {
    var modifier: Modifier
    let content: _ViewModifier_Content<Modifier>
    var body: Modifier.Body { modifier.body(content: content) }
}

extension ModifierBody: ForwardsLinking {
    mutating func linkInner(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        PropertyLinker.linkFields(&modifier, node: node, environment: environment, slot: &slot)
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
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers Vitro applies by building layout nodes.
@MainActor
package protocol NodeModifier {
    /// The nodes for content whose own nodes `content` makes in a given context.
    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode]
}

/// A modifier that changes the environment of its content.
package struct EnvironmentModifier: ViewModifier, NodeModifier {
    package typealias Body = Never
    let change: @MainActor (inout EnvironmentValues) -> Void

    package func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context.with(change))
    }
}

/// A modifier that wraps each content node in one node of its own.
package struct WrapModifier: ViewModifier, NodeModifier {
    package typealias Body = Never
    package let wrap: @MainActor (LayoutNode, ResolveContext) -> LayoutNode

    package func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context).map { wrap($0, context) }
    }
}

extension View {
    package func environmentChange(_ change: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        modifier(EnvironmentModifier(change: change))
    }

    package func wrap(_ wrap: @escaping @MainActor (LayoutNode, ResolveContext) -> LayoutNode) -> ModifiedContent<
        Self, WrapModifier
    > {
        modifier(WrapModifier(wrap: wrap))
    }
}
