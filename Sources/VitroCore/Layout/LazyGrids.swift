import Foundation

/// A grid that grows vertically, as SwiftUI's `LazyVGrid`: `columns` describe the columns
/// (see ``GridItem``), cells fill rows from the leading edge, and each row is as tall as its
/// tallest cell. A `Section`'s header and footer span the grid and start a new row.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `columns` that grows downward, its cells aligned by `alignment`, rows `spacing`
    /// points apart (the default when `nil`), pinning `pinnedViews`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.columns, self.alignment, self.spacing, self.pinnedViews) = (columns, alignment, spacing, pinnedViews)
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [
            LazyGridNode(
                axis: .vertical, tracks: columns, alignment: alignment.fraction,
                spacing: spacing ?? GridItem.defaultSpacing, pinned: pinnedViews,
                children: context.with { $0.isInLazyContainer = true }.nodes(content),
                environment: context.environment)
        ]
    }
}

/// A grid that grows horizontally, as SwiftUI's `LazyHGrid`: `rows` describe the rows, cells
/// fill columns from the top, and each column is as wide as its widest cell.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `rows` that grows to the trailing side, its cells aligned by `alignment`, columns
    /// `spacing` points apart (the default when `nil`), pinning `pinnedViews`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        (self.rows, self.alignment, self.spacing, self.pinnedViews) = (rows, alignment, spacing, pinnedViews)
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [
            LazyGridNode(
                axis: .horizontal, tracks: rows, alignment: alignment.fraction,
                spacing: spacing ?? GridItem.defaultSpacing, pinned: pinnedViews,
                children: context.with { $0.isInLazyContainer = true }.nodes(content),
                environment: context.environment)
        ]
    }
}

/// Lays out a lazy grid. `axis` is the direction the grid grows in (vertical for `LazyVGrid`);
/// its tracks (columns, or rows for a horizontal grid) lie across it.
@MainActor
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: CGFloat
    let spacing: CGFloat
    let pinned: PinnedScrollableViews
    let slots: [LazySlot]

    package init(
        axis: Axis, tracks: [GridItem], alignment: CGFloat, spacing: CGFloat, pinned: PinnedScrollableViews,
        children: [LayoutNode], environment: EnvironmentValues
    ) {
        (self.axis, self.items, self.alignment, self.spacing, self.pinned) = (
            axis, tracks, alignment, spacing.isFinite ? max(0, spacing) : 0, pinned
        )
        slots = LazySlot.slots(children)
        super.init(environment: environment)
    }

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// A size or point from its length along the growth axis and across it.
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func proposal(across: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: across, height: nil) : ProposedViewSize(width: nil, height: across)
    }

    /// The slots' frames relative to the grid's origin, and the grid's size, for the breadth
    /// offered across the growth axis.
    func arrange(_ offered: CGFloat?) -> (frames: [CGRect], size: CGSize) {
        let tracks = GridItem.tracks(items, available: offered)
        let used = tracks.last.map { $0.offset + $0.length } ?? 0
        let breadth = max(offered ?? used, used)
        let start = (breadth - used) * alignment
        var frames = [CGRect](repeating: .zero, count: slots.count)
        var pos: CGFloat = 0
        var first = true
        var row: [Int] = []
        func advance() { if !first { pos += spacing } else { first = false } }
        func flushRow() {
            guard !row.isEmpty else { return }
            advance()
            let sizes = row.enumerated().map { k, i in
                slots[i].node.size(for: proposal(across: tracks[k].length))
            }
            let height = sizes.map { $0[axis] }.max() ?? 0
            for (k, i) in row.enumerated() {
                let cell = CGRect(
                    origin: point(along: pos, across: start + tracks[k].offset),
                    size: size(along: height, across: tracks[k].length))
                let s = sizes[k]
                frames[i] = CGRect(origin: tracks[k].alignment.origin(of: s, in: cell), size: s)
            }
            pos += height
            row = []
        }
        for (i, slot) in slots.enumerated() {
            if slot.role == .view, !tracks.isEmpty {
                row.append(i)
                if row.count == tracks.count { flushRow() }
                continue
            }
            flushRow()
            advance()
            let s = slot.node.size(for: proposal(across: breadth))
            frames[i] = CGRect(origin: point(along: pos, across: 0), size: s)
            pos += s[axis]
        }
        flushRow()
        return (frames, size(along: pos, across: breadth))
    }

    func point(along: CGFloat, across: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        arrange(p[cross].flatMap { $0.isFinite ? max(0, $0) : nil }).size
    }

    override func placeChildren(in rect: CGRect) {
        var frames = arrange(axis == .vertical ? rect.width : rect.height).frames.map {
            $0.offsetBy(dx: rect.minX, dy: rect.minY)
        }
        LazyPinning.pin(
            &frames, slots: slots, pinned: pinned, axis: axis, viewport: environment.scrollViewport?.visible)
        for (slot, r) in zip(slots, frames) { slot.node.place(in: r, within: placement) }
    }

    override func render(into list: inout [DisplayList.Item]) {
        LazyPinning.draw(slots, pinned: pinned, into: &list)
    }

    override var kind: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
    package override var children: [LayoutNode] { slots.map(\.node) }
}
