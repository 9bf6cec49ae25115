/// What went wrong in a raster operation.
public enum RasterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A width or height below 1, or a size whose byte count overflows.
    case invalidSize(width: Int, height: Int)
    /// More pixels than the limit allows (`limit` pixels).
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// Two pixmaps that must match in size or color space do not.
    case mismatched(String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h): "invalid pixmap size \(w)×\(h): both sides must be at least 1"
        case .tooManyPixels(let w, let h, let limit):
            "\(w)×\(h) is \(w.multipliedReportingOverflow(by: h).partialValue) pixels, over the limit of \(limit)"
        case .mismatched(let what): what
        }
    }
}
