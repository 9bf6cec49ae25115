import Foundation
@_spi(Nodes) import VitroCore

/// Layout nodes already resolved, placed back into a view tree: containers such as `List` and
/// `NavigationStack` resolve their content first, read what it says (sections, titles,
/// toolbar items), then draw chrome around the same nodes.
///
/// The nodes keep the environment they were resolved in, so the safe area they read is the
/// one around the container. Placed inside a safe area nested in that one (a `safeAreaInset`
/// the container adds, such as a navigation bar's), they are shown the nested safe area while
/// they are placed, as they would have seen it had they been resolved there.
struct ResolvedNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [LayoutNode]

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard let here = context.environment.safeAreaID else { return nodes }
        return nodes.map { node in
            guard let resolved = node.environment.safeAreaID, resolved != here, here.isNested(in: resolved) else {
                return node
            }
            return NestedSafeAreaNode(child: node, nested: here, resolved: resolved, environment: node.environment)
        }
    }
}

/// Shows already-resolved content the safe area it is placed in: while the content is placed,
/// the safe area its environment names stands where the nested one was placed.
@MainActor
final class NestedSafeAreaNode: WrapperNode {
    let nested: SafeAreaID
    let resolved: SafeAreaID

    init(child: LayoutNode, nested: SafeAreaID, resolved: SafeAreaID, environment: EnvironmentValues) {
        self.nested = nested
        self.resolved = resolved
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        let shown = placement.safeArea(nested) ?? .unplaced
        child.place(in: rect, within: placement.with(resolved, placed: shown))
    }

    override var kind: String { "NestedSafeArea" }
}
