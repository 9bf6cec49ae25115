import Foundation
@_spi(Nodes) import VitroCore

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

/// A floating panel's glass: regular Liquid Glass (docs/reference/seeds.md#component-materials:
/// sidebars are regular) with a wash of the secondary background on it, since large glass turns
/// more opaque than small controls (docs/reference/seeds.md#liquid-glass). The 0.55 wash is Vitro's
/// choice by eye: light gray over white content, charcoal over black, the image still showing
/// through. Where the platform gives sidebars a material (macOS: the `sidebar` material; visionOS:
/// regular, docs/reference/seeds.md#platforms), the panel is that material under the glass instead
/// of the wash.
struct FloatingPanelGlass: View {
    @Environment(\.platform) private var platform

    var body: some View {
        if let material = PlatformTraits.of(platform).sidebarMaterial {
            Rectangle().fill(material)
                .clipShape(floatingPanelShape)
                .glassEffect(.regular, in: floatingPanelShape)
        } else {
            Color(semantic: .secondarySystemBackground).opacity(0.55)
                .clipShape(floatingPanelShape)
                .glassEffect(.regular, in: floatingPanelShape)
        }
    }
}

extension EnvironmentValues {
    /// Makes the content of a floating sidebar or inspector panel vibrant on its glass, as
    /// iPadOS draws a sidebar's labels: the panel is regular material
    /// (docs/reference/seeds.md#component-materials), and content on a material takes its
    /// vibrant colors (docs/reference/seeds.md#vibrancy: "regardless of the material you choose,
    /// use vibrant colors on top of it"), so secondary labels darken (or, in dark, lighten)
    /// what shows through instead of laying a fixed gray over it. Where the platform draws the
    /// panel as a material of its own (macOS, visionOS), its content is left as it was.
    mutating func drawOnFloatingPanel() {
        if PlatformTraits.of(platform).sidebarMaterial == nil { backgroundMaterial = .regular }
    }
}

/// Places its children at frames computed from its own rectangle, and draws them in order. The
/// columns and panels of a split view or an inspector are laid out this way, all from the
/// window's rectangle at once.
@MainActor
final class SplitFramesNode: LayoutNode {
    let nodes: [LayoutNode]
    let frames: @MainActor (CGRect, Placement) -> [CGRect]
    let label: String
    /// The background-extension region of the first child, whose copies are drawn right after it.
    let region: ExtensionRegionBox?

    init(
        nodes: [LayoutNode], frames: @escaping @MainActor (CGRect, Placement) -> [CGRect], label: String,
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
        let placed = frames(rect, placement)
        for (node, frame) in zip(nodes, placed) { node.place(in: frame, within: placement) }
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

/// The height a navigation bar takes over `content` (points), as `NavigationBar` lays it out:
/// the bar, and the large title's row unless the title is inline, pushed or scrolled away.
@MainActor
func navigationBarHeight(over content: [LayoutNode], isPushed: Bool) -> CGFloat {
    let hidden = PreferenceCollector.value(HiddenBarsKey.self, in: content)
    guard !hidden.contains(.navigationBar) else { return 0 }
    let title = PreferenceCollector.value(NavigationTitleKey.self, in: content)
    let mode = PreferenceCollector.value(TitleDisplayModeKey.self, in: content) ?? .automatic
    let isScrolled = (PreferenceCollector.value(ScrollOffsetKey.self, in: content)?.y ?? 0) > 0.5
    let isLarge = title != nil && (mode.isLarge ?? !isPushed) && !isScrolled
    return NavigationBarMetrics.barHeight + (isLarge ? NavigationBarMetrics.largeTitleHeight : 0)
}

/// A column under a navigation bar of its own, unless its content already has one.
///
/// The content is resolved twice when it gets a bar: once to read what the bar shows, then in
/// a safe area that includes the bar, so that `ignoresSafeArea()` in the content reaches the
/// column's top edge (under the bar and the status bar), as it does in SwiftUI.
@MainActor
func columnWithBar(
    isPushed: Bool, clearBackground: Bool, _ context: ResolveContext, _ resolve: (ResolveContext) -> [LayoutNode]
) -> [LayoutNode] {
    var nodes = resolve(context)
    if PreferenceCollector.value(NavigationBarShownKey.self, in: nodes) { return nodes }
    let barHeight = navigationBarHeight(over: nodes, isPushed: isPushed)
    if barHeight > 0, let outer = context.environment.safeAreaID {
        let inner = SafeAreaID()
        nodes = resolve(context.with { $0.safeAreaID = inner })
        let column = context.node(ResolvedNodes(nodes: nodes))
        // The bar's safe area: the column's insets with the bar's height on top, taken from the
        // column's rectangle (where `outer` was placed) once the column is placed.
        // The node carries the content's own safe area, so the bar's nested safe area is not
        // shown to the content a second time (see `ResolvedNodes`).
        let tracked = BarInsetNode(
            child: column, outer: outer, inner: inner, bar: barHeight,
            environment: context.with { $0.safeAreaID = inner }.environment)
        nodes = [tracked]
    }
    if clearBackground {
        nodes = context.appending(.modifier).nodes(
            ResolvedNodes(nodes: nodes).preference(
                key: ContainerBackgroundKey.self, value: ContainerBackground(color: .clear)))
    }
    let bar = NavigationBar(content: nodes, isPushed: isPushed, pop: nil, environment: context.environment)
    return context.appending(.secondary).nodes(bar.view)
}

/// Places a column's content's safe area: the column's insets plus the bar's height on top,
/// from the column's rectangle.
@MainActor
final class BarInsetNode: WrapperNode {
    let outer: SafeAreaID
    let inner: SafeAreaID
    let bar: CGFloat

    init(child: LayoutNode, outer: SafeAreaID, inner: SafeAreaID, bar: CGFloat, environment: EnvironmentValues) {
        self.outer = outer
        self.inner = inner
        self.bar = bar
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        var placed = placement.safeArea(outer) ?? .unplaced
        placed.insets.top += bar
        child.place(in: rect, within: placement.with(inner, placed: placed))
    }

    override var kind: String { "BarInset" }
}
