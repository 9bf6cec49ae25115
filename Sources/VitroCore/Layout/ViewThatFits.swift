import Foundation

/// Shows the first of its children that fits, as SwiftUI's `ViewThatFits`: children are tried
/// in order, and the first whose ideal size fits the proposal along `axes` is shown (the last
/// when none fits).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view that shows the first of `content`'s views that fits the space offered along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ViewThatFitsNode(axes: axes, options: context.nodes(content), environment: context.environment)]
    }
}

@MainActor
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let options: [LayoutNode]
    private var chosen: LayoutNode?

    package init(axes: Axis.Set, options: [LayoutNode], environment: EnvironmentValues) {
        self.axes = axes
        self.options = options
        super.init(environment: environment)
    }

    /// The first option whose ideal size (unconstrained along `axes`) fits `p`.
    func choice(_ p: ProposedViewSize) -> LayoutNode? {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
        func fits(_ n: LayoutNode) -> Bool {
            let s = n.size(for: ideal)
            // A hundredth of a point of slack for measurement noise.
            let w = !axes.contains(.horizontal) || p.width.map { s.width <= $0 + 0.01 } ?? true
            let h = !axes.contains(.vertical) || p.height.map { s.height <= $0 + 0.01 } ?? true
            return w && h
        }
        return options.first(where: fits) ?? options.last
    }

    /// The sizes reported and the option behind each: placement shows the option whose size
    /// the parent placed, even when that size (the last option's, say) would fit another.
    private var reported: [(size: CGSize, option: LayoutNode)] = []

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard let option = choice(p) else { return .zero }
        let size = option.size(for: p)
        reported.append((size, option))
        return size
    }

    override func placeChildren(in rect: CGRect) {
        chosen = reported.last(where: { $0.size == rect.size })?.option ?? choice(ProposedViewSize(rect.size))
        guard let chosen else { return }
        let s = chosen.size(for: ProposedViewSize(rect.size))
        chosen.place(
            in: CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height),
            within: placement)
    }

    override func render(into list: inout [DisplayList.Item]) { chosen?.draw(into: &list) }

    override var kind: String { "ViewThatFits" }
    package override var children: [LayoutNode] { chosen.map { [$0] } ?? options }
}
