import VitroGeometry

/// One glass element of a group, in pixel space: its outline and what is its own (tint,
/// luminosity wash, touch glow). A lone glass view is a group of one.
public struct GlassShape: Sendable, Hashable {
    /// The outline (pixels).
    public var geometry: FieldGeometry
    /// The luminosity wash composited over the frosted backdrop (premultiplied 0…1) where the
    /// backdrop beneath the element is dark, and where it is light; the kernel blends the two by
    /// the mean luminance it measures beneath the element (between 0.35 and 0.65).
    public var washOverDark: SIMD4<Float>
    public var washOverLight: SIMD4<Float>
    /// A stain (premultiplied 0…1 color; its alpha is how much of it replaces the backdrop).
    public var tint: SIMD4<Float>?
    /// A touch: a glow around it (pressed, interactive glass).
    public var glow: GlassGlow?

    public init(
        geometry: FieldGeometry, washOverDark: SIMD4<Float> = .zero, washOverLight: SIMD4<Float> = .zero,
        tint: SIMD4<Float>? = nil
    ) {
        self.geometry = geometry
        self.washOverDark = washOverDark
        self.washOverLight = washOverLight
        self.tint = tint
    }
}

/// What the kernel found beneath a glass element: the mean luminance (gamma-encoded Rec. 709
/// luma of the backdrop, 0…1) and so whether the element takes its light appearance.
public struct GlassReading: Sendable, Hashable {
    public var luminance: Double
    /// The WCAG relative luminance of the backdrop just around the element (0…1): what its
    /// Increase Contrast border must stand out against.
    public var surroundingLuminance: Double = 0.5
    /// Light backdrop: the element turns light and content on it dark.
    public var isLight: Bool { luminance >= 0.5 }
}

/// Light around a touch on pressed glass: white added with a Gaussian falloff.
public struct GlassGlow: Sendable, Hashable {
    /// The touch point (pixels).
    public var x: Double
    public var y: Double
    /// The falloff's σ (pixels).
    public var radius: Double
    /// White added at the touch point (0…1).
    public var strength: Float

    public init(x: Double, y: Double, radius: Double, strength: Float) {
        (self.x, self.y, self.radius, self.strength) = (x, y, radius, strength)
    }
}
