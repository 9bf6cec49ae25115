/// A blur followed by per-pixel color steps: what a material does to its backdrop.
///
/// `colorMatrix` applies to unpremultiplied values with the result clipped; `tint` (premultiplied
/// 0…1) is then composited source-over. Both are linear or affine in the pixel, so for large σ
/// they run on the reduced image before it is interpolated back: the cost of a material is the
/// cost of its blur.
public struct BackdropFilter: Sendable, Hashable {
    /// Gaussian standard deviation in pixels.
    public var sigma: Double
    public var colorMatrix: ColorMatrix?
    public var tint: SIMD4<Float>?

    public init(sigma: Double, colorMatrix: ColorMatrix? = nil, tint: SIMD4<Float>? = nil) {
        self.sigma = sigma.isFinite ? max(0, sigma) : 0
        self.colorMatrix = colorMatrix
        self.tint = tint
    }

    var hasColorSteps: Bool { colorMatrix != nil || tint != nil }

    /// The color steps on one premultiplied 0…1 pixel.
    @inlinable
    func colorSteps(_ p: SIMD4<Float>) -> SIMD4<Float> {
        var c = p
        if let m = colorMatrix {
            let a = c.w
            let u = a > 0 ? c / a : SIMD4(0, 0, 0, 0)
            var r = m.apply(SIMD4(u.x, u.y, u.z, a))
            r = r.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
            c = SIMD4(r.x * r.w, r.y * r.w, r.z * r.w, r.w)
        }
        if let t = tint { c = t + c * (1 - t.w) }
        return c
    }
}
