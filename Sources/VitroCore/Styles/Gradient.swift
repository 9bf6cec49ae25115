import Foundation
import VitroColor

/// Colors at locations, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One color of a gradient and where it sits along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: Color
        /// Where the stop sits, from 0 (the gradient's start) to 1 (its end).
        public var location: CGFloat
        /// A stop of `color` at `location` (0…1).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's stops, in order of location.
    public var stops: [Stop]

    /// A gradient of the given stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(n)) }
    }

    func resolve(_ env: EnvironmentValues) -> GradientStops {
        GradientStops(stops: stops.map { ($0.color.rgbColor(in: env).converted(to: .sRGB), Double($0.location)) })
    }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient from `startPoint` to `endPoint`, in unit coordinates of the shape it
    /// fills.
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    /// A linear gradient of colors spaced evenly from `startPoint` to `endPoint`.
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops from `startPoint` to `endPoint`.
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(
            .linearGradient(
                gradient.resolve(environment), start: startPoint.point(in: rect), end: endPoint.point(in: rect)),
            .normal)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}

/// A gradient by distance from a center, as SwiftUI's `RadialGradient` (radii in points).
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A radial gradient around `center` from `startRadius` to `endRadius`, in points.
    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    /// A radial gradient of colors spaced evenly from `startRadius` to `endRadius` points around
    /// `center`.
    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of stops from `startRadius` to `endRadius` points around `center`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(
            .radialGradient(
                gradient.resolve(environment), center: center.point(in: rect), startRadius: startRadius,
                endRadius: endRadius, scaleY: 1), .normal)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}

/// A gradient that fills an ellipse inscribed in the frame, as SwiftUI's `EllipticalGradient`
/// (radii as fractions of the frame).
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// An elliptical gradient that fills its shape's bounds, its radii fractions of the bounds (0.5
    /// reaches the edges).
    public nonisolated init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        (self.gradient, self.center, self.startRadiusFraction, self.endRadiusFraction) = (
            gradient, center, startRadiusFraction, endRadiusFraction
        )
    }
    /// An elliptical gradient of colors spaced evenly, its radii fractions of the shape's bounds.
    public nonisolated init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        let w = max(rect.width, 1e-6)
        return .paint(
            .radialGradient(
                gradient.resolve(environment), center: center.point(in: rect), startRadius: startRadiusFraction * w,
                endRadius: endRadiusFraction * w, scaleY: rect.height / w), .normal)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}

/// A gradient by angle around a center, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// An angular gradient around `center`, from `startAngle` to `endAngle` (both zero: a full
    /// turn).
    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }
    /// An angular gradient of colors spaced evenly from `startAngle` to `endAngle` around `center`.
    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle` (a conic gradient).
    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full-turn angular (conic) gradient of colors around `center`, starting at `angle`.
    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .paint(
            .angularGradient(
                gradient.resolve(environment), center: center.point(in: rect), startAngle: startAngle.radians,
                endAngle: endAngle.radians), .normal)
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] { Rectangle().fill(self).makeNodes(context) }
}

/// A color's own gentle gradient, as SwiftUI's `AnyGradient` (`Color.red.gradient`): the
/// color, a little lighter at the top. Made from a ``Gradient`` (`AnyGradient(gradient)`), it
/// is that gradient from the top of the shape to its bottom.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
    enum Source: Hashable {
        case color(Color)
        case gradient(Gradient)
    }
    let source: Source
    /// Whether the colors mix in Oklab (`colorSpace(.perceptual)`) rather than in sRGB.
    var perceptual = false

    init(color: Color) { source = .color(color) }

    /// The gradient `gradient`, drawn from the top of a shape (0.5, 0) to its bottom (0.5, 1).
    public init(_ gradient: Gradient) { source = .gradient(gradient) }

    /// This gradient with its colors mixed in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var g = self
        g.perceptual = space.perceptual
        return g
    }

    package nonisolated func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        let stops: GradientStops
        switch source {
        case .color(let color):
            let c = color.rgbColor(in: environment).converted(to: .sRGB)
            var light = c
            light.rgb = c.rgb + (SIMD3(repeating: 1) - c.rgb) * 0.18
            stops = GradientStops(stops: [(light, 0), (c, 1)])
        case .gradient(let gradient):
            stops = gradient.resolve(environment)
        }
        return .paint(
            .linearGradient(
                perceptual ? stops.perceptual() : stops, start: UnitPoint.top.point(in: rect),
                end: UnitPoint.bottom.point(in: rect)), .normal)
    }
}

extension Gradient {
    /// This gradient with its colors mixed in `space`, as a top-to-bottom ``AnyGradient``.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }
}

extension GradientStops {
    /// The same gradient with its colors mixed in Oklab: the rasterizer mixes stops in sRGB, so
    /// each span between stops is cut into short ones whose ends are mixed perceptually.
    func perceptual() -> GradientStops {
        guard stops.count > 1 else { return self }
        let steps = 16
        var out: [(color: RGBColor, location: Double)] = []
        for (a, b) in zip(stops, stops.dropFirst()) {
            for i in 0..<steps {
                let t = Double(i) / Double(steps)
                out.append(
                    (Color.mixed(a.color, b.color, t, perceptual: true), a.location + (b.location - a.location) * t))
            }
        }
        out.append(stops[stops.count - 1])
        return GradientStops(stops: out)
    }
}

extension Color {
    /// The color's standard gradient.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`, in unit coordinates of the shape it
    /// fills.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colors spaced evenly from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center` from `startRadius` to `endRadius`, in points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of colors spaced evenly from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient that fills its shape's bounds, its radii fractions of the bounds.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
