import CVitroShims
import Foundation

extension RasterImage {
    /// Options for reading an image, in the manner of `Data.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable, Hashable {
        /// The options as bits.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Refuse an image the decoder had to repair: any warning becomes
        /// ``ImageIOError/damaged(warnings:)`` instead of a picture with `decoderWarnings`.
        ///
        /// JPEG has no checksum, so a damaged file still decodes, into a picture that may be
        /// partly gray or shifted; libjpeg says so in a warning ("Corrupt JPEG data: …"). PNG
        /// checks every chunk, but libpng skips an ancillary chunk with a bad CRC, or compressed
        /// data past the image's end, with a warning. Without this option those images are read
        /// and their warnings kept; errors that leave no picture (a truncated file, a bad CRC in
        /// a critical chunk) are thrown either way.
        public static let strict = ReadingOptions(rawValue: 1 << 0)
    }

    /// Reads a PNG or JPEG file with reading options, such as `ReadingOptions/strict`.
    public init(contentsOf url: URL, options: ReadingOptions, limits: ImageLimits = .default) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImageIOError.fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
        }
        self = try Self.decode(data, options: options, limits: limits)
    }

    /// Decodes PNG or JPEG data, recognized by its signature, with reading options such as
    /// `ReadingOptions/strict`.
    public init(data: Data, options: ReadingOptions, limits: ImageLimits = .default) throws(ImageIOError) {
        self = try Self.decode(data, options: options, limits: limits)
    }

    /// The one place data is told apart by its signature and handed to its codec.
    static func decode(_ data: Data, options: ReadingOptions, limits: ImageLimits) throws(ImageIOError)
        -> RasterImage
    {
        let bytes = [UInt8](data)
        var image: RasterImage
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            image = try PNGCodec.decode(bytes, limits: limits)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            image = try JPEGCodec.decode(bytes, limits: limits)
        } else {
            throw .notAnImage
        }
        if options.contains(.strict), !image.decoderWarnings.isEmpty {
            throw .damaged(warnings: image.decoderWarnings)
        }
        return image
    }
}

extension vitro_warnings {
    /// The kept messages, and a last line counting those that were not kept.
    var messages: [String] {
        var copy = self
        var lines = withUnsafeBytes(of: &copy.text) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }.split(separator: "\n").map(String.init)
        if count > kept {
            let more = Int(count - kept)
            lines.append("(\(more) more warning\(more == 1 ? "" : "s"))")
        }
        return lines
    }
}
