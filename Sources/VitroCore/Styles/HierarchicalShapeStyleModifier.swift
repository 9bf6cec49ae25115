import Foundation

/// A style at a lower level of contrast, as SwiftUI's `HierarchicalShapeStyleModifier`: the
/// base style at the opacity of its level (level 1 is the secondary level: UIKit's label
/// opacities 1, 0.6, 0.3, 0.18, 0.09 for levels 0 … 4).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let level: Int

    init(base: Base, level: Int) { (self.base, self.level) = (base, level) }

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        let opacities = HierarchicalShapeStyle.opacities
        let opacity = opacities[max(0, min(level, opacities.count - 1))]
        switch resolveStyle(base, in: rect, environment: environment) {
        case .paint(let p, let b): return .paint(p.opacity(opacity), b)
        case let other: return other
        }
    }
}
