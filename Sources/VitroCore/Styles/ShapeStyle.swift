import Foundation
import VitroColor
import VitroRaster

/// A color, gradient or material to fill or stroke with, as SwiftUI's `ShapeStyle`.
///
/// A custom style implements `resolve(in:)`, returning the style to draw with in an environment
/// (iOS 17): `Rectangle().fill(MyStyle())` draws with whatever it returns there.
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to. SwiftUI defaults it to `Never` for its own styles, which
    /// it draws without resolving; here they resolve to themselves.
    associatedtype Resolved: ShapeStyle = Self
    /// The style to draw with in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Self {
    /// The style itself: Vitro's own styles draw as they are, without resolving to another.
    public func resolve(in environment: EnvironmentValues) -> Self { self }
}

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

/// Resolves any style: Vitro's own directly, an app's through its `resolve(in:)`, followed
/// until it reaches one of Vitro's (an app's style that resolves only to app styles, or to
/// itself, draws nothing).
package func resolveStyle(_ style: any ShapeStyle, in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
    var style = style
    // Each step is an app's `resolve(in:)`; a few are plenty, and the limit stops a cycle.
    for _ in 0..<8 {
        if let known = style as? any ResolvableShapeStyle { return known.resolve(in: rect, environment: environment) }
        let next: any ShapeStyle = style.resolve(in: environment)
        if type(of: next) == type(of: style) { return .none }
        style = next
    }
    return .none
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    package let style: any ShapeStyle

    /// A type-erased form of `style`.
    public init<S: ShapeStyle>(_ style: S) {
        self.style = (style as? AnyShapeStyle)?.style ?? style
    }

    /// A type-erased form of a style already held as an existential.
    package init(erasing style: any ShapeStyle) {
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
    /// The current foreground style.
    public init() {}

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        HierarchicalShapeStyle.primary.resolve(in: rect, environment: environment)
    }
}

/// The accent tint, as SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The accent tint.
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
    /// Black.
    public static var black: Color { .black }
    /// White.
    public static var white: Color { .white }
    /// A fully transparent color.
    public static var clear: Color { .clear }
    /// The system red.
    public static var red: Color { .red }
    /// The system orange.
    public static var orange: Color { .orange }
    /// The system yellow.
    public static var yellow: Color { .yellow }
    /// The system green.
    public static var green: Color { .green }
    /// The system mint.
    public static var mint: Color { .mint }
    /// The system teal.
    public static var teal: Color { .teal }
    /// The system cyan.
    public static var cyan: Color { .cyan }
    /// The system blue.
    public static var blue: Color { .blue }
    /// The system indigo.
    public static var indigo: Color { .indigo }
    /// The system purple.
    public static var purple: Color { .purple }
    /// The system pink.
    public static var pink: Color { .pink }
    /// The system brown.
    public static var brown: Color { .brown }
    /// The system gray.
    public static var gray: Color { .gray }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style: the primary level, or what `foregroundStyle(_:)` set.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent tint: what `tint(_:)` set, or the accent color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
