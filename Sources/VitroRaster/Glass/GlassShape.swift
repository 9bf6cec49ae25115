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
    /// The luminosity wash where the backdrop beneath is light.
    public var washOverLight: SIMD4<Float>
    /// A stain (premultiplied 0…1 color; its alpha is how much of it replaces the backdrop).
    public var tint: SIMD4<Float>?
    /// A touch: a glow around it (pressed, interactive glass).
    public var glow: GlassGlow?
    /// The smooth union's strength k between this shape and its neighbors (pixels), when it is
    /// not the group's spacing: glass morphing in or out eases it so that the bridge to its
    /// neighbor thins and parts gradually (``GlassGroup/spacing`` otherwise).
    public var blend: Double?
    /// How the face renders the backdrop before the wash (nil leaves it as it is).
    public var tone: GlassTone?
    /// The luminance (0…1) the content's appearance follows when the glass decides it rather
    /// than the backdrop: nearly opaque glass (Reduce Transparency) shows its own color, so dark
    /// content goes on light glass whatever lies beneath. Nil: the luminance measured beneath.
    public var appearanceLuminance: Double?
    /// Where the frost begins, in pixels inside the outline, and over how many pixels it rises
    /// to all of the group's ``GlassGroup/frostSigma``: nearer the outline the backdrop shows
    /// unfrosted (refracted in the bezel). Apple's glass keeps a grid sharp through its first
    /// 30–50 points and frosts only the middle of a large element (Vitro's reading of the iOS 26.3
    /// grid figures, docs/reference/glass-measurements.md). 0 and 0: frosted everywhere.
    public var frostDepth: Double = 0
    /// The width (pixels) over which the frost rises from none at ``frostDepth`` to all of it.
    public var frostRamp: Double = 0

    /// A glass shape of `geometry` with its washes and tint; no glow and the group's blend.
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
