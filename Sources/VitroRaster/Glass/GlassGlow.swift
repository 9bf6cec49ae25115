/// Light around a touch on pressed glass: white added with a Gaussian falloff.
public struct GlassGlow: Sendable, Hashable {
    /// The touch point (pixels).
    public var x: Double
    /// The touch point's vertical position, in pixels.
    public var y: Double
    /// The falloff's σ (pixels).
    public var radius: Double
    /// White added at the touch point (0…1).
    public var strength: Float

    /// A glow at `x`, `y` pixels with a falloff of σ `radius` pixels and `strength` white at the
    /// center.
    public init(x: Double, y: Double, radius: Double, strength: Float) {
        (self.x, self.y, self.radius, self.strength) = (x, y, radius, strength)
    }
}
