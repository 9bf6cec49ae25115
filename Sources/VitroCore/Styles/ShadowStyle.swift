import Foundation

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle` (`.drop`, `.inner`).
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow cast outside the shape.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow cast inside the shape.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

/// A style with a shadow. Vitro fills with the base style; the style's own shadow is not drawn
/// (a view's `shadow(color:radius:x:y:)` is).
public struct _ShadowShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    let shadow: ShadowStyle

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        resolveStyle(base, in: rect, environment: environment)
    }
}

extension ShapeStyle {
    /// This style with a shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle {
    /// The foreground style with a shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
