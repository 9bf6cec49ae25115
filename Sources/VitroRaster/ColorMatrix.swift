/// A 4×5 color matrix, as SVG's `feColorMatrix` and Core Image use: each output channel is a
/// weighted sum of R, G, B, A plus an offset, on unpremultiplied values in 0…1.
public struct ColorMatrix: Sendable, Hashable {
    /// Rows R, G, B, A; each is (r, g, b, a, offset).
    public var r: SIMD8<Float>
    /// The green row.
    public var g: SIMD8<Float>
    /// The blue row.
    public var b: SIMD8<Float>
    /// The alpha row.
    public var a: SIMD8<Float>

    /// From 20 values, row by row (five per output channel), the layout of `feColorMatrix`.
    public init(_ values: [Float]) {
        precondition(values.count == 20, "a color matrix has 20 values")
        func row(_ i: Int) -> SIMD8<Float> {
            SIMD8(values[i * 5], values[i * 5 + 1], values[i * 5 + 2], values[i * 5 + 3], values[i * 5 + 4], 0, 0, 0)
        }
        (r, g, b, a) = (row(0), row(1), row(2), row(3))
    }

    /// The matrix that leaves every color as it is.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `feColorMatrix type="saturate"`: 0 is gray, 1 unchanged, above 1 more saturated.
    public static func saturation(_ s: Float) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Multiplies color channels by `factor` (SwiftUI's `brightness` adds; this scales).
    public static func scale(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) -> ColorMatrix {
        ColorMatrix([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
    }

    /// Adds `amount` to each color channel (SwiftUI's `brightness(_:)`).
    public static func brightness(_ amount: Float) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Scales contrast around mid-gray (SwiftUI's `contrast(_:)`).
    public static func contrast(_ c: Float) -> ColorMatrix {
        let o = 0.5 * (1 - c)
        return ColorMatrix([c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0])
    }

    /// Inverts color channels (SwiftUI's `colorInvert()`).
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `self` applied after `first`.
    public func concatenating(after first: ColorMatrix) -> ColorMatrix {
        func col(_ i: Int) -> SIMD4<Float> { SIMD4(first.r[i], first.g[i], first.b[i], first.a[i]) }
        func row(_ m: SIMD8<Float>) -> SIMD8<Float> {
            let w = SIMD4(m[0], m[1], m[2], m[3])
            var o = SIMD8<Float>()
            for i in 0..<5 { o[i] = (w * col(i)).sum() }
            o[4] += m[4]
            return o
        }
        var out = self
        (out.r, out.g, out.b, out.a) = (row(r), row(g), row(b), row(a))
        return out
    }

    /// The matrix applied to one unpremultiplied RGBA value (result not clipped).
    @inlinable
    public func apply(_ c: SIMD4<Float>) -> SIMD4<Float> {
        let v = SIMD8(c.x, c.y, c.z, c.w, 1, 0, 0, 0)
        return SIMD4((r * v).sum(), (g * v).sum(), (b * v).sum(), (a * v).sum())
    }
}

extension Pixmap {
    /// Applies `matrix` to every pixel in `rect` (unpremultiplying around it), clipping results.
    public mutating func apply(_ matrix: ColorMatrix, in rect: PixelRect? = nil) {
        let r = (rect ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        let w = width
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: SIMD4<UInt8>.self)
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX {
                    let p = Pixmap.unquantize(px[y * w + x])
                    var c = matrix.apply(unpremultiply(p))
                    c = c.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
                    px[y * w + x] = Pixmap.quantize(SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w))
                }
            }
        }
    }
}
