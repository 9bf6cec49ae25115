import Foundation
import VitroColor
import VitroRaster

/// A color, gradient or material to fill or stroke with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// What a style resolves to when something is drawn with it.
package enum StyleResolution {
    /// Paint, combined with what is beneath by a blend mode (vibrancy uses multiply or plus-lighter).
    case paint(Paint, BlendOperation)
    /// A backdrop material.
    case material(Material)
    /// Nothing to draw.
    case none
}

/// Styles Vitro knows how to draw.
package protocol ResolvableShapeStyle: ShapeStyle {
    /// The style for drawing in `rect` (points) with the environment of the drawing view.
    func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution
}

/// Resolves any style; styles from outside Vitro draw nothing, as there is no way to know them.
package func resolveStyle(_ style: any ShapeStyle, in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
    (style as? any ResolvableShapeStyle)?.resolve(in: rect, environment: environment) ?? .none
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    package let style: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        resolveStyle(style, in: rect, environment: environment)
    }

    /// Whether the style is one of the hierarchical levels (which stay vibrant on materials).
    var isHierarchical: Bool { style is HierarchicalShapeStyle || style is ForegroundStyle }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(.color(rgbColor(in: environment)), .normal)
    }
}

/// The current foreground style, as SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        HierarchicalShapeStyle.primary.resolve(in: rect, environment: environment)
    }
}

/// The accent tint, as SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        resolveStyle(environment.tint ?? AnyShapeStyle(Color.accentColor), in: rect, environment: environment)
    }
}

/// A style at an opacity (`style.opacity(0.5)`).
public struct _OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    let opacity: Double

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        switch resolveStyle(base, in: rect, environment: environment) {
        case .paint(let p, let b): .paint(p.opacity(opacity), b)
        case let other: other
        }
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
