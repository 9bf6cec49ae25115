import Foundation

struct GlassLightAngleKey: EnvironmentKey { static let defaultValue = Angle.degrees(-45) }

extension EnvironmentValues {
    /// The direction light falls on Liquid Glass from (Vitro's addition): highlights brighten
    /// the rim where it faces this angle and the opposite one. Measured from the positive x
    /// axis as in mathematics (counterclockwise, y up), so the default −45° lights the
    /// bottom-right and top-left of the rim (docs/reference/glass-figures.md#liquid-glass: light
    /// angle ≈ −45°).
    public var glassLightAngle: Angle {
        get { self[GlassLightAngleKey.self] }
        set { self[GlassLightAngleKey.self] = newValue }
    }
}

struct GlassEffectIDKey: EnvironmentKey { static let defaultValue: GlassIdentity? = nil }
struct GlassEffectUnionKey: EnvironmentKey { static let defaultValue: GlassIdentity? = nil }
struct GlassEffectTransitionKey: EnvironmentKey { static let defaultValue = GlassEffectTransition.matchedGeometry }

extension EnvironmentValues {
    /// What `glassEffectID(_:in:)`, `glassEffectUnion(id:namespace:)` and
    /// `glassEffectTransition(_:)` said about the glass of the view they modify: applied after
    /// `glassEffect`, they reach its node through the environment, and the glass node clears
    /// them for the content on it.
    var glassEffectID: GlassIdentity? {
        get { self[GlassEffectIDKey.self] }
        set { self[GlassEffectIDKey.self] = newValue }
    }
    var glassEffectUnion: GlassIdentity? {
        get { self[GlassEffectUnionKey.self] }
        set { self[GlassEffectUnionKey.self] = newValue }
    }
    var glassEffectTransition: GlassEffectTransition {
        get { self[GlassEffectTransitionKey.self] }
        set { self[GlassEffectTransitionKey.self] = newValue }
    }
}
