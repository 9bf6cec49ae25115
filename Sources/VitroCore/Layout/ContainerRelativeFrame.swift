import Foundation

/// The size of the container the view is rendered in: the render's proposed size, set while a
/// frame lays out (read by `containerRelativeFrame` and by UIKit's `UIScreen.main`).
@MainActor
package enum RenderContainer {
    /// The size proposed to the root of the current render, if it was finite.
    package static var size: CGSize?
    /// The display scale of the current render.
    package static var scale: CGFloat = 3
}

/// Sizes its child to a fraction of its container on some axes, as SwiftUI's
/// `containerRelativeFrame`. The container is the nearest scroll view's visible size or the
/// root: Vitro takes the size proposed to the view when it is finite (what a scroll view offers
/// across its axis, or a stack its cell) and the render's size when it is not (along a scroll
/// view's axis).
final class ContainerRelativeFrameNode: WrapperNode {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    init(
        child: LayoutNode, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat,
        environment: EnvironmentValues
    ) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        super.init(child: child, environment: environment)
    }

    private func target(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = proposal
        let root = RenderContainer.size
        if axes.contains(.horizontal) {
            let container = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? root?.width
            if let container { p.width = max(0, length(container, .horizontal)) }
        }
        if axes.contains(.vertical) {
            let container = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? root?.height
            if let container { p.height = max(0, length(container, .vertical)) }
        }
        return p
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let p = target(proposal)
        var s = child.size(for: p)
        if axes.contains(.horizontal), let w = p.width { s.width = w }
        if axes.contains(.vertical), let h = p.height { s.height = h }
        return s
    }

    override func placeChildren(in rect: CGRect) {
        let s = child.size(for: ProposedViewSize(rect.size))
        child.place(in: CGRect(origin: alignment.origin(of: s, in: rect), size: s), within: placement)
    }

    override var kind: String { "ContainerRelativeFrame" }
}

extension View {
    /// Sizes the view to its container on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view to `span` of `count` equal parts of its container on `axes`, with
    /// `spacing` between the parts.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// Sizes the view on `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        wrap { node, context in
            ContainerRelativeFrameNode(
                child: node, axes: axes, alignment: alignment, length: length, environment: context.environment)
        }
    }
}
