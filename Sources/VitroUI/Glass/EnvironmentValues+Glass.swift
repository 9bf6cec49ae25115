import Foundation

struct GlassLightAngleKey: EnvironmentKey { static let defaultValue = Angle.degrees(-45) }

extension EnvironmentValues {
    /// The direction light falls on Liquid Glass from (Vitro's addition): highlights brighten
    /// the rim where it faces this angle and the opposite one. Measured from the positive x
    /// axis as in mathematics (counterclockwise, y up), so the default −45° lights the
    /// bottom-right and top-left of the rim (reference §4: light angle ≈ −45°).
    public var glassLightAngle: Angle {
        get { self[GlassLightAngleKey.self] }
        set { self[GlassLightAngleKey.self] = newValue }
    }
}
