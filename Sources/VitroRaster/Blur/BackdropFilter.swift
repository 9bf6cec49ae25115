/// A blur followed by per-pixel color steps: what a material does to its backdrop.
///
/// `colorMatrix` applies to unpremultiplied values with the result clipped; `tint` (premultiplied
/// 0…1) is then composited source-over. Both are linear or affine in the pixel, so for large σ
/// they run on the reduced image before it is interpolated back: the cost of a material is the
/// cost of its blur. `blends` (color dodge, overlay … of a solid color, which are not affine)
/// follow at full size, each row as soon as it is written: the bytes of filling the region
/// with each color afterwards, without another pass over it.
public struct BackdropFilter: Sendable, Hashable {
    /// A solid color blended over the filtered pixels in a mode.
    public struct Blend: Sendable, Hashable {
        /// Premultiplied 0…1.
        public var color: SIMD4<Float>
        /// How the color is blended.
        public var operation: BlendOperation

        /// A solid color (premultiplied 0…1) blended over the filtered pixels by `operation`.
        public init(color: SIMD4<Float>, operation: BlendOperation) {
            self.color = color
            self.operation = operation
        }
    }

    /// Gaussian standard deviation in pixels.
    public var sigma: Double
    /// A color matrix applied after the blur, to unpremultiplied values; the result is clipped to
    /// 0…1.
    public var colorMatrix: ColorMatrix?
    /// A color (premultiplied 0…1) composited source-over after the matrix.
    public var tint: SIMD4<Float>?
    /// Blended over the result in order, coverage scaling each color as a fill's would.
    public var blends: [Blend]

    /// A filter that blurs by `sigma` pixels, then applies the matrix, the tint and the blends in
    /// order.
    public init(
        sigma: Double, colorMatrix: ColorMatrix? = nil, tint: SIMD4<Float>? = nil, blends: [Blend] = []
    ) {
        self.sigma = sigma.isFinite ? max(0, sigma) : 0
        self.colorMatrix = colorMatrix
        self.tint = tint
        self.blends = blends
    }

    var hasColorSteps: Bool { colorMatrix != nil || tint != nil }

    /// The color steps on one premultiplied 0…1 pixel.
    @inline(__always)
    func colorSteps(_ p: SIMD4<Float>) -> SIMD4<Float> {
        var c = p
        if let m = colorMatrix { c = Self.saturate(c, m) }
        if let t = tint { c = t + c * (1 - t.w) }
        return c
    }

    /// The color steps on `count` premultiplied 0…1 pixels in place, the matrix and tint
    /// taken out of the loop (the optimizer copies an optional matrix per pixel otherwise).
    static func colorSteps(_ pixels: UnsafeMutablePointer<Float>, count: Int, matrix: ColorMatrix?, tint: SIMD4<Float>?)
    {
        let v = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: SIMD4<Float>.self)
        switch (matrix, tint) {
        case (let m?, let t?): for i in 0..<count { v[i] = t + saturate(v[i], m) * (1 - t.w) }
        case (let m?, nil): for i in 0..<count { v[i] = saturate(v[i], m) }
        case (nil, let t?): for i in 0..<count { v[i] = t + v[i] * (1 - t.w) }
        case (nil, nil): break
        }
    }

    /// `m` on one premultiplied pixel: unpremultiplied, multiplied, clipped to 0…1 lane by lane
    /// (NaN → 0, as `clamped` does, without its generic loop, which the optimizer leaves as
    /// calls) and premultiplied again. The sums are `ColorMatrix.apply`'s, written here so
    /// they inline.
    @inline(__always)
    static func saturate(_ c: SIMD4<Float>, _ m: ColorMatrix) -> SIMD4<Float> {
        let a = c.w
        let u = a > 0 ? c / a : SIMD4(0, 0, 0, 0)
        let x = SIMD8(u.x, u.y, u.z, a, 1, 0, 0, 0)
        let r = SIMD4((m.r * x).sum(), (m.g * x).sum(), (m.b * x).sum(), (m.a * x).sum())
        @inline(__always) func unit(_ v: Float) -> Float { v > 0 ? (v < 1 ? v : 1) : 0 }
        let w = unit(r.w)
        return SIMD4(unit(r.x) * w, unit(r.y) * w, unit(r.z) * w, w)
    }
}
