import VitroColor

/// A grid of pixels: premultiplied RGBA, 8 bits per channel, in a gamma-encoded color space.
///
/// This is the working surface of the compositor. 8 bits keep the hot paths (blur, backdrop
/// effects) within memory bandwidth; arithmetic happens in `Float` and rounds once per write.
/// Rows run top to bottom, pixels left to right, four bytes each (R, G, B, A).
public struct Pixmap: Sendable, Hashable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// The space the stored values are in; colors drawn into the pixmap are converted to it.
    public var colorSpace: ColorSpace
    /// The pixel bytes, `width * height * 4` of them.
    public var data: [UInt8]

    /// The largest pixmap made unless a caller asks for more: 2²⁶ pixels (8192 × 8192), 256 MiB.
    public static let defaultPixelLimit = 1 << 26

    /// A transparent pixmap.
    public init(width: Int, height: Int, colorSpace: ColorSpace = .sRGB, pixelLimit: Int = Pixmap.defaultPixelLimit)
        throws(RasterError)
    {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= pixelLimit else {
            throw .tooManyPixels(width: width, height: height, limit: pixelLimit)
        }
        self.width = width
        self.height = height
        self.colorSpace = colorSpace
        self.data = Self.zeroed(count * 4)
    }

    /// `count` zero bytes; a large buffer is cleared in bands on every core (its first touch,
    /// page faults and all, is most of what a fresh frame costs before anything is drawn).
    static func zeroed(_ count: Int) -> [UInt8] {
        // Below a megabyte one core clears it before another would start.
        guard count >= 1 << 20 else { return [UInt8](repeating: 0, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SharedPointer(base: buffer.baseAddress!)
            // Rows of 64 KB, cleared band by band.
            let chunk = 1 << 16
            let chunks = (count + chunk - 1) / chunk
            ParallelBands.run(rows: chunks, minimumRows: 8) { rows in
                let start = rows.lowerBound * chunk
                let end = min(count, rows.upperBound * chunk)
                (base.base + start).initialize(repeating: 0, count: end - start)
            }
            initialized = count
        }
    }

    /// A pixmap over existing premultiplied RGBA bytes.
    public init(width: Int, height: Int, colorSpace: ColorSpace = .sRGB, premultipliedRGBA: [UInt8]) throws(RasterError)
    {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard premultipliedRGBA.count == width * height * 4 else {
            throw .mismatched(
                "expected \(width * height * 4) bytes for \(width)×\(height), got \(premultipliedRGBA.count)")
        }
        self.width = width
        self.height = height
        self.colorSpace = colorSpace
        self.data = premultipliedRGBA
    }

    /// The whole pixmap as a rectangle of pixel indices.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The premultiplied pixel at (x, y) as 0…255 values.
    public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        get {
            let i = (y * width + x) * 4
            return SIMD4(data[i], data[i + 1], data[i + 2], data[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            data[i] = newValue.x
            data[i + 1] = newValue.y
            data[i + 2] = newValue.z
            data[i + 3] = newValue.w
        }
    }

    /// The unpremultiplied color at (x, y), in the pixmap's color space.
    public func color(atX x: Int, y: Int) -> RGBColor {
        let p =
            SIMD4<Double>(Double(self[x, y].x), Double(self[x, y].y), Double(self[x, y].z), Double(self[x, y].w)) / 255
        guard p.w > 0 else { return RGBColor(red: 0, green: 0, blue: 0, alpha: 0, space: colorSpace) }
        return RGBColor(red: p.x / p.w, green: p.y / p.w, blue: p.z / p.w, alpha: p.w, space: colorSpace)
    }

    /// A color as premultiplied 0…1 values in this pixmap's space, clipped to the gamut.
    public func premultiplied(_ color: RGBColor) -> SIMD4<Float> {
        let c = color.converted(to: colorSpace).clamped()
        let a = Float(c.alpha)
        return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    }

    /// Sets every pixel to `color` (replacing, not blending).
    public mutating func clear(to color: RGBColor = RGBColor(red: 0, green: 0, blue: 0, alpha: 0)) {
        let p = Self.quantize(premultiplied(color))
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: SIMD4<UInt8>.self)
            for i in px.indices { px[i] = p }
        }
    }

    /// A copy of the pixels inside `rect` (clipped to the pixmap), or nil when nothing is left.
    public func cropped(to rect: PixelRect) -> Pixmap? {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, r.width * r.height <= Pixmap.defaultPixelLimit else { return nil }
        // Every byte is copied: no clearing first; rows in bands on every core when large.
        let rowBytes = r.width * 4
        let pixels = data.withUnsafeBufferPointer { src in
            [UInt8](unsafeUninitializedCapacity: rowBytes * r.height) { buffer, initialized in
                let to = SharedPointer(base: buffer.baseAddress!)
                let from = ReadOnly(base: src.baseAddress! + (r.y * width + r.x) * 4)
                let stride = width * 4
                ParallelBands.run(rows: r.height, threads: rowBytes * r.height >= 1 << 20 ? nil : 1) { rows in
                    for y in rows {
                        (to.base + y * rowBytes).initialize(from: from.base + y * stride, count: rowBytes)
                    }
                }
                initialized = rowBytes * r.height
            }
        }
        return try? Pixmap(width: r.width, height: r.height, colorSpace: colorSpace, premultipliedRGBA: pixels)
    }

    /// 0…1 premultiplied values to bytes, rounding to nearest and keeping color ≤ alpha.
    /// NaN becomes 0, so a bad value can never trap or leak into the picture.
    @inlinable @inline(__always)
    package static func quantize(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        // Lane by lane with comparisons written out: the generic SIMD clamp and integer
        // conversion are not inlined and cost more than the blend itself.
        let a = v.w > 0 ? (v.w < 1 ? v.w : 1) : 0
        @inline(__always) func byte(_ x: Float) -> UInt8 {
            let y = x > 0 ? (x < a ? x : a) : 0
            return UInt8(Int32(y * 255 + 0.5))
        }
        return SIMD4(byte(v.x), byte(v.y), byte(v.z), UInt8(Int32(a * 255 + 0.5)))
    }

    @inlinable @inline(__always)
    static func unquantize(_ v: SIMD4<UInt8>) -> SIMD4<Float> {
        SIMD4(Float(v.x), Float(v.y), Float(v.z), Float(v.w)) * (1.0 / 255)
    }
}
