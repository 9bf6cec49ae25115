import VitroColor
import VitroGeometry

/// One drawing step for the ``Compositor``, in pixel space: paths, positions and sizes are
/// pixels of the target, σ are pixels.
public indirect enum DrawCommand: Sendable {
    /// Fill a path with a source, combined by a blend mode.
    case fill(BezierPath, FillSource, FillRule, BlendOperation)
    /// An image mapped by a transform (image pixels → target pixels), sampled bilinearly or by
    /// nearest pixel, scaled by an opacity 0…1.
    case image(Pixmap, Transform2D, bilinear: Bool, opacity: Double)
    /// A backdrop effect (a material) on what is already painted, inside a path.
    case backdrop(BackdropCommand, BezierPath)
    /// Commands drawn into a layer of their own, then composited with effects.
    case layer(LayerEffects, [DrawCommand])
    /// Drawing done by a type of its own (glass and other effects that read their backdrop).
    case custom(any CustomDrawing)
}

/// Drawing the compositor does not know (glass and other effects that read their backdrop):
/// given the target and everything painted beneath the pixels it covers, it draws into the
/// target.
public protocol CustomDrawing: Sendable {
    /// The pixels it reads and may change, in its own coordinates (nil: the whole target).
    var bounds: PixelRect? { get }
    /// Draws into `target`, whose pixel (x, y) is the drawing's (x + origin.x, y + origin.y)
    /// (a layer's target starts where the layer does). `backdrop` holds everything painted
    /// beneath `region` (target pixels: the bounds within the target), layers below included,
    /// at the region's size.
    func draw(into target: inout Pixmap, origin: (x: Int, y: Int), backdrop: Pixmap, region: PixelRect)
    /// Draws into `target` where everything beneath `region` is the target's own pixels (no
    /// layer below, the drawing's coordinates the target's), reading and writing the target
    /// in place; the bytes must be those of the backdrop form given a copy of `region`. Returns
    /// false to be given that copy instead (the default).
    func drawInPlace(into target: inout Pixmap, region: PixelRect) -> Bool
}

extension CustomDrawing {
    public func drawInPlace(into target: inout Pixmap, region: PixelRect) -> Bool { false }
}

/// What a fill paints with.
public enum FillSource: Sendable {
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
