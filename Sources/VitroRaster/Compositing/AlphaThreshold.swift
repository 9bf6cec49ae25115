import VitroColor

/// A layer effect that keeps a layer's shape by a range of its alpha: each pixel whose alpha
/// lies in `minimum…maximum` becomes `color`, every other pixel transparent (SwiftUI's
/// `GraphicsContext.Filter.alphaThreshold`).
public struct AlphaThreshold: Sendable, Equatable {
    /// The lowest alpha kept (0…1).
    public var minimum: Double
    /// The highest alpha kept (0…1).
    public var maximum: Double
    /// The color the kept pixels take.
    public var color: RGBColor

    /// Pixels with alpha in `minimum…maximum` become `color`; the others, transparent.
    public init(minimum: Double, maximum: Double, color: RGBColor) {
        (self.minimum, self.maximum, self.color) = (minimum, maximum, color)
    }
}

extension Pixmap {
    /// Replaces each pixel by `threshold`'s color where its alpha is in the threshold's range,
    /// by transparency elsewhere.
    public mutating func apply(_ threshold: AlphaThreshold) {
        let kept = Pixmap.quantize(premultiplied(threshold.color))
        // Compared in alpha steps, so a range given in fractions keeps the same bytes however
        // it is rounded.
        let low = threshold.minimum.isFinite ? threshold.minimum * 255 - 1e-6 : 0
        let high = threshold.maximum.isFinite ? threshold.maximum * 255 + 1e-6 : 255
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: SIMD4<UInt8>.self)
            for i in px.indices {
                let a = Double(px[i].w)
                px[i] = a >= low && a <= high && a > 0 ? kept : SIMD4(repeating: 0)
            }
        }
    }
}
