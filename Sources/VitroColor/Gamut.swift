/// The primaries of an RGB color space, all with the D65 white point.
public enum Gamut: String, Sendable, Hashable, CaseIterable, Codable {
    /// The sRGB (Rec. 709) primaries.
    case sRGB
    /// The Display P3 (DCI-P3 with D65 white) primaries.
    case displayP3

    /// CIE 1931 xy chromaticities of red, green and blue.
    public var primaries: (red: (x: Double, y: Double), green: (x: Double, y: Double), blue: (x: Double, y: Double)) {
        switch self {
        // ITU-R BT.709 / IEC 61966-2-1
        case .sRGB: ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06))
        // SMPTE EG 432-1 (DCI-P3 primaries), as Apple's Display P3 uses them
        case .displayP3: ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))
        }
    }

    /// CIE 1931 xy of the D65 white point, as both standards round it.
    public static let whitePoint = (x: 0.3127, y: 0.3290)

    /// Linear RGB → CIE XYZ (D65, Y of white = 1).
    public var toXYZ: Matrix3 {
        switch self {
        case .sRGB: Self.sRGBToXYZ
        case .displayP3: Self.displayP3ToXYZ
        }
    }

    /// CIE XYZ (D65) → linear RGB.
    public var fromXYZ: Matrix3 {
        switch self {
        case .sRGB: Self.xyzToSRGB
        case .displayP3: Self.xyzToDisplayP3
        }
    }

    /// The matrix that takes linear values in this gamut to linear values in `other`.
    public func conversion(to other: Gamut) -> Matrix3 {
        switch (self, other) {
        case (.sRGB, .sRGB), (.displayP3, .displayP3): .identity
        case (.sRGB, .displayP3): Self.sRGBToDisplayP3
        case (.displayP3, .sRGB): Self.displayP3ToSRGB
        }
    }

    // IEC 61966-2-1 states this matrix to four places; the standard's figure is the one to use
    // (colour-science and ICC sRGB profiles do). Derived from the primaries it differs by < 1e-4.
    private static let sRGBToXYZ = Matrix3(
        [0.4124, 0.3576, 0.1805],
        [0.2126, 0.7152, 0.0722],
        [0.0193, 0.1192, 0.9505]
    )
    private static let displayP3ToXYZ = Matrix3.normalizedPrimaryMatrix(Gamut.displayP3.primaries, white: whitePoint)
    // The standard's inverse, also to four places, as colour-science uses it.
    private static let xyzToSRGB = Matrix3(
        [3.2406, -1.5372, -0.4986],
        [-0.9689, 1.8758, 0.0415],
        [0.0557, -0.2040, 1.0570]
    )
    private static let xyzToDisplayP3 = displayP3ToXYZ.inverse
    private static let displayP3ToSRGB = xyzToSRGB * displayP3ToXYZ
    // The exact inverse of the other direction, so sRGB ↔ P3 round trips are lossless.
    private static let sRGBToDisplayP3 = displayP3ToSRGB.inverse
}
