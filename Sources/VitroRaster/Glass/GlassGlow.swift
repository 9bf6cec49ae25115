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
