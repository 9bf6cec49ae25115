import Foundation

/// Views one above another, created as they scroll into view, as SwiftUI's `LazyVStack`.
///
/// A still image lays out every child. Unlike a `VStack`, the stack is as wide as it is
/// offered (children are offered that whole width), children keep their ideal heights, and
/// `Section`s inside it can pin their headers and footers to the enclosing `ScrollView`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A vertical stack that creates its views as they scroll into view, aligned by `alignment`,
    /// `spacing` points apart, pinning `pinnedViews`.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.pinnedViews) = (alignment, spacing, pinnedViews)
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.with { $0.isInLazyContainer = true }.nodes(content)
        return [
            LazyStackNode(
                axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? StackNode.defaultSpacing,
                pinned: pinnedViews, children: children, environment: context.environment)
        ]
    }
}

/// Views side by side, created as they scroll into view, as SwiftUI's `LazyHStack`: the
/// horizontal counterpart of ``LazyVStack``.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A horizontal stack that creates its views as they scroll into view, aligned by `alignment`,
    /// `spacing` points apart, pinning `pinnedViews`.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.pinnedViews) = (alignment, spacing, pinnedViews)
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let children = context.with { $0.isInLazyContainer = true }.nodes(content)
        return [
            LazyStackNode(
                axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? StackNode.defaultSpacing,
                pinned: pinnedViews, children: children, environment: context.environment)
        ]
    }
}

/// One laid-out child of a lazy container, with the section it belongs to.
struct LazySlot {
    enum Role { case view, header, footer }
    let node: LayoutNode
    let role: Role
    /// The index of the section the child is in, if any.
    let section: Int?

    /// The children of a lazy container with each section opened into its parts.
    @MainActor
    static func slots(_ children: [LayoutNode]) -> [LazySlot] {
        var out: [LazySlot] = []
        var sectionIndex = 0
        for child in children {
            guard let s = child as? LazySectionNode else {
                out.append(LazySlot(node: child, role: .view, section: nil))
                continue
            }
            if let h = s.header { out.append(LazySlot(node: h, role: .header, section: sectionIndex)) }
            for c in s.content { out.append(LazySlot(node: c, role: .view, section: sectionIndex)) }
            if let f = s.footer { out.append(LazySlot(node: f, role: .footer, section: sectionIndex)) }
            sectionIndex += 1
        }
        return out
    }
}

/// Lays out a lazy stack: each child at its ideal length along the axis, offered the stack's
/// whole breadth across it; pinned headers and footers are then held inside the visible area of
/// the enclosing scroll view for as long as their section is in view.
@MainActor
final class LazyStackNode: LayoutNode {
    let axis: Axis
    let alignment: CGFloat
    let spacing: CGFloat
    let pinned: PinnedScrollableViews
    let items: [LayoutNode]
    let slots: [LazySlot]

    package init(
        axis: Axis, alignment: CGFloat, spacing: CGFloat, pinned: PinnedScrollableViews, children: [LayoutNode],
        environment: EnvironmentValues
    ) {
        (self.axis, self.alignment, self.spacing, self.pinned, self.items) = (
            axis, alignment, spacing, pinned, children
        )
        slots = LazySlot.slots(children)
        super.init(environment: environment)
    }

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    func proposal(_ breadth: CGFloat?) -> ProposedViewSize {
        axis == .vertical
            ? ProposedViewSize(width: breadth, height: nil) : ProposedViewSize(width: nil, height: breadth)
    }

    func sizes(_ breadth: CGFloat?) -> [CGSize] {
        slots.map { $0.node.size(for: proposal(breadth)) }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let offered = p[cross].flatMap { $0.isFinite ? max(0, $0) : nil }
        let s = sizes(offered)
        let along = s.reduce(0) { $0 + $1[axis] } + CGFloat(max(0, s.count - 1)) * spacing
        let breadth = offered ?? (s.map { $0[cross] }.max() ?? 0)
        return axis == .vertical ? CGSize(width: breadth, height: along) : CGSize(width: along, height: breadth)
    }

    override func placeChildren(in rect: CGRect) {
        let breadth = axis == .vertical ? rect.width : rect.height
        let s = sizes(breadth)
        var rects: [CGRect] = []
        var pos = axis == .vertical ? rect.minY : rect.minX
        for size in s {
            let offset = (breadth - size[cross]) * alignment
            rects.append(
                axis == .vertical
                    ? CGRect(x: rect.minX + offset, y: pos, width: size.width, height: size.height)
                    : CGRect(x: pos, y: rect.minY + offset, width: size.width, height: size.height))
            pos += size[axis] + spacing
        }
        LazyPinning.pin(&rects, slots: slots, pinned: pinned, axis: axis, viewport: environment.scrollViewport?.visible)
        for (slot, r) in zip(slots, rects) { slot.node.place(in: r, within: placement) }
    }

    override func render(into list: inout [DisplayList.Item]) {
        LazyPinning.draw(slots, pinned: pinned, into: &list)
    }

    override var kind: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    package override var children: [LayoutNode] { slots.map(\.node) }
}

/// Pinning of section headers and footers to a scroll view's visible area.
@MainActor
enum LazyPinning {
    /// Moves pinned headers and footers in `rects` (the slots' frames, absolute points) into
    /// `viewport` along `axis`, each kept within its own section.
    static func pin(
        _ rects: inout [CGRect], slots: [LazySlot], pinned: PinnedScrollableViews, axis: Axis, viewport: CGRect?
    ) {
        guard let viewport, !pinned.isEmpty else { return }
        func lo(_ r: CGRect) -> CGFloat { axis == .vertical ? r.minY : r.minX }
        func hi(_ r: CGRect) -> CGFloat { axis == .vertical ? r.maxY : r.maxX }
        func moved(_ r: CGRect, to v: CGFloat) -> CGRect {
            axis == .vertical
                ? CGRect(x: r.minX, y: v, width: r.width, height: r.height)
                : CGRect(x: v, y: r.minY, width: r.width, height: r.height)
        }
        let sections = Set(slots.compactMap(\.section))
        for section in sections {
            let members = slots.indices.filter { slots[$0].section == section }
            let start = members.map { lo(rects[$0]) }.min() ?? 0
            let end = members.map { hi(rects[$0]) }.max() ?? 0
            for i in members {
                let length = hi(rects[i]) - lo(rects[i])
                if slots[i].role == .header, pinned.contains(.sectionHeaders) {
                    let v = min(max(lo(rects[i]), lo(viewport)), end - length)
                    rects[i] = moved(rects[i], to: v)
                } else if slots[i].role == .footer, pinned.contains(.sectionFooters) {
                    let v = max(min(lo(rects[i]), hi(viewport) - length), start)
                    rects[i] = moved(rects[i], to: v)
                }
            }
        }
    }

    /// Draws the slots in order, pinned headers and footers last so that content scrolls
    /// beneath them.
    static func draw(_ slots: [LazySlot], pinned: PinnedScrollableViews, into list: inout [DisplayList.Item]) {
        func isPinned(_ s: LazySlot) -> Bool {
            (s.role == .header && pinned.contains(.sectionHeaders))
                || (s.role == .footer && pinned.contains(.sectionFooters))
        }
        for s in slots where !isPinned(s) { s.node.draw(into: &list) }
        for s in slots where isPinned(s) { s.node.draw(into: &list) }
    }
}
