import Foundation

/// How far the bezel of a glass element displaces what it shows, from Snell's law.
///
/// The element is a flat slab whose edge is a bezel of width w: over the bezel its height
/// rises from 0 at the outline to the face along the convex squircle y = (1 − (1 − s)⁴)^¼,
/// s = depth / w (kube.io's profile, the one it reports Apple
/// favours, docs/reference/glass-figures.md#liquid-glass). A ray
/// looking straight down meets the surface at θ₁ = atan(y′(s)) to its normal and leaves it at
/// θ₂ = asin(sin θ₁ / n) (Snell, n = 1.5); it is bent by θ₁ − θ₂ and travels `depthRatio`·w
/// to the content, so it lands (θ₁ − θ₂)'s tangent times that far away. The face (s ≥ 1) is
/// flat: no displacement at all. At the outline the surface is vertical (θ₁ = 90°) and the
/// displacement is largest: depthRatio · tan(90° − asin(1/n)) · w ≈ 1.68 w.
///
/// The displacement points outward: the bezel shows what lies just beyond the element,
/// compressed into its rim, as Apple's glass does (content appears in a button's rim before
/// it reaches the button).
public enum GlassProfile {
    /// Refractive index of the glass (n = 1.5, crown glass;
    /// docs/reference/glass-figures.md#liquid-glass).
    public static let refractiveIndex = 1.5
    /// The distance from the bezel to the content it shows, in bezel widths. Chosen so the rim
    /// shows about 1.7 bezel widths of the surroundings, between kube.io's physical slab
    /// (≈ 1 w) and the quarter-circle fit to Apple's buttons (amount = 2·bezel, a 63 pt button
    /// ≈ 16 pt bezel / 32 pt displacement, docs/reference/glass-figures.md#liquid-glass).
    public static let depthRatio = 1.5

    /// The squircle's height at s ∈ 0…1 (0 at the outline, 1 at the face).
    public static func height(_ s: Double) -> Double {
        let u = 1 - min(max(s, 0), 1)
        return (1 - u * u * u * u).squareRoot().squareRoot()
    }

    /// The displacement at `s` = depth / bezel width, in bezel widths (exact, in Double).
    public static func displacement(at s: Double) -> Double {
        guard s < 1 else { return 0 }
        let u = 1 - max(s, 0)
        let u4 = u * u * u * u
        // y′(s) = (1 − s)³ · (1 − (1 − s)⁴)^(−¾); vertical at the outline.
        let theta1 = u4 >= 1 ? Double.pi / 2 : atan(u * u * u * pow(1 - u4, -0.75))
        let theta2 = asin(sin(theta1) / refractiveIndex)
        return depthRatio * tan(theta1 - theta2)
    }

    /// The displacement in pixels of a pixel `depth` pixels inside the outline of an element
    /// whose bezel is `bezel` pixels wide.
    public static func displacement(depth: Double, bezel: Double) -> Double {
        bezel > 0 ? bezel * displacement(at: depth / bezel) : 0
    }

    /// The profile tabulated for the kernel: `count + 1` values over s = 0…1, read with linear
    /// interpolation (error under 0.05 bezel-pixel units at 1024 steps, far below 0.5 px).
    static let table: [Float] = {
        let count = tableSteps
        return (0...count).map { Float(displacement(at: Double($0) / Double(count))) }
    }()
    static let tableSteps = 1024
}
