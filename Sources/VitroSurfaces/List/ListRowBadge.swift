import Foundation
@_spi(Nodes) import VitroCore

/// `badge(_:)`: keeps the badge on the view's node for a tab bar to draw, and in a list row
/// draws it at the row's trailing edge in the secondary label color, as iOS does — before the
/// chevron when the row is a navigation link (the link draws it there).
struct BadgeModifier: ViewModifier, NodeModifier {
    typealias Body = Never
    let label: Text?
    /// The modifier as recorded on the node (`badge(3)`), for audits.
    let entry: String

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let label = label
        func mark(_ nodes: [LayoutNode]) -> [LayoutNode] {
            for node in nodes {
                node.attributes.badge = label
                node.attributes.recorded.append(entry)
            }
            return nodes
        }
        guard context.environment.isInListRow, let label else { return mark(content(context)) }
        let slot = RowBadgeSlot()
        let nodes = mark(content(context.with { $0.rowBadge = RowBadge(label: label, slot: slot) }))
        if slot.isDrawn { return nodes }
        let row = HStack(spacing: 8) {
            ResolvedNodes(nodes: nodes)
            Spacer(minLength: 0)
            RowBadge(label: label, slot: slot)
        }
        return context.appending(.modifier).nodes(row)
    }
}

/// A list row's badge: its text in the body font and the secondary label color.
struct RowBadge: View {
    let label: Text
    /// Set once a view inside the row (a navigation link) draws the badge itself.
    let slot: RowBadgeSlot

    var body: some View {
        label.font(.body).foregroundStyle(HierarchicalShapeStyle.secondary).lineLimit(1)
    }
}

/// Whether a row's badge has been drawn by a view inside the row.
@MainActor
final class RowBadgeSlot: @unchecked Sendable {
    var isDrawn = false
    nonisolated init() {}
}

struct RowBadgeKey: EnvironmentKey { static let defaultValue: RowBadge? = nil }

extension RowBadge: @unchecked Sendable {}

extension EnvironmentValues {
    /// The badge of the list row being resolved, for a navigation link to draw before its
    /// chevron.
    var rowBadge: RowBadge? {
        get { self[RowBadgeKey.self] }
        set { self[RowBadgeKey.self] = newValue }
    }
}

extension ViewAttributes {
    /// The badge a node or the one node it wraps carries (`Text("a").badge(2).padding()`).
    @MainActor
    static func badge(of node: LayoutNode) -> Text? {
        var current: LayoutNode? = node
        while let n = current {
            if let badge = n.attributes.badge { return badge }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }
}
