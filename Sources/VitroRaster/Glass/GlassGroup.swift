import Foundation
import VitroGeometry

/// Glass elements drawn in one pass over one field, with what they share: frost, saturation,
/// light, shadow, border. Lengths are in pixels; the defaults of the figures are the callers'
/// (Vitro's recipe converts them from points).
public struct GlassGroup: Sendable, Hashable {
    /// The glass shapes of the group, drawn as one merged outline.
    public var shapes: [GlassShape]
    /// The gap below which shapes start to blend (pixels; 0 keeps them apart), the smooth
    /// union's k (docs/reference/glass-figures.md#container-spacing).
    public var spacing: Double = 0
    /// Frost: Gaussian σ of the backdrop blur (pixels).
    public var frostSigma: Double = 0
    /// How much the frosted backdrop is magnified about the middle of the group's shapes (1:
    /// not at all): larger glass lenses more strongly (``LinearFrost`` applies it).
    public var lensMagnification: Double = 1
    /// Saturation of the backdrop (W3C saturate matrix; 1 leaves it).
    public var saturation: Double = 1
    /// Bezel width: `bezelFraction` of the element's shorter side, at most `bezelLimit` pixels.
    public var bezelFraction: Double = 0.25
    /// The widest a bezel can be, in pixels.
    public var bezelLimit: Double = 60
    /// The light's direction (radians, measured as in mathematics, y up: −π/4 points to the
    /// bottom right); highlights brighten the rim where its normal points along it or against
    /// it — for −π/4 the bottom-right and top-left of the rim.
    public var lightAngle: Double = -Double.pi / 4
    /// White added at the outline where the normal faces the light (0…1; clips).
    public var specular: Float = 0
    /// How fast the highlight fades into the face (pixels, e-folding distance).
    public var rimWidth: Double = 3
    /// White added across the bezel, fading toward the face (0…1): the bezel's sheen.
    public var sheen: Float = 0
    /// Opacity of the faint dark line just outside the outline, and its width (pixels).
    public var contour: Float = 0
    /// The width of the contour line, in pixels.
    public var contourWidth: Double = 2
    /// Soft shadow: opacity at the outline, σ (pixels) and downward offset (pixels).
    public var shadowOpacity: Float = 0
    /// The shadow's blur σ, in pixels.
    public var shadowSigma: Double = 0
    /// How far the shadow is moved down, in pixels.
    public var shadowOffset: Double = 0
    /// A solid border inside the outline (pixels; 0 for none), black or white, whichever
    /// contrasts more with the backdrop around the element (Increase Contrast).
    public var borderWidth: Double = 0
    /// The luminance (0…1) that transparent pixels beneath the glass stand for when its content
    /// picks its appearance: the background of the appearance the image is made for (white in
    /// light, black in dark), as a transparent render is shown on. 0 reads them as black.
    public var emptyBackdropLuminance: Double = 0

    /// A group of `shapes` with every effect off until set.
    public init(shapes: [GlassShape]) { self.shapes = shapes }

    /// How far beyond the shapes the group draws (shadow, contour), in pixels; where shapes
    /// blend, the smooth union may reach k/4 beyond their own outlines (between two edges side
    /// by side).
    var margin: Double {
        let blend = shapes.count > 1 ? Double(blendLimit) / 4 : 0
        return max(shadowOpacity > 0 ? shadowOffset + 2.5 * shadowSigma : 0, contour > 0 ? contourWidth : 0) + 1 + blend
    }

    /// The smooth union's k of each shape (pixels, ≥ 0): its own ``GlassShape/blend`` or the
    /// group's spacing.
    var blends: [Float] {
        shapes.map { s in
            let k = s.blend ?? spacing
            return Float(k.isFinite ? min(max(0, k), 1_048_576) : 0)
        }
    }

    /// The largest k of the group (pixels).
    var blendLimit: Float { blends.max() ?? 0 }

    /// The bezel width of a shape (pixels).
    func bezel(of shape: GlassShape) -> Double {
        let b = shape.geometry.bounds
        let short = min(b.width, b.height)
        guard short.isFinite, short > 0 else { return 1 }
        return max(1, min(bezelLimit, bezelFraction * short))
    }
}

extension GlassGroup {
    /// The same group moved by (dx, dy) pixels (to draw it into a copy of part of a canvas).
    public func offsetBy(dx: Double, dy: Double) -> GlassGroup {
        var g = self
        let t = Transform2D.translation(x: dx, y: dy)
        for i in g.shapes.indices {
            g.shapes[i].geometry = g.shapes[i].geometry.applying(t)
            g.shapes[i].glow?.x += dx
            g.shapes[i].glow?.y += dy
        }
        return g
    }
}
