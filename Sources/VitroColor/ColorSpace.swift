/// An RGB color space: a gamut (set of primaries with the D65 white point) and an encoding.
///
/// The encoded spaces use the sRGB transfer function (Display P3 shares it); the linear spaces
/// hold light-proportional values. Components are extended range: values below 0 or above 1
/// are kept, not clipped, until a color is written out.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    /// IEC 61966-2-1 sRGB, gamma-encoded.
    case sRGB
    /// sRGB primaries, linear light.
    case linearSRGB
    /// Apple's Display P3 (DCI-P3 primaries, D65 white, sRGB transfer function).
    case displayP3
    /// Display P3 primaries, linear light.
    case linearDisplayP3

    /// The primaries this space uses.
    public var gamut: Gamut {
        switch self {
        case .sRGB, .linearSRGB: .sRGB
        case .displayP3, .linearDisplayP3: .displayP3
        }
    }

    /// Whether components are proportional to light (no transfer function).
    public var isLinear: Bool {
        self == .linearSRGB || self == .linearDisplayP3
    }

    /// The linear-light space with the same primaries.
    public var linear: ColorSpace { gamut == .sRGB ? .linearSRGB : .linearDisplayP3 }

    /// The gamma-encoded space with the same primaries.
    public var encoded: ColorSpace { gamut == .sRGB ? .sRGB : .displayP3 }
}
