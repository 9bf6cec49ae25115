import Foundation
@_spi(Nodes) import VitroCore

extension Section {
    /// The section as a lazy container sees it (see `LazySectionNode`).
    func lazySectionNodes(_ context: ResolveContext) -> [LayoutNode] {
        let inner = context.with { $0.isInLazyContainer = false }
        func one(_ nodes: [LayoutNode]) -> LayoutNode? {
            if nodes.isEmpty { return nil }
            if nodes.count == 1 { return nodes[0] }
            return StackNode(
                axis: .vertical, alignment: 0.5, spacing: nil, children: nodes, environment: inner.environment)
        }
        return [
            LazySectionNode(
                header: one(inner.appending(.index(0)).nodes(header)),
                content: inner.appending(.content).nodes(content),
                footer: one(inner.appending(.index(2)).nodes(footer)), environment: context.environment)
        ]
    }
}
