/// Color-vision deficiencies, simulated with the model of Machado, Oliveira and Fernandes (2009).
///
/// The simulation is a 3×3 matrix on linear sRGB; severity 0 is typical vision, 1 the full
/// dichromacy (protanopia, deuteranopia, tritanopia), values between are the anomalous forms.
/// Between the published tenths the matrices are interpolated linearly, as colour-science does.
public enum VisionDeficiency: String, Sendable, Hashable, CaseIterable, Codable {
    /// Missing or anomalous long-wavelength (red) cones.
    case protanopia
    /// Missing or anomalous medium-wavelength (green) cones.
    case deuteranopia
    /// Missing or anomalous short-wavelength (blue) cones.
    case tritanopia

    /// The simulation matrix on linear sRGB at `severity` (clamped to 0…1; NaN is the default
    /// full severity, 1).
    public func matrix(severity: Double = 1) -> Matrix3 {
        let s = severity.isNaN ? 10 : min(max(severity, 0), 1) * 10
        let lower = Int(s.rounded(.down))
        let upper = min(lower + 1, 10)
        let f = s - Double(lower)
        let table = Self.machado[self]!
        let a = table[lower]
        let b = table[upper]
        func row(_ i: Int) -> SIMD3<Double> {
            let ra = SIMD3(a[i * 3], a[i * 3 + 1], a[i * 3 + 2])
            let rb = SIMD3(b[i * 3], b[i * 3 + 1], b[i * 3 + 2])
            return ra + (rb - ra) * f
        }
        return Matrix3(row(0), row(1), row(2))
    }

    /// How `color` appears with this deficiency at `severity`, in the color's own space.
    ///
    /// The matrix applies to linear sRGB, so the color is taken there and back; the result is
    /// clipped to the gamut of sRGB, as the published model assumes a display of that gamut.
    public func simulate(_ color: RGBColor, severity: Double = 1) -> RGBColor {
        let linear = color.converted(to: .linearSRGB)
        var out = RGBColor(red: 0, green: 0, blue: 0, alpha: color.alpha, space: .linearSRGB)
        out.rgb = matrix(severity: severity) * linear.rgb
        return out.clamped().converted(to: color.space)
    }
}
