import Foundation
import VitroColor
import VitroRaster

/// An image held in memory: what Vitro reads from files and renders to them.
///
/// Pixels are straight (not premultiplied) RGBA at 16 bits per channel, so 8-bit and 16-bit
/// files both round-trip exactly, tagged with the color space their values are in. An image
/// rendered by Vitro keeps the renderer's premultiplied pixels and makes its samples on first
/// read (SampleStorage.swift), so rendering and writing a PNG convert nothing twice.
public struct RasterImage: Sendable, Hashable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// What the decoder said while it repaired or skipped damaged data (libjpeg's "Corrupt JPEG
    /// data: …", libpng's CRC errors in ancillary chunks …), in its own words; empty for an
    /// intact file and for images not read from a file. See `ReadingOptions/strict`.
    public internal(set) var decoderWarnings: [String]
    /// The space the pixel values are in (from the file's tags; untagged files are sRGB).
    public var colorSpace: ColorSpace { didSet { pixmapCache = PixmapCache() } }
    /// Bits per channel of the source the image came from (8 or 16); what `writePNG` uses
    /// by default.
    public var bitDepth: Int
    /// Straight-alpha RGBA, 16 bits per channel, row-major: `width * height * 4` values.
    ///
    /// For a rendered image the first read makes them from the rendered pixels; read them once
    /// into a local (`let s = image.samples`) rather than in a loop.
    public var samples: [UInt16] {
        get { storage.samples }
        set {
            storage = SampleStorage(samples: newValue)
            pixmapCache = PixmapCache()
        }
    }
    /// The samples, or the rendered pixels they are made from.
    package private(set) var storage: SampleStorage
    /// The premultiplied pixels made from the samples (RasterImage+PixmapCache.swift).
    package private(set) var pixmapCache = PixmapCache()

    /// An image over existing samples.
    public init(width: Int, height: Int, colorSpace: ColorSpace = .sRGB, bitDepth: Int = 16, samples: [UInt16])
        throws(ImageIOError)
    {
        guard width > 0, height > 0 else { throw .zeroSize }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, samples.count == pixels * 4 else {
            throw .invalidArgument("expected 4 samples a pixel for \(width)×\(height), got \(samples.count)")
        }
        guard bitDepth == 8 || bitDepth == 16 else {
            throw .invalidArgument("bit depth must be 8 or 16, not \(bitDepth)")
        }
        self.width = width
        self.height = height
        self.colorSpace = colorSpace
        self.bitDepth = bitDepth
        self.storage = SampleStorage(samples: samples)
        self.decoderWarnings = []
    }

    /// Reads a PNG or JPEG file.
    public init(contentsOf url: URL, limits: ImageLimits = .default) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImageIOError.fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
        }
        try self.init(data: data, limits: limits)
    }

    /// Reads a PNG or JPEG file at `path`.
    public init(contentsOfFile path: String, limits: ImageLimits = .default) throws {
        try self.init(contentsOf: URL(fileURLWithPath: path), limits: limits)
    }

    /// Decodes PNG or JPEG data, recognized by its signature.
    public init(data: Data, limits: ImageLimits = .default) throws(ImageIOError) {
        self = try Self.decode(data, options: [], limits: limits)
    }

    /// The image of a rendered pixmap (unpremultiplied; 8-bit source). Costs nothing: the
    /// straight samples (premultiplied / alpha, rounded, in 16 bits) are made on first read.
    public init(_ pixmap: Pixmap) {
        self.width = pixmap.width
        self.height = pixmap.height
        self.colorSpace = pixmap.colorSpace
        self.bitDepth = 8
        self.storage = SampleStorage(premultiplied: pixmap)
        self.decoderWarnings = []
    }

    /// The image as a premultiplied 8-bit pixmap in `colorSpace` (its own by default).
    public func pixmap(in target: ColorSpace? = nil) -> Pixmap {
        if target == nil || target == colorSpace, var rendered = storage.premultiplied {
            // What the samples convert back to, by table, without making them.
            rendered.colorSpace = colorSpace
            return Unpremultiply.repremultiplied(rendered)
        }
        let converted = target.map { self.converted(to: $0) } ?? self
        var p = try! Pixmap(width: width, height: height, colorSpace: converted.colorSpace, pixelLimit: Int.max)
        converted.samples.withUnsafeBufferPointer { s in
            p.data.withUnsafeMutableBufferPointer { d in
                for i in 0..<(width * height) {
                    let a = UInt32(s[i * 4 + 3])
                    for c in 0..<3 {
                        // premultiplied 8-bit = v·a / 65535², rounded
                        let v = UInt64(s[i * 4 + c]) * UInt64(a) * 255
                        d[i * 4 + c] = UInt8((v + 2_147_385_344) / 4_294_836_225)
                    }
                    d[i * 4 + 3] = UInt8((a * 255 + 32767) / 65535)
                }
            }
        }
        return p
    }

    /// The unpremultiplied color at (x, y).
    public func color(atX x: Int, y: Int) -> RGBColor {
        let i = (y * width + x) * 4
        let samples = samples
        return RGBColor(
            red: Double(samples[i]) / 65535, green: Double(samples[i + 1]) / 65535,
            blue: Double(samples[i + 2]) / 65535,
            alpha: Double(samples[i + 3]) / 65535, space: colorSpace)
    }

    /// The same picture with its values converted to another color space (clipped to its gamut).
    public func converted(to target: ColorSpace) -> RasterImage {
        guard target != colorSpace else { return self }
        var out = self
        out.colorSpace = target
        SampleConverter(from: colorSpace, to: target).convert(&out.samples)
        return out
    }

    /// PNG data at `bitDepth` (8 or 16) in `colorSpace` (sRGB or Display P3; the image's own
    /// when nil), tagged so viewers show the intended colors: an sRGB chunk for sRGB; an
    /// iCCP profile and a cICP chunk for Display P3.
    public func pngData(bitDepth: Int = 8, colorSpace: ColorSpace? = nil) throws -> Data {
        try PNGCodec.encode(self, bitDepth: bitDepth, colorSpace: colorSpace ?? self.colorSpace.encoded)
    }

    /// Writes a PNG file; see `pngData(bitDepth:colorSpace:)`.
    public func writePNG(to url: URL, bitDepth: Int = 8, colorSpace: ColorSpace = .sRGB) throws {
        let data = try pngData(bitDepth: bitDepth, colorSpace: colorSpace)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ImageIOError.fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    public static func == (a: RasterImage, b: RasterImage) -> Bool {
        a.width == b.width && a.height == b.height && a.colorSpace == b.colorSpace && a.bitDepth == b.bitDepth
            && a.decoderWarnings == b.decoderWarnings && (a.storage === b.storage || a.samples == b.samples)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(colorSpace)
        hasher.combine(bitDepth)
        hasher.combine(decoderWarnings)
        hasher.combine(samples)
    }

    /// JPEG data (sRGB, alpha dropped onto black) at `quality` 1…100.
    public func jpegData(quality: Int = 90) throws -> Data {
        try JPEGCodec.encode(converted(to: .sRGB), quality: quality, profile: nil)
    }
}
