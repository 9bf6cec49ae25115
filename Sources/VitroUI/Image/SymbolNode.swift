import Foundation
import VitroGeometry

/// Draws a symbol from Vitro's built-in set in a square one line of the current font tall,
/// filled with the foreground style; unknown names draw a visible placeholder.
@MainActor
final class SymbolNode: LayoutNode {
    let name: String
    let symbol: Symbol?

    init(name: String, environment: EnvironmentValues) {
        self.name = name
        symbol = SymbolCatalog.symbol(named: name)
        super.init(environment: environment)
        if symbol == nil && !name.isEmpty {
            VitroLog.warnOnce("symbol-\(name)", "no built-in symbol named \"\(name)\"; drawing a placeholder")
        }
    }

    var pointSize: CGFloat { (environment.font ?? .body).pointSize(environment.dynamicTypeSize) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = pointSize * 1.2
        return CGSize(width: s * (symbol?.aspect ?? 1), height: s)
    }

    override func render(into list: inout [DisplayList.Item]) {
        let style: any ShapeStyle = environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let weight = environment.fontWeight?.value ?? (environment.font ?? .body).resolvedWeight
        let path = symbol?.path(in: frame, weight: weight) ?? SymbolCatalog.placeholder(in: frame)
        list.append(contentsOf: ShapeNode.items(for: path, style: style, rule: symbol?.rule ?? .evenOdd, in: frame, environment: environment))
    }

    override var kind: String { "Symbol \(name)" }
}
