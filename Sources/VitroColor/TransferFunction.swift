import Foundation

/// The sRGB transfer function (IEC 61966-2-1), shared by sRGB and Display P3.
///
/// Extended range the way Apple's extended sRGB does it: the curve is mirrored through the
/// origin for negative values and continued past 1, so out-of-gamut colors survive a round trip.
public enum TransferFunction {
    /// Gamma-encoded value → linear light.
    @inlinable
    public static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// Linear light → gamma-encoded value.
    @inlinable
    public static func encode(_ l: Double) -> Double {
        let a = abs(l)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }

    /// `decode` in single precision, for pixel paths.
    @inlinable
    public static func decode(_ v: Float) -> Float { Float(decode(Double(v))) }

    /// `encode` in single precision, for pixel paths.
    @inlinable
    public static func encode(_ l: Float) -> Float { Float(encode(Double(l))) }
}
