import Foundation
import VitroGeometry

/// The hairline between two list rows, starting where the row's text starts (past a leading
/// icon, as iOS insets separators: UIKit's `separatorInsetReference = .fromAutomaticInsets`) and
/// running to the trailing edge of the section.
struct ListSeparator: View, PrimitiveView {
    typealias Body = Never
    /// The row above the separator, whose text it lines up with once placed.
    let row: LayoutNode
    /// The inset used when the row has no text (points from the separator's leading edge).
    let inset: CGFloat

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ListSeparatorNode(row: row, inset: inset, environment: context.environment)]
    }
}

@MainActor
final class ListSeparatorNode: LayoutNode {
    let row: LayoutNode
    let inset: CGFloat

    init(row: LayoutNode, inset: CGFloat, environment: EnvironmentValues) {
        self.row = row
        self.inset = inset
        super.init(environment: environment)
    }

    /// One device pixel tall, as wide as offered.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: 1 / max(1, environment.displayScale))
    }

    override func render(into list: inout [DisplayList.Item]) {
        var start = frame.minX + inset
        if let text = TabBar.first(TextNode.self, in: [row]), text.frame.minX > frame.minX,
            text.frame.minX < frame.maxX
        {
            start = text.frame.minX
        }
        let rect = CGRect(x: start, y: frame.minY, width: max(0, frame.maxX - start), height: frame.height)
        guard rect.width > 0 else { return }
        list += ShapeNode.items(
            for: Rectangle().path(in: rect), style: Color(semantic: .separator), rule: .nonZero, in: rect,
            environment: environment)
    }

    override var kind: String { "ListSeparator" }
}
