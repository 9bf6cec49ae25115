import Foundation
import VitroGeometry
import VitroRaster

/// Draws a shape with a style in its frame: paint, or a material's backdrop effect.
@MainActor
package final class ShapeNode: LayoutNode {
    let path: @MainActor (CGRect) -> Path
    let sizing: @MainActor (ProposedViewSize) -> CGSize
    let style: any ShapeStyle
    let rule: FillRule

    package init(
        path: @escaping @MainActor (CGRect) -> Path, sizing: @escaping @MainActor (ProposedViewSize) -> CGSize,
        style: any ShapeStyle, rule: FillRule, environment: EnvironmentValues
    ) {
        self.path = path
        self.sizing = sizing
        self.style = style
        self.rule = rule
        super.init(environment: environment)
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    package override func render(into list: inout [DisplayList.Item]) {
        let p = ContainerScope.with(info: placement.container) { path(frame) }
        guard !p.isEmpty else { return }
        list.append(contentsOf: ShapeNode.items(for: p, style: style, rule: rule, in: frame, environment: environment))
    }

    /// The items that draw `path` with `style`: a fill, a material's backdrop, or nothing.
    package static func items(
        for path: Path, style: any ShapeStyle, rule: FillRule, in rect: CGRect, environment: EnvironmentValues
    ) -> [DisplayList.Item] {
        switch resolveStyle(style, in: rect, environment: environment) {
        case .paint(let paint, let blend):
            return [.fill(path, paint, rule, blend)]
        case .material(let m):
            switch m.recipe(in: environment) {
            case .flat(let c): return [.fill(path, .color(c), rule, .normal)]
            case .backdrop(let effect): return [.backdrop(effect, path)]
            }
        case .none:
            return []
        }
    }

    package override var kind: String { "Shape" }
}
