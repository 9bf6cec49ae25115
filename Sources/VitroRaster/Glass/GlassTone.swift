import Foundation

/// How a glass face renders what lies beneath it: a tone curve on the backdrop's luma and a
/// gain on its chroma, applied before the wash. With Y the backdrop's luma (Rec. 709 weights on
/// the encoded 0…1 values) and c a channel, the face is `f(Y) + chroma · (c − Y)` where
/// `f(Y) = black + span · Y^gamma`, mixed with the backdrop itself by `strength` (0 leaves the
/// backdrop, 1 is the full curve). Four numbers per appearance describe Apple's measured face
/// response over solid colors (Vitro's recipe says which).
public struct GlassTone: Sendable, Hashable {
    /// f(0): what black becomes (0…1).
    public var black: Double
    /// f(1) − f(0).
    public var span: Double
    /// The curve's exponent (> 0).
    public var gamma: Double
    /// The gain on the distance of each channel from the luma (1 keeps saturation).
    public var chroma: Double
    /// How much of the curve applies (0…1).
    public var strength: Double

    public init(black: Double, span: Double, gamma: Double, chroma: Double, strength: Double = 1) {
        self.black = black
        self.span = span
        self.gamma = gamma
        self.chroma = chroma
        self.strength = strength
    }

    /// The tone a face would have if it left the backdrop alone.
    public static let identity = GlassTone(black: 0, span: 1, gamma: 1, chroma: 1, strength: 0)

    /// The curve mixed by strength, sampled at `count` lumas from 0 to 1 (non-finite figures
    /// leave the backdrop as it is).
    func table(count: Int) -> [Float] {
        let m = strength.isFinite ? min(max(strength, 0), 1) : 0
        let ok = black.isFinite && span.isFinite && gamma.isFinite && gamma > 0
        return (0..<count).map { i in
            let y = Double(i) / Double(count - 1)
            let f = ok ? black + span * pow(y, gamma) : y
            return Float(y + m * (f - y))
        }
    }

    /// The face's luma over a backdrop of luma `y` (0…1): what content on the glass must stand
    /// out against.
    func faceLuma(_ y: Double) -> Double {
        let m = strength.isFinite ? min(max(strength, 0), 1) : 0
        guard black.isFinite, span.isFinite, gamma.isFinite, gamma > 0, y.isFinite else { return y }
        let c = min(max(y, 0), 1)
        return c + m * (black + span * pow(c, gamma) - c)
    }

    /// The chroma gain mixed by strength.
    var mixedChroma: Float {
        let m = strength.isFinite ? min(max(strength, 0), 1) : 0
        let c = chroma.isFinite ? max(0, chroma) : 1
        return Float(1 + m * (c - 1))
    }
}
