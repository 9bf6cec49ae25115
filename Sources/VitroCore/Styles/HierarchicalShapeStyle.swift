import Foundation
import VitroColor
import VitroRaster

/// The levels of foreground content, as SwiftUI's `HierarchicalShapeStyle`: `.primary` …
/// `.quinary`. Each level is the current foreground style at lower contrast.
///
/// On a material (a view with `.background(.regularMaterial)` and the like) the levels are
/// vibrant: they blend with the material beneath, darkening by multiply in light mode and
/// lightening by plus-lighter in dark mode (docs/reference/seeds.md#vibrancy), so text takes color
/// from the backdrop and stays legible. An explicit color as foreground style turns vibrancy off,
/// as in SwiftUI. Under Reduce Transparency vibrant content is drawn in flat colors.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The label colors' opacities (UIKit's label … quinaryLabel), used when the foreground is
    /// a custom style: each level is that style at this opacity.
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.09]
    static let labels: [SemanticColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        if let custom = environment.foregroundStyle, !custom.isHierarchical {
            switch custom.resolve(in: rect, environment: environment) {
            case .paint(let p, let b): return .paint(p.opacity(Self.opacities[level]), b)
            case let other: return other
            }
        }
        if let material = environment.backgroundMaterial, !environment.accessibilityReduceTransparency {
            return Vibrancy.label(level: level, on: material, environment: environment)
        }
        return .paint(.color(Color(semantic: Self.labels[level]).rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
