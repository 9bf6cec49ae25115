import Foundation
import VitroColor

/// The system fill for shapes, as SwiftUI's `FillShapeStyle` (`.fill`, `.fill.secondary` …).
/// Vibrant on materials, the system fill colors elsewhere.
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let level: Int
    public init() { level = 0 }
    package init(level: Int) { self.level = level }

    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
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
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        if environment.backgroundMaterial != nil && !environment.accessibilityReduceTransparency {
            return Vibrancy.separator(environment: environment)
        }
        return .paint(.color(Color(semantic: .separator).rgbColor(in: environment)), .normal)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
