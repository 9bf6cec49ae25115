import Foundation
import VitroColor

/// The system fill for shapes, as SwiftUI's `FillShapeStyle` (`.fill`, `.fill.secondary` …).
/// Vibrant on materials, the system fill colors elsewhere.
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let level: Int
    /// The primary system fill.
    public init() { level = 0 }
    package init(level: Int) { self.level = level }

    /// The secondary fill level, of lower contrast than the primary.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The tertiary fill level, of lower contrast than the secondary.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The quaternary fill level, the faintest.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    static let colors: [SemanticColor] = [
        .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
    ]

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        if environment.backgroundMaterial != nil && !environment.accessibilityReduceTransparency {
            return Vibrancy.fill(level: level, environment: environment)
        }
        return .paint(.color(Color(semantic: Self.colors[level]).rgbColor(in: environment)), .normal)
    }
}

/// The separator style, as SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The system separator style.
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        if environment.backgroundMaterial != nil && !environment.accessibilityReduceTransparency {
            return Vibrancy.separator(environment: environment)
        }
        return .paint(.color(Color(semantic: .separator).rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill for shapes: vibrant on a material, the system fill colors elsewhere.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The system separator style: vibrant on a material, the separator color elsewhere.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
