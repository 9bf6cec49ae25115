import Foundation

/// One node of the layout tree: asked for its size under a proposal, then placed in a
/// rectangle (absolute coordinates, points), then asked for its display items.
///
/// The surfaces module subclasses nodes, and Swift lets another module subclass only an `open`
/// class; `@_spi(Nodes)` keeps it out of the public API all the same (only modules that import
/// the SPI see it). Its members are `package` except the ones subclasses override and the
/// designated initializers (a `package` initializer of an `open` class makes the compiler warn
/// of infinite recursion in every subclass, wrongly; as SPI they are no more public).
@_spi(Nodes)
@MainActor
open class LayoutNode {
    package let environment: EnvironmentValues
    /// Where the node was placed, with its edges on the pixel grid (`PixelGrid`).
    package var frame: CGRect = .zero
    package var layoutPriority: Double = 0
    package var zIndex: Double = 0
    /// What still images do not use but the animation host and audits will: identity,
    /// transitions, animations, actions and accessibility, as the modifiers recorded them.
    package var attributes = ViewAttributes()
    private var sizes: [ProposedViewSize: CGSize] = [:]

    public init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// The size for a proposal, computed once per distinct proposal.
    package final func size(for proposal: ProposedViewSize) -> CGSize {
        if let s = sizes[proposal] { return s }
        let s = computeSize(proposal)
        sizes[proposal] = s
        return s
    }

    /// The node's size for `proposal` (before caching); subclasses override it. By default the
    /// proposal, with unspecified dimensions replaced.
    open func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// What the layout pass handed the node with its rectangle: the safe areas and the container
    /// shape around it. Children are placed within it (or within what the node makes of it).
    package private(set) var placement = Placement()

    /// Records the frame, rounded to the pixel grid as SwiftUI rounds it, and the placement it
    /// was given, then places children inside the exact rectangle (each child rounds its own
    /// frame).
    package final func place(in rect: CGRect, within placement: Placement) {
        frame = PixelGrid.round(rect, scale: environment.displayScale)
        self.placement = placement
        placeChildren(in: rect)
    }

    /// Places the node again in `rect`, within the placement it was given last (an animation
    /// frame moving a node it laid out before).
    package final func placeAgain(in rect: CGRect) { place(in: rect, within: placement) }

    /// Places the node's children inside `rect`, each `within: placement` unless the node
    /// changes what it hands down; subclasses with children override it.
    open func placeChildren(in rect: CGRect) {}

    /// Appends what the node draws, in paint order.
    open func render(into list: inout [DisplayList.Item]) {}

    /// Where the node came from in the view graph, so the host can match it with the node of
    /// the same view in another update (to animate between them).
    package var identity: LayoutIdentity?
    /// A change the host makes to what the node draws in one frame of an animation (the items
    /// the node drew come in; the frame's items go out).
    package var frameEffect: (@MainActor (inout [DisplayList.Item]) -> Void)?

    /// Appends what the node draws, through the host's frame effect when one is set. Containers
    /// draw their children through this.
    package final func draw(into list: inout [DisplayList.Item]) {
        guard let frameEffect else { return render(into: &list) }
        var own: [DisplayList.Item] = []
        render(into: &own)
        frameEffect(&own)
        list += own
    }

    /// A spacer's minimum length along its stack's axis; nil for every other node.
    open var spacerMinLength: CGFloat? { nil }

    /// The first text baseline from the node's top, if it holds text.
    open func firstBaseline(for size: CGSize) -> CGFloat? { nil }

    /// What the node's top and bottom edges ask of a vertical stack's default spacing.
    open var topEdgeSpacing: EdgeSpacing { .generic }
    open var bottomEdgeSpacing: EdgeSpacing { .generic }

    /// A short name for the layout dump.
    open var kind: String { String(describing: type(of: self)).replacingOccurrences(of: "Node", with: "") }

    /// Children, for the layout dump.
    open var children: [LayoutNode] { [] }
}

/// A node that lays out one child the way its modifier says; by default it is transparent.
@_spi(Nodes)
@MainActor
open class WrapperNode: LayoutNode {
    package let child: LayoutNode

    public init(child: LayoutNode, environment: EnvironmentValues) {
        self.child = child
        super.init(environment: environment)
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
    }

    override open func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal) }
    override open func placeChildren(in rect: CGRect) { child.place(in: rect, within: placement) }
    override open func render(into list: inout [DisplayList.Item]) { child.draw(into: &list) }
    override open var spacerMinLength: CGFloat? { child.spacerMinLength }
    override open func firstBaseline(for size: CGSize) -> CGFloat? { child.firstBaseline(for: size) }
    override open var topEdgeSpacing: EdgeSpacing { child.topEdgeSpacing }
    override open var bottomEdgeSpacing: EdgeSpacing { child.bottomEdgeSpacing }
    override open var children: [LayoutNode] { [child] }
}

/// A layout node's identity across updates: the graph node of the view it was resolved in, the
/// structural path from there, and its place among the nodes that view made.
package struct LayoutIdentity: Hashable {
    package let node: ObjectIdentifier
    package let path: ViewPath
    package let index: Int
}
