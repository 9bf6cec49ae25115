import Foundation

/// Insets its child: offers it the proposal less the insets, and is that much bigger.
@MainActor
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    package init(child: LayoutNode, insets: EdgeInsets, environment: EnvironmentValues) {
        var i = insets
        if environment.layoutDirection == .rightToLeft { (i.leading, i.trailing) = (i.trailing, i.leading) }
        self.insets = i
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        let inner = child.size(
            for: ProposedViewSize(
                width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) }))
        return CGSize(width: inner.width + h, height: inner.height + v)
    }

    override func placeChildren(in rect: CGRect) {
        child.place(in: rect.inset(by: insets), within: placement)
    }

    // Padding on an edge gives that edge the default spacing, as SwiftUI's padding resets it.
    override var topEdgeSpacing: EdgeSpacing { insets.top != 0 ? .generic : child.topEdgeSpacing }
    override var bottomEdgeSpacing: EdgeSpacing { insets.bottom != 0 ? .generic : child.bottomEdgeSpacing }

    override func firstBaseline(for size: CGSize) -> CGFloat? {
        child.firstBaseline(
            for: CGSize(
                width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        ).map { $0 + insets.top }
    }

    override var kind: String { "Padding" }
}
