import Foundation

/// The figures of iPadOS 26's split views and inspectors (points).
///
/// Apple publishes none of them; they are Vitro's reading of iPadOS 26 and UIKit's defaults,
/// named so that a better figure can replace one in one place.
enum SplitMetrics {
    /// The gap between a floating sidebar or inspector panel and the window's edges: the panel's
    /// concentric corner radius is the window's less this.
    static let panelInset: CGFloat = 8
    /// The sidebar's width when its content sets none: UIKit's default primary column width on
    /// a regular-width iPad.
    static let sidebarWidth: CGFloat = 320
    /// The content column's width when its content sets none (UIKit's supplementary default).
    static let contentWidth: CGFloat = 320
    /// The inspector's width when its content sets none (UIKit's default inspector width).
    static let inspectorWidth: CGFloat = 320
}

/// The shape of a floating sidebar or inspector panel: concentric with the nearest container
/// shape (the window or display), every corner the largest resolved radius, so corners far from
/// the window's corners stay rounded.
@MainActor let floatingPanelShape = ConcentricRectangle(corners: .concentric, isUniform: true)

/// Places its children at frames computed from its own rectangle, and draws them in order. The
/// columns and panels of a split view or an inspector are laid out this way, all from the
/// window's rectangle at once.
@MainActor
final class SplitFramesNode: LayoutNode {
    let nodes: [LayoutNode]
    let frames: @MainActor (CGRect) -> [CGRect]
    let label: String
    /// The background-extension region of the first child, whose copies are drawn right after it.
    let region: ExtensionRegionBox?

    init(
        nodes: [LayoutNode], frames: @escaping @MainActor (CGRect) -> [CGRect], label: String,
        region: ExtensionRegionBox?, environment: EnvironmentValues
    ) {
        self.nodes = nodes
        self.frames = frames
        self.label = label
        self.region = region
        super.init(environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect) {
        let placed = frames(rect)
        for (node, frame) in zip(nodes, placed) { node.place(in: frame) }
    }

    override func render(into list: inout [DisplayList.Item]) {
        region?.copies = []
        for (index, node) in nodes.enumerated() {
            node.draw(into: &list)
            if index == 0, let region {
                list += region.copies
                region.copies = []
            }
        }
    }

    override var kind: String { label }
    override var children: [LayoutNode] { nodes }
}

extension EdgeInsets {
    /// The sum of two sets of insets, edge by edge.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
            trailing: trailing + other.trailing)
    }
}

/// Whether a view tree already draws a navigation bar (a `NavigationStack` in a column), so a
/// split view column does not draw a second one.
struct NavigationBarShownKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Set in a floating sidebar panel: lists draw no background or cards of their own there, so
/// the glass shows.
struct FloatingSidebarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var isInFloatingSidebar: Bool {
        get { self[FloatingSidebarKey.self] }
        set { self[FloatingSidebarKey.self] = newValue }
    }
}

/// A column's nodes under a navigation bar of its own, unless they already have one.
@MainActor
func columnWithBar(_ nodes: [LayoutNode], isPushed: Bool, clearBackground: Bool, _ context: ResolveContext)
    -> [LayoutNode]
{
    if PreferenceCollector.value(NavigationBarShownKey.self, in: nodes) { return nodes }
    var content = nodes
    if clearBackground {
        content = context.appending(.modifier).nodes(
            ResolvedNodes(nodes: nodes).preference(
                key: ContainerBackgroundKey.self, value: ContainerBackground(color: .clear)))
    }
    let bar = NavigationBar(content: content, isPushed: isPushed, environment: context.environment)
    return context.appending(.secondary).nodes(bar.view)
}
