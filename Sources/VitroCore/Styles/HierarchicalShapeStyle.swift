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

    /// The first level: the foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level, of lower contrast than the first.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level, the faintest.
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
    /// The first level of the foreground style (vibrant on a material).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style, as secondary text uses.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style, the faintest.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
