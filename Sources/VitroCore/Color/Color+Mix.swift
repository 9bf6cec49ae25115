import Foundation
import VitroColor

extension Color {
    /// The color `fraction` of the way from this color to `rhs` (0 this, 1 `rhs`, held to 0…1),
    /// mixed in Oklab (`.perceptual`) or in gamma-encoded sRGB (`.device`); opacity mixes
    /// linearly.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return Color(provider: .mix(provider, rhs.provider, t, perceptual: colorSpace.perceptual))
    }

    /// Two resolved colors mixed, in sRGB.
    static func mixed(_ a: RGBColor, _ b: RGBColor, _ t: Double, perceptual: Bool) -> RGBColor {
        let x = a.converted(to: .sRGB)
        let y = b.converted(to: .sRGB)
        let alpha = x.alpha + (y.alpha - x.alpha) * t
        guard perceptual else {
            let rgb = x.rgb + (y.rgb - x.rgb) * t
            return RGBColor(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha, space: .sRGB)
        }
        let p = Oklab.from(x.converted(to: .linearSRGB).rgb)
        let q = Oklab.from(y.converted(to: .linearSRGB).rgb)
        let l = Oklab.toLinearSRGB(p + (q - p) * t)
        return RGBColor(red: l.x, green: l.y, blue: l.z, alpha: alpha, space: .linearSRGB).converted(to: .sRGB)
    }
}

/// Björn Ottosson's Oklab (2020), from and to linear sRGB.
enum Oklab {
    static func from(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = 0.4122214708 * c.x + 0.5363325363 * c.y + 0.0514459929 * c.z
        let m = 0.2119034982 * c.x + 0.6806995451 * c.y + 0.1073969566 * c.z
        let s = 0.0883024619 * c.x + 0.2817188376 * c.y + 0.6299787005 * c.z
        let (l3, m3, s3) = (cbrt(l), cbrt(m), cbrt(s))
        return SIMD3(
            0.2104542553 * l3 + 0.7936177850 * m3 - 0.0040720468 * s3,
            1.9779984951 * l3 - 2.4285922050 * m3 + 0.4505937099 * s3,
            0.0259040371 * l3 + 0.7827717662 * m3 - 0.8086757660 * s3)
    }

    static func toLinearSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l3 = c.x + 0.3963377774 * c.y + 0.2158037573 * c.z
        let m3 = c.x - 0.1055613458 * c.y - 0.0638541728 * c.z
        let s3 = c.x - 0.0894841775 * c.y - 1.2914855480 * c.z
        let (l, m, s) = (l3 * l3 * l3, m3 * m3 * m3, s3 * s3 * s3)
        return SIMD3(
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }
}
