import Foundation
@_spi(Nodes) import VitroCore

/// A bar's items as iOS 26 draws them: each group on one Liquid Glass capsule 44 pt tall,
/// leading groups at the leading edge and trailing ones at the trailing edge.
///
/// Neighbouring items at one placement share a capsule (a grouping mechanism for
/// toolbar items, docs/reference/seeds.md#adopting-liquid-glass); a ``ToolbarSpacer`` or an item
/// that hides its shared background starts a new one, and so does a change between text and icons
/// ("don't mix text and icons across items that share a background").
@MainActor
struct ToolbarRow: View {
    let leading: [ToolbarEntry]
    let trailing: [ToolbarEntry]
    /// Trailing groups centered instead (bottom bars).
    let centered: Bool

    var body: some View {
        HStack(spacing: NavigationBarMetrics.capsuleSpacing) {
            capsules(ToolbarGrouping.groups(leading))
            if !centered { Spacer(minLength: 0) }
            capsules(ToolbarGrouping.groups(trailing))
        }
        .frame(maxWidth: .infinity, alignment: centered ? .center : .leading)
        .frame(height: NavigationBarMetrics.barHeight)
    }

    func capsules(_ groups: [ToolbarGrouping.Group]) -> some View {
        ForEach(0..<groups.count) { index in
            let group = groups[index]
            if group.isFlexibleSpace {
                Spacer(minLength: 0)
            } else if group.views.isEmpty {
                Color.clear.frame(width: 0, height: 0)
            } else {
                ToolbarCapsule(views: group.views, isProminent: group.isProminent)
            }
        }
    }
}

/// One glass capsule holding the items of a group, each item at least 44 pt square.
struct ToolbarCapsule: View, PrimitiveView {
    typealias Body = Never
    let views: [AnyView]
    let isProminent: Bool

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let prominent = isProminent
        let items = context.appending(.content).with {
            $0.font = .body.weight(prominent ? .semibold : .regular)
            // iOS 26 bar items are drawn in the label color on their glass, not in the tint;
            // a confirmation action is white on glass tinted with the accent color.
            let ink = AnyShapeStyle(prominent ? Color.white : Color.primary)
            $0.tint = ink
            $0.foregroundStyle = ink
            // Labels in bars show their icon alone, as SwiftUI's toolbars draw them.
            $0.labelStyle = $0.labelStyle ?? AnyLabelStyle(IconOnlyLabelStyle())
        }
        var nodes: [LayoutNode] = []
        for (index, view) in views.enumerated() {
            nodes += items.appending(.index(index)).nodes(view)
        }
        let side = NavigationBarMetrics.capsuleHeight
        let capsule = HStack(spacing: 0) {
            ForEach(0..<nodes.count) { index in
                ResolvedNodes(nodes: [nodes[index]])
                    .padding(.horizontal, nodes.count > 1 ? 0 : 6)
                    .frame(minWidth: side, minHeight: side)
            }
        }
        .padding(.horizontal, nodes.count > 1 ? 6 : 4)
        .glassEffect(prominent ? Glass.regular.tint(.accentColor) : .regular, in: Capsule())
        return context.appending(.secondary).nodes(capsule)
    }
}

/// Splits a bar side's entries into the groups that share glass.
@MainActor
enum ToolbarGrouping {
    struct Group {
        var views: [AnyView] = []
        var isFlexibleSpace = false
        var isProminent = false
        /// Whether the group's items are text (true), icons (false) or unknown yet (nil).
        var isText: Bool?
    }

    static func groups(_ entries: [ToolbarEntry]) -> [Group] {
        var groups: [Group] = []
        var current = Group()
        func flush() {
            if !current.views.isEmpty { groups.append(current) }
            current = Group()
        }
        for entry in entries {
            switch entry.kind {
            case .spacer(let flexible):
                flush()
                if flexible { groups.append(Group(isFlexibleSpace: true)) }
            case .group(let views):
                let prominent = entry.placement == .confirmationAction
                let isText = views.first.map(isTextItem)
                let startsNew =
                    !entry.sharesBackground || prominent || current.isProminent
                    || (isText != nil && current.isText != nil && isText != current.isText)
                    || (entry.isGroup && !current.views.isEmpty)
                if startsNew { flush() }
                current.views += views
                current.isProminent = prominent
                current.isText = current.isText ?? isText
                if !entry.sharesBackground || prominent || entry.isGroup { flush() }
            }
        }
        flush()
        return groups
    }

    /// Whether an item's view draws text and no symbol (a "Done" button, not a "+" icon).
    static func isTextItem(_ view: AnyView) -> Bool {
        var environment = EnvironmentValues()
        environment.labelStyle = AnyLabelStyle(IconOnlyLabelStyle())
        let nodes = ResolveContext(environment: environment).nodes(view)
        var text = false
        var symbol = false
        func visit(_ node: LayoutNode) {
            if node is TextNode { text = true }
            if node is SymbolNode { symbol = true }
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return text && !symbol
    }
}
