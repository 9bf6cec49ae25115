import Foundation

/// CIE 1976 L*a*b* relative to D65, and the color differences snapshot tests use.
public struct CIELab: Sendable, Hashable {
    /// Lightness, 0 (black) … 100 (white).
    public var l: Double
    /// The green (negative) to red (positive) axis.
    public var a: Double
    /// The blue (negative) to yellow (positive) axis.
    public var b: Double

    /// A color from its L*, a* and b* coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// L*a*b* of an XYZ value (D65 white, Y of white = 1).
    public init(xyz: SIMD3<Double>) {
        let w = SIMD3(
            Gamut.whitePoint.x / Gamut.whitePoint.y, 1,
            (1 - Gamut.whitePoint.x - Gamut.whitePoint.y) / Gamut.whitePoint.y)
        let r = xyz / w
        func f(_ t: Double) -> Double {
            let e = 216.0 / 24389
            let k = 24389.0 / 27
            return t > e ? cbrt(t) : (k * t + 16) / 116
        }
        let fx = f(r.x)
        let fy = f(r.y)
        let fz = f(r.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// L*a*b* of a color (its alpha is ignored).
    public init(_ color: RGBColor) { self.init(xyz: color.xyz) }

    /// CIE 1976 ΔE*ab: Euclidean distance in L*a*b*.
    public func deltaE76(_ o: CIELab) -> Double {
        let d = SIMD3(l - o.l, a - o.a, b - o.b)
        return (d * d).sum().squareRoot()
    }

    /// CIE 1994 ΔE*94 (graphic-arts weights), the difference Core Image's `CILabDeltaE` reports.
    public func deltaE94(_ o: CIELab) -> Double {
        let dl = l - o.l
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (o.a * o.a + o.b * o.b).squareRoot()
        let dc = c1 - c2
        let da = a - o.a
        let db = b - o.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1
        let sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
