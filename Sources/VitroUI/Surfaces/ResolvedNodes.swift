/// Layout nodes already resolved, placed back into a view tree: containers such as `List` and
/// `NavigationStack` resolve their content first, read what it says (sections, titles,
/// toolbar items), then draw chrome around the same nodes.
struct ResolvedNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [LayoutNode]
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes }
}
