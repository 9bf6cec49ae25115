import Foundation
import VitroSymbols

extension GraphicsContext {
    /// A view from a canvas's `symbols`, ready to draw, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`.
    @MainActor
    public struct ResolvedSymbol {
        let node: LayoutNode

        /// The symbol's size when nothing is proposed (its ideal size), in points.
        public var size: CGSize { node.size(for: .unspecified) }
    }

    /// The symbol the canvas was given with tag `id`, or nil when it has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)].map(ResolvedSymbol.init)
    }

    /// Draws `symbol` at its ideal size with its `anchor` at `point` (current coordinates).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = symbol.size
        draw(
            symbol,
            in: CGRect(
                x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height, width: s.width, height: s.height))
    }

    /// Draws `symbol` laid out in `rect` (current coordinates).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let node = symbol.node
        let s = node.size(for: ProposedViewSize(rect.size))
        node.place(
            in: CGRect(
                x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height),
            within: Placement())
        var items: [DisplayList.Item] = []
        node.draw(into: &items)
        emit(items)
    }
}
