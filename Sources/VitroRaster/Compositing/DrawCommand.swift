import VitroColor
import VitroGeometry

/// One drawing step for the ``Compositor``, in pixel space: paths, positions and sizes are
/// pixels of the target, σ are pixels. A value: two commands that are equal draw the same bytes,
/// which is what lets the incremental compositor redraw only what changed.
public indirect enum DrawCommand: Sendable, Equatable {
    /// Fill a path with a source, combined by a blend mode.
    case fill(BezierPath, FillSource, FillRule, BlendOperation)
    /// An image mapped by a transform (image pixels → target pixels), sampled bilinearly or by
    /// nearest pixel, scaled by an opacity 0…1.
    case image(Pixmap, Transform2D, bilinear: Bool, opacity: Double)
    /// A backdrop effect (a material) on what is already painted, inside a path.
    case backdrop(BackdropCommand, BezierPath)
    /// Commands drawn into a layer of their own, then composited with effects.
    case layer(LayerEffects, [DrawCommand])
    /// Liquid Glass: a group of glass shapes refracting and frosting everything painted beneath
    /// them, then each shape's content in the appearance its backdrop calls for.
    case glass(GlassDrawing)
}

/// What a fill paints with.
public enum FillSource: Sendable, Equatable {
    /// A solid color.
    case color(RGBColor)
    /// Colors along the line from `start` to `end`.
    case linearGradient([GradientStop], start: Point2D, end: Point2D)
    /// Colors by distance from `center`; `scaleY` stretches circles into ellipses.
    case radialGradient([GradientStop], center: Point2D, startRadius: Double, endRadius: Double, scaleY: Double)
    /// Colors by angle around `center` (radians, clockwise from +x on a y-down screen).
    case angularGradient([GradientStop], center: Point2D, startAngle: Double, endAngle: Double)
    /// An image mapped by a transform, seen through the path.
    case image(Pixmap, Transform2D)
    /// A mesh gradient rasterized at its pixel size, then mapped by a transform.
    case mesh(MeshGradientGeometry, Transform2D)
}

/// A gradient stop: a color at a location 0…1.
public struct GradientStop: Sendable, Hashable {
    /// The color at the stop.
    public var color: RGBColor
    /// Where the stop sits along the gradient, 0…1.
    public var location: Double

    /// A stop of `color` at `location` (0…1).
    public init(color: RGBColor, location: Double) {
        self.color = color
        self.location = location
    }
}
