import Foundation
import VitroImageIO
import VitroRaster

/// Every bound Vitro holds input to, in one place, checked before the work it bounds starts.
///
/// Vitro reads images and renders views from anyone. A value past one of these bounds is
/// refused with a ``RenderLimitError`` that names the bound (or, for the few marked *clamp*,
/// quietly held to it, as SwiftUI holds such values), so a hostile or mistaken input costs an
/// error, never a crash, a hang, a stack overflow or an unbounded allocation.
///
/// The pixel bounds (image and canvas sizes, and the compositor's fixed clamps) are
/// VitroRaster's `RasterLimits`, which this type holds as ``raster``; the bounds on views are
/// its own. Who consults what:
/// - `ImageLimits` (image readers): ``imagePixels``.
/// - `ImageRenderer` and `ViewHost`: ``canvasPixels``, ``canvasSide``, ``viewDepth``,
///   ``textLength``, ``glassShapesPerContainer``, ``animationFrames``, through
///   `ImageRenderer.limits`.
/// - The compositor: the fixed clamps of `RasterLimits` (blur σ, curve segments, JPEG scans).
/// - Non-finite numbers (NaN, ±infinity) in sizes, frames, radii, spacing, offsets, scales,
///   opacity, colors, gradient stops and font sizes are held to what SwiftUI would draw:
///   see docs/HARDENING.md for the table.
public struct RenderLimits: Sendable, Hashable {
    /// The bounds on pixels: images, canvases and the compositor's clamps.
    public var raster: RasterLimits
    /// The most pixels a decoded image may have (`RasterLimits.imagePixels`).
    public var imagePixels: Int {
        get { raster.imagePixels }
        set { raster.imagePixels = newValue }
    }
    /// The most pixels a render's canvas may have (`RasterLimits.canvasPixels`).
    public var canvasPixels: Int {
        get { raster.canvasPixels }
        set { raster.canvasPixels = newValue }
    }
    /// The longest side of a canvas, pixels (`RasterLimits.canvasSide`).
    public var canvasSide: Int {
        get { raster.canvasSide }
        set { raster.canvasSide = newValue }
    }
    /// How deeply views may nest: views, modifiers and bodies, each one level. The default,
    /// 1,000, is several times what the deepest screen in the test suite reaches, and far
    /// from the depth at which resolving would run out of stack.
    public var viewDepth: Int
    /// The most characters (Unicode scalars) one `Text` may lay out: 100,000, a short book.
    public var textLength: Int
    /// The most glass shapes one `GlassEffectContainer` may merge: 64. The smooth union costs
    /// each shape's field over the others' bands; a toolbar or tab bar has a dozen.
    public var glassShapesPerContainer: Int
    /// The most frames one animation render (`ViewHost.renderTransition`) may produce: 1,200,
    /// twenty seconds at 60 frames a second. Each frame is kept, so this bounds memory too.
    public var animationFrames: Int

    /// Bounds with the defaults given here and in `RasterLimits`.
    public init(
        imagePixels: Int = RasterLimits.default.imagePixels, canvasPixels: Int = RasterLimits.default.canvasPixels,
        canvasSide: Int = RasterLimits.default.canvasSide, viewDepth: Int = 1000, textLength: Int = 100_000,
        glassShapesPerContainer: Int = 64, animationFrames: Int = 1200
    ) {
        raster = RasterLimits(imagePixels: imagePixels, canvasPixels: canvasPixels, canvasSide: canvasSide)
        self.viewDepth = viewDepth
        self.textLength = textLength
        self.glassShapesPerContainer = glassShapesPerContainer
        self.animationFrames = animationFrames
    }

    /// The defaults above.
    public static let `default` = RenderLimits()

    /// The largest blur σ the compositor uses (`RasterLimits.maximumBlurSigma`).
    public static var maximumBlurSigma: Double { RasterLimits.maximumBlurSigma }
    /// The most lines a Bézier segment is flattened into (`RasterLimits.maximumSegmentsPerCurve`).
    public static var maximumSegmentsPerCurve: Int { RasterLimits.maximumSegmentsPerCurve }
    /// The most scans a progressive JPEG may have (`RasterLimits.maximumProgressiveScans`).
    public static var maximumProgressiveScans: Int { RasterLimits.maximumProgressiveScans }

    /// Throws if `value` is over the bound `limit` (one of this type's settable properties).
    public func check(_ limit: RenderLimitError.Limit, _ value: Int) throws(RenderLimitError) {
        let maximum = self[limit]
        guard value <= maximum else { throw RenderLimitError(limit: limit, value: value, maximum: maximum) }
    }

    /// The bound named by `limit`.
    public subscript(limit: RenderLimitError.Limit) -> Int {
        switch limit {
        case .imagePixels: imagePixels
        case .canvasPixels: canvasPixels
        case .canvasSide: canvasSide
        case .viewDepth: viewDepth
        case .textLength: textLength
        case .glassShapesPerContainer: glassShapesPerContainer
        case .animationFrames: animationFrames
        }
    }
}

/// A render refused because an input is past one of the ``RenderLimits``.
public struct RenderLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which bound.
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        case imagePixels, canvasPixels, canvasSide, viewDepth, textLength, glassShapesPerContainer, animationFrames
    }

    public var limit: Limit
    /// What the input asked for (pixels, levels, characters, shapes or frames).
    public var value: Int
    /// The bound it is over.
    public var maximum: Int

    public init(limit: Limit, value: Int, maximum: Int) {
        self.limit = limit
        self.value = value
        self.maximum = maximum
    }

    public var description: String {
        let what =
            switch limit {
            case .imagePixels: "an image of \(value) pixels"
            case .canvasPixels: "a canvas of \(value) pixels"
            case .canvasSide: "a canvas side of \(value) pixels"
            case .viewDepth: "views nested \(value) deep"
            case .textLength: "a text of \(value) characters"
            case .glassShapesPerContainer: "\(value) glass shapes in one container"
            case .animationFrames: "an animation of \(value) frames"
            }
        return "\(what) is over the limit of \(maximum) (RenderLimits.\(limit.rawValue))"
    }
}

extension ImageLimits {
    /// The image bounds of `limits`.
    public init(_ limits: RenderLimits) {
        self.init(limits.raster)
    }
}
