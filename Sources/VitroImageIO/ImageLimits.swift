import VitroRaster

/// Bounds checked before any pixel memory is allocated for a decoded image: the image part of
/// `RasterLimits` (`RenderLimits`, in the UI layer, lists every bound Vitro holds).
public struct ImageLimits: Sendable, Hashable {
    /// The most pixels an image may have. The default, 2²⁶ (67,108,864), fits an 8K frame
    /// (7680 × 4320 or 8192 × 4320) with room to spare and bounds a decode to 512 MiB.
    public var maximumPixelCount: Int

    /// Limits allowing images of at most `maximumPixelCount` pixels.
    public init(maximumPixelCount: Int = ImageLimits.defaultMaximumPixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// The image bounds of `limits`.
    public init(_ limits: RasterLimits) {
        self.init(maximumPixelCount: limits.imagePixels)
    }

    /// The most pixels an image may have by default.
    public static let defaultMaximumPixelCount = RasterLimits.default.imagePixels
    /// The default limits.
    public static let `default` = ImageLimits()

    func check(width: Int, height: Int) throws(ImageIOError) {
        guard width > 0, height > 0 else { throw .zeroSize }
        let (n, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, n <= maximumPixelCount else {
            throw .tooManyPixels(width: width, height: height, limit: maximumPixelCount)
        }
    }
}
