/// What the kernel found beneath a glass element: the mean luminance (gamma-encoded Rec. 709
/// luma of the backdrop, 0…1) and so whether the element takes its light appearance.
public struct GlassReading: Sendable, Hashable {
    /// The mean luminance beneath the element (gamma-encoded Rec. 709 luma, 0…1).
    public var luminance: Double
    /// The WCAG relative luminance of the backdrop just around the element (0…1): what its
    /// Increase Contrast border must stand out against.
    public var surroundingLuminance: Double = 0.5
    /// Light backdrop: the element turns light and content on it dark.
    public var isLight: Bool { luminance >= 0.5 }
}
