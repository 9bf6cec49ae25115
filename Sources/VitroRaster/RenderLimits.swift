/// Every bound Vitro holds input to, in one place, checked before the work it bounds starts.
///
/// Vitro reads images and renders views from anyone. A value past one of these bounds is
/// refused with a ``RenderLimitError`` that names the bound (or, for the few marked *clamp*,
/// quietly held to it, as SwiftUI holds such values), so a hostile or mistaken input costs an
/// error, never a crash, a hang, a stack overflow or an unbounded allocation.
///
/// Who consults what:
/// - `ImageLimits` (image readers): ``imagePixels``.
/// - `ImageRenderer` and `ViewHost` (VitroUI): ``canvasPixels``, ``canvasSide``,
///   ``viewDepth``, ``textLength``, ``glassShapesPerContainer``, ``animationFrames``, through
///   `ImageRenderer.limits`.
/// - The compositor: the fixed clamps below.
///
/// Fixed clamps (not settable; each bounds work by what can still be seen):
/// - Blur σ: at most ``maximumBlurSigma`` pixels, or 4 × the canvas's longer side if that is
///   more; a larger σ looks the same (the blur is already flat across the canvas). Non-finite
///   or negative σ is 0.
/// - Curves: a Bézier segment is flattened into at most ``maximumSegmentsPerCurve`` lines.
/// - JPEG: a progressive file may have at most ``maximumProgressiveScans`` scans.
/// - Non-finite numbers (NaN, ±infinity) in sizes, frames, radii, spacing, offsets, scales,
///   opacity, colors, gradient stops and font sizes are held to what SwiftUI would draw:
///   see docs/HARDENING.md for the table.
public struct RenderLimits: Sendable, Hashable {
    /// The most pixels a decoded image may have (width × height). The default, 2²⁶
    /// (67,108,864), holds an 8K frame (8192 × 4320) with room to spare; decoded at 16 bits
    /// per RGBA sample it bounds one image to 512 MiB.
    public var imagePixels: Int
    /// The most pixels a render's canvas may have: (points × scale) wide by (points × scale)
    /// high. The default, 2²⁶, is a 7680 × 8738 canvas; at 8 bits RGBA, 256 MiB.
    public var canvasPixels: Int
    /// The longest side of a canvas, pixels: 2¹⁶ (a 65,536-pixel strip is still a screenshot
    /// of a very long page; beyond that a side is a mistake).
    public var canvasSide: Int
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

    public init(
        imagePixels: Int = 1 << 26, canvasPixels: Int = 1 << 26, canvasSide: Int = 1 << 16, viewDepth: Int = 1000,
        textLength: Int = 100_000, glassShapesPerContainer: Int = 64, animationFrames: Int = 1200
    ) {
        self.imagePixels = imagePixels
        self.canvasPixels = canvasPixels
        self.canvasSide = canvasSide
        self.viewDepth = viewDepth
        self.textLength = textLength
        self.glassShapesPerContainer = glassShapesPerContainer
        self.animationFrames = animationFrames
    }

    /// The defaults above.
    public static let `default` = RenderLimits()

    /// The largest blur σ the compositor uses, pixels, unless the canvas is larger (clamp):
    /// at 250 px a Gaussian's 99.7 % spread is 1,500 px, flat over any screen.
    public static let maximumBlurSigma = 250.0
    /// The most lines a Bézier segment is flattened into (clamp): more than a curve across a
    /// 65,536-pixel canvas needs at a tenth of a pixel's tolerance.
    public static let maximumSegmentsPerCurve = 1024
    /// The most scans a progressive JPEG may have (refused beyond): libjpeg's own advice for
    /// untrusted input is a few hundred; a real encoder writes at most a dozen.
    public static let maximumProgressiveScans = 500

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

/// A render or read refused because an input is past one of the ``RenderLimits``.
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
