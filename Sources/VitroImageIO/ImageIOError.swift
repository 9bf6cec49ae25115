/// Why an image could not be read or written. Each case's description is a sentence a user
/// can act on.
public enum ImageIOError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data is neither PNG nor JPEG.
    case notAnImage
    /// The file ends before the image does.
    case truncated(String)
    /// The file is damaged or not valid (bad CRC, bad header, bad compressed data …).
    case corrupt(String)
    /// The decoder warned that the data is damaged and repaired or skipped it; thrown only when
    /// reading with ``RasterImage/ReadingOptions/strict``. The warnings are the decoder's own
    /// words, as ``RasterImage/decoderWarnings`` would have reported them.
    case damaged(warnings: [String])
    /// A width or height of zero.
    case zeroSize
    /// The header claims more pixels than the limit; nothing was allocated for it.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// A valid image of a kind this library does not handle (CMYK JPEG, …).
    case unsupported(String)
    /// An argument outside what the call accepts.
    case invalidArgument(String)
    /// The file could not be read or written.
    case fileAccess(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAnImage: "not a PNG or JPEG image"
        case .truncated(let m): "the image data is truncated: \(m)"
        case .corrupt(let m): "the image data is corrupt: \(m)"
        case .damaged(let warnings):
            "the image data is damaged (\(warnings.joined(separator: "; "))); "
                + "read it without the .strict option to accept the decoder's repair"
        case .zeroSize: "the image has a width or height of zero"
        case .tooManyPixels(let w, let h, let limit):
            "the image is \(w)×\(h) pixels, more than the limit of \(limit) pixels (ImageLimits.maximumPixelCount)"
        case .unsupported(let m): "unsupported image: \(m)"
        case .invalidArgument(let m): "invalid argument: \(m)"
        case .fileAccess(let path, let reason): "cannot access \(path): \(reason)"
        }
    }
}
