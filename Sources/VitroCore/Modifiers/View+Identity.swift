extension View {
    /// Gives the view an explicit identity: a different id is a different view, whose state
    /// starts over (and whose old identity disappears), as in SwiftUI.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        let identity = AnyHashable(id)
        return modifier(IdentityModifier(identity: identity))
    }
}

/// `.id(_:)`: the content resolves one path step further, under its id; the id is recorded on
/// its layout nodes for the host (scrolling) and the animation host (matching).
struct IdentityModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let identity: AnyHashable

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context.appending(.id(identity)))
        for node in nodes { node.attributes.identity = identity }
        return nodes
    }
}
