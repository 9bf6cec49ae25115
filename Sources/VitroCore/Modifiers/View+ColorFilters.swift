import Foundation
import VitroRaster

/// The color matrices of the W3C Filter Effects Module Level 1 (§ 9.6 `feColorMatrix` and
/// § 13.2 the filter functions, https://www.w3.org/TR/filter-effects-1/), on unpremultiplied,
/// gamma-encoded values in 0…1.
enum FilterMatrix {
    /// `hue-rotate(θ)`: rotates hues by `angle` around the luminance axis; luminance is kept.
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = Float(cos(angle.radians))
        let s = Float(sin(angle.radians))
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `grayscale(amount)`: 1 is fully gray (Rec. 709 luminance), 0 unchanged; clamped to 0…1.
    static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = Float(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0))
        return ColorMatrix([
            0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0,
            0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `feColorMatrix type="luminanceToAlpha"`: black whose alpha is the color's luminance.
    static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
    ])
}

extension View {
    /// Rotates the hues of the view by `angle`, as SwiftUI's `hueRotation(_:)` (the W3C
    /// `hue-rotate` matrix): 180° turns red to cyan, luminance stays.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix("HueRotation", FilterMatrix.hueRotation(angle.radians.isFinite ? angle : .zero))
    }

    /// Makes the view a mask of its luminance, as SwiftUI's `luminanceToAlpha()`: black, opaque
    /// where the view is white and transparent where it is black.
    public func luminanceToAlpha() -> some View {
        colorMatrix("LuminanceToAlpha", FilterMatrix.luminanceToAlpha)
    }
}
