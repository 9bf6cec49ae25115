import Foundation
import VitroGeometry
@_spi(Nodes) import VitroCore

/// The hairline between two list rows, starting where the row's text starts (past a leading
/// icon, as iOS insets separators: UIKit's `separatorInsetReference = .fromAutomaticInsets`) and
/// running to the trailing edge of the section.
struct ListSeparator: View, PrimitiveView {
    typealias Body = Never
    /// The row above the separator, whose text it lines up with once placed.
    let row: LayoutNode
    /// The inset used when the row has no text (points from the separator's leading edge).
    let inset: CGFloat
    /// The inset from the trailing edge (points): iOS 26's cards stop the hairline 16 pt before
    /// their edge, as the row's text is inset (SwiftUI's own iOS 26 snapshots,
    /// docs/FIDELITY.md); 0 reaches the edge.
    var trailingInset: CGFloat = 0

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ListSeparatorNode(row: row, inset: inset, trailingInset: trailingInset, environment: context.environment)]
    }
}

@MainActor
final class ListSeparatorNode: LayoutNode {
    let row: LayoutNode
    let inset: CGFloat
    let trailingInset: CGFloat

    init(row: LayoutNode, inset: CGFloat, trailingInset: CGFloat, environment: EnvironmentValues) {
        self.row = row
        self.inset = inset
        self.trailingInset = trailingInset
        super.init(environment: environment)
    }

    /// As wide as offered and no height: the hairline is drawn inside the bottom of the row
    /// above, as UIKit draws a cell's separator, so rows keep their height (52 pt apart).
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: 0)
    }

    /// One device pixel.
    var hairline: CGFloat { 1 / max(1, environment.displayScale) }

    override func render(into list: inout [DisplayList.Item]) {
        var start = frame.minX + inset
        if let text = TabBar.first(TextNode.self, in: [row]), text.frame.minX > frame.minX,
            text.frame.minX < frame.maxX
        {
            start = text.frame.minX
        }
        let rect = CGRect(
            x: start, y: frame.minY - hairline, width: max(0, frame.maxX - trailingInset - start), height: hairline)
        guard rect.width > 0 else { return }
        list += ShapeNode.items(
            for: Rectangle().path(in: rect), style: Color(semantic: .separator), rule: .nonZero, in: rect,
            environment: environment)
    }

    override var kind: String { "ListSeparator" }
}
