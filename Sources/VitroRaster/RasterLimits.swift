/// The bounds on pixels Vitro holds input to: image and canvas sizes, and the compositor's
/// fixed clamps. `RenderLimits` (the UI layer's) holds these beside the bounds on views and lists
/// every bound in one place.
///
/// Fixed clamps (not settable; each bounds work by what can still be seen):
/// - Blur σ: at most ``maximumBlurSigma`` pixels, or 4 × the canvas's longer side if that is
///   more; a larger σ looks the same (the blur is already flat across the canvas). Non-finite
///   or negative σ is 0.
/// - Curves: a Bézier segment is flattened into at most ``maximumSegmentsPerCurve`` lines.
/// - JPEG: a progressive file may have at most ``maximumProgressiveScans`` scans.
public struct RasterLimits: Sendable, Hashable {
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

    /// Bounds with the defaults above.
    public init(imagePixels: Int = 1 << 26, canvasPixels: Int = 1 << 26, canvasSide: Int = 1 << 16) {
        self.imagePixels = imagePixels
        self.canvasPixels = canvasPixels
        self.canvasSide = canvasSide
    }

    /// The defaults above.
    public static let `default` = RasterLimits()

    /// The largest blur σ the compositor uses, pixels, unless the canvas is larger (clamp):
    /// at 250 px a Gaussian's 99.7 % spread is 1,500 px, flat over any screen.
    public static let maximumBlurSigma = 250.0
    /// The most lines a Bézier segment is flattened into (clamp): more than a curve across a
    /// 65,536-pixel canvas needs at a tenth of a pixel's tolerance.
    public static let maximumSegmentsPerCurve = 1024
    /// The most scans a progressive JPEG may have (refused beyond): libjpeg's own advice for
    /// untrusted input is a few hundred; a real encoder writes at most a dozen.
    public static let maximumProgressiveScans = 500
}
