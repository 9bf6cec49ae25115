import VitroGeometry

/// Where an icon is shown, which decides its mask: a square with continuous corners (iOS,
/// iPadOS), the macOS 26 rounded square on its grid, or a circle (watchOS).
public enum IconPlatform: String, Sendable, Hashable, CaseIterable, Codable {
    /// iPhone and iPad: a square with continuous corners.
    case iOS
    /// The Mac: the macOS 26 rounded square, on Apple's icon grid.
    case macOS
    /// Apple Watch: a circle.
    case watchOS

    /// The mask's outline in a square canvas of `size` pixels.
    public func mask(size: Double) -> BezierPath {
        let rect = shapeRect(size: size)
        switch self {
        case .iOS:
            // Fit to Icon Composer's 1024 px iOS exports: the alpha edge of nine rows of the
            // corner follows UIKit's continuous curve of radius 266 px within 1.6 px
            // (RMS 0.7 px); see docs/icons.md.
            return CornerGeometry.roundedRect(
                rect, radiusX: Self.iOSCornerRadius * size, radiusY: Self.iOSCornerRadius * size, continuous: true)
        case .macOS:
            // Apple's macOS app icon grid (Big Sur and later, kept by macOS 26): an 824 px
            // rounded square, 185.4 px continuous corners, centered in 1024 px.
            let r = 185.4 / 1024 * size
            return CornerGeometry.roundedRect(rect, radiusX: r, radiusY: r, continuous: true)
        case .watchOS:
            var p = BezierPath()
            p.addEllipse(in: rect)
            return p
        }
    }

    /// The corner radius of the iOS mask as a fraction of the icon's side.
    public static let iOSCornerRadius = 266.0 / 1024

    /// The rectangle the mask fills, in a canvas of `size` pixels: the whole canvas except on
    /// macOS, whose grid keeps 100 px of 1024 around the shape for its shadow.
    public func shapeRect(size: Double) -> Rect2D {
        switch self {
        case .macOS:
            let inset = 100.0 / 1024 * size
            return Rect2D(x: inset, y: inset, width: size - 2 * inset, height: size - 2 * inset)
        case .iOS, .watchOS: return Rect2D(x: 0, y: 0, width: size, height: size)
        }
    }
}
