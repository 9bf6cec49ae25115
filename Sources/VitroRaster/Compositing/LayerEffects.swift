import VitroColor
import VitroGeometry

/// Effects on a layer, applied in SwiftUI's order: color matrix, blur, clip, mask, then the
/// shadow beneath and the layer composited with its opacity and blend mode. Pixel units.
public struct LayerEffects: Sendable, Equatable {
    /// The layer's opacity when it is composited (0…1).
    public var opacity: Double = 1
    /// How the layer is composited over what is beneath.
    public var blend: BlendOperation = .normal
    /// Only what lies inside this path (target pixels) is kept.
    public var clip: BezierPath?
    /// The layer is kept where these commands paint, by their alpha.
    public var mask: [DrawCommand]?
    /// Gaussian σ of a blur of the layer, pixels.
    public var blurSigma: Double = 0
    /// With an opaque blur, samples clamp to this rectangle (the view's frame, target pixels),
    /// so its edges keep full alpha.
    public var opaqueBlurFrame: Rect2D?
    /// A drop shadow of the layer, drawn beneath it.
    public var shadow: ShadowCommand?
    /// A color matrix applied to the layer's pixels.
    public var colorMatrix: ColorMatrix?
    /// Pixels kept by a range of their alpha, in one color (after the color matrix).
    public var alphaThreshold: AlphaThreshold?
    /// Draw into a layer even without other effects (a compositing group).
    public var isolated = false

    /// A layer with no effects.
    public init() {}

    /// Whether the commands need a layer of their own.
    public var needsLayer: Bool {
        opacity < 1 || blend != .normal || clip != nil || mask != nil || blurSigma > 0 || shadow != nil
            || colorMatrix != nil || alphaThreshold != nil || isolated
    }
}

/// A drop shadow: the layer's alpha in `color`, blurred with σ pixels, offset by whole pixels.
public struct ShadowCommand: Sendable, Equatable {
    /// The shadow's color; the layer's alpha scales its opacity.
    public var color: RGBColor
    /// The shadow's blur σ, in pixels.
    public var sigma: Double
    /// The shadow's horizontal offset, in whole pixels.
    public var dx: Int
    /// The shadow's vertical offset, in whole pixels.
    public var dy: Int

    /// A shadow of `color`, blurred by `sigma` pixels and offset by `dx`, `dy` pixels.
    public init(color: RGBColor, sigma: Double, dx: Int, dy: Int) {
        (self.color, self.sigma, self.dx, self.dy) = (color, sigma, dx, dy)
    }
}

/// A backdrop effect in pixels: blur σ, saturation, then tints composited over in order.
public struct BackdropCommand: Sendable, Equatable {
    /// The blur's σ, in pixels.
    public var sigma: Double
    /// The saturation factor (W3C saturate matrix; 1 leaves it).
    public var saturation: Double
    /// Colors composited over the blurred backdrop in order, each by its blend mode.
    public var tints: [(color: RGBColor, blend: BlendOperation)]
    /// How the blur reads beyond the backdrop's edges.
    public var edges: BlurEdgeMode
    /// Scale the tints' opacity by the mean luminance beneath, denser over bright surroundings
    /// (visionOS window glass): a tint of opacity α becomes α · (0.6 + 1.4 · Y).
    public var adaptsToLuminance: Bool

    /// A backdrop effect of blur `sigma`, `saturation` and `tints`.
    public init(
        sigma: Double, saturation: Double, tints: [(color: RGBColor, blend: BlendOperation)], edges: BlurEdgeMode,
        adaptsToLuminance: Bool = false
    ) {
        self.sigma = sigma
        self.saturation = saturation
        self.tints = tints
        self.edges = edges
        self.adaptsToLuminance = adaptsToLuminance
    }

    /// Equal when every figure and every tint (color and blend, in order) is.
    public static func == (a: BackdropCommand, b: BackdropCommand) -> Bool {
        a.sigma == b.sigma && a.saturation == b.saturation && a.edges == b.edges
            && a.adaptsToLuminance == b.adaptsToLuminance && a.tints.count == b.tints.count
            && zip(a.tints, b.tints).allSatisfy { $0.color == $1.color && $0.blend == $1.blend }
    }
}
