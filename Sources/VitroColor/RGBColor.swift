import Foundation

/// A color as red, green, blue and alpha components in a ``ColorSpace``.
///
/// Components are not premultiplied and not clipped: a Display P3 red converted to sRGB keeps
/// its negative green and blue until `clamped()` or output.
public struct RGBColor: Sendable, Hashable, Codable {
    /// The red component, in `space` (0…1 in gamut; extended range outside).
    public var red: Double
    /// The green component, in `space` (0…1 in gamut; extended range outside).
    public var green: Double
    /// The blue component, in `space` (0…1 in gamut; extended range outside).
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The color space the components are in.
    public var space: ColorSpace

    /// A color from components in `space` (sRGB by default) and an alpha (1 opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: ColorSpace = .sRGB) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
    }

    /// A color from 8-bit gamma-encoded components, the way design tables list them.
    public init(_ red8: UInt8, _ green8: UInt8, _ blue8: UInt8, alpha: Double = 1, space: ColorSpace = .sRGB) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha, space: space)
    }

    /// A color from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init?(hex: String, space: ColorSpace = .sRGB) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit), let v = UInt64(s, radix: 16) else { return nil }
        switch s.count {
        case 3:
            let r = (v >> 8) & 0xF
            let g = (v >> 4) & 0xF
            let b = v & 0xF
            self.init(UInt8(r * 17), UInt8(g * 17), UInt8(b * 17), space: space)
        case 6:
            self.init(UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF), space: space)
        case 8:
            self.init(
                UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF),
                alpha: Double(v & 0xFF) / 255, space: space)
        default:
            return nil
        }
    }

    /// The three color components as a vector.
    public var rgb: SIMD3<Double> {
        get { SIMD3(red, green, blue) }
        set { (red, green, blue) = (newValue.x, newValue.y, newValue.z) }
    }

    /// The same color expressed in another space (alpha unchanged).
    public func converted(to target: ColorSpace) -> RGBColor {
        if target == space { return self }
        var linear = space.isLinear ? rgb : rgb.map(TransferFunction.decode)
        linear = space.gamut.conversion(to: target.gamut) * linear
        let out = target.isLinear ? linear : linear.map(TransferFunction.encode)
        return RGBColor(red: out.x, green: out.y, blue: out.z, alpha: alpha, space: target)
    }

    /// CIE 1931 XYZ relative to D65 (white has Y = 1).
    public var xyz: SIMD3<Double> {
        let linear = space.isLinear ? rgb : rgb.map(TransferFunction.decode)
        return space.gamut.toXYZ * linear
    }

    /// A color from CIE XYZ (D65), expressed in `space`.
    public init(xyz: SIMD3<Double>, alpha: Double = 1, space: ColorSpace = .sRGB) {
        let linear = space.gamut.fromXYZ * xyz
        let v = space.isLinear ? linear : linear.map(TransferFunction.encode)
        self.init(red: v.x, green: v.y, blue: v.z, alpha: alpha, space: space)
    }

    /// Relative luminance Y (0 black … 1 white), as WCAG 2 defines it for sRGB.
    public var relativeLuminance: Double { xyz.y }

    /// Whether every component lies in 0…1.
    public var isInGamut: Bool {
        rgb.min() >= 0 && rgb.max() <= 1
    }

    /// Whether every component and alpha is a finite number (not NaN or infinite).
    public var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }

    /// Components clipped to 0…1 (and alpha to 0…1).
    ///
    /// What a display does with a value that is not a number: +∞ becomes 1, −∞ becomes 0, and
    /// NaN becomes 0 (no light, or transparent for alpha), as Core Graphics clamps a component
    /// it cannot use; the result never holds a NaN.
    public func clamped() -> RGBColor {
        RGBColor(
            red: red.clamped01, green: green.clamped01, blue: blue.clamped01,
            alpha: alpha.clamped01, space: space)
    }

    /// The same color with another opacity.
    public func withAlpha(_ a: Double) -> RGBColor {
        var c = self
        c.alpha = a
        return c
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque) of the clamped, 8-bit rounded components.
    public var hexString: String {
        let c = clamped()
        let v = [c.red, c.green, c.blue] + (c.alpha < 1 ? [c.alpha] : [])
        return "#" + v.map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }
}

extension SIMD3 where Scalar == Double {
    @inlinable
    func map(_ f: (Double) -> Double) -> SIMD3<Double> { SIMD3(f(x), f(y), f(z)) }
}

extension Double {
    /// Clipped to 0…1, NaN to 0. (`min`/`max` alone would pass a NaN through.)
    @inlinable
    var clamped01: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
