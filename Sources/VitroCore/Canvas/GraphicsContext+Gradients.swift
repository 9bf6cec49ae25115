import Foundation

extension GraphicsContext.Shading {
    /// A linear gradient between two points of the context's coordinates.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        .style(AbsoluteGradientStyle(gradient: gradient, kind: .linear(startPoint, endPoint)))
    }

    /// A radial gradient around a point of the context's coordinates.
    public static func radialGradient(
        _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
        options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()
    ) -> GraphicsContext.Shading {
        .style(AbsoluteGradientStyle(gradient: gradient, kind: .radial(center, startRadius, endRadius)))
    }
}

extension GraphicsContext {
    /// Options for gradient shadings, as SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its end.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient past its end.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear light.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

/// A gradient fixed to points of a canvas rather than to the shape it fills.
struct AbsoluteGradientStyle: ShapeStyle, ResolvableShapeStyle {
    enum Kind: Sendable {
        case linear(CGPoint, CGPoint)
        case radial(CGPoint, CGFloat, CGFloat)
        /// A full turn from an angle.
        case conic(CGPoint, Angle)
    }
    let gradient: Gradient
    let kind: Kind

    nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        let stops = gradient.resolve(environment)
        switch kind {
        case .linear(let start, let end):
            return .paint(.linearGradient(stops, start: start, end: end), .normal)
        case .radial(let center, let from, let to):
            return .paint(.radialGradient(stops, center: center, startRadius: from, endRadius: to, scaleY: 1), .normal)
        case .conic(let center, let angle):
            let start = angle.radians.isFinite ? angle.radians : 0
            return .paint(
                .angularGradient(stops, center: center, startAngle: start, endAngle: start + 2 * .pi), .normal)
        }
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    /// A gradient used as a style runs from the top to the bottom of what it fills, as SwiftUI
    /// draws a bare `Gradient`.
    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(
            .linearGradient(
                resolve(environment), start: UnitPoint.top.point(in: rect), end: UnitPoint.bottom.point(in: rect)),
            .normal)
    }
}
