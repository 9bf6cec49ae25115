import Foundation

/// Which release's Liquid Glass to draw (Vitro's addition; SwiftUI draws its own OS's and has no
/// such API), as ``EnvironmentValues/paletteEdition`` picks the system colors. Set it with
/// `.environment(\.glassEdition, .iOS27)`, or on a ``Device``.
public enum GlassEdition: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS 26's glass, as the specification describes it (docs/reference/seeds.md) and the iOS 26.3 measurements size it. The
    /// default.
    case iOS26
    /// iOS 27's refinement: more diffusion, a darker edge that follows the shape and brighter
    /// highlights (WWDC26 Platforms State of the Union; docs/reference/glass-measurements.md).
    case iOS27
}

/// The user's Liquid Glass setting (Vitro's addition; apps cannot read it in SwiftUI): iOS 26.1's
/// Settings › Display & Brightness › Liquid Glass choice between Clear and Tinted, and iOS 27's
/// slider between them. 0 is clear (the default), 1 fully tinted: more opaque, more contrast.
public struct GlassTinting: Sendable, Hashable, Codable {
    /// From 0 (clear) to 1 (tinted); values outside are clamped.
    public var amount: Double

    public init(amount: Double) {
        self.amount = amount.isFinite ? min(max(amount, 0), 1) : 0
    }

    /// iOS 26.1's "Clear", the default: the glass as it was before the setting existed.
    public static let clear = GlassTinting(amount: 0)
    /// iOS 26.1's "Tinted": a more opaque face with more contrast.
    public static let tinted = GlassTinting(amount: 1)
}

struct GlassEditionKey: EnvironmentKey { static let defaultValue = GlassEdition.iOS26 }
struct GlassTintingKey: EnvironmentKey { static let defaultValue = GlassTinting.clear }

extension EnvironmentValues {
    /// Which release's Liquid Glass to draw (Vitro's addition). Default: iOS 26.
    public var glassEdition: GlassEdition {
        get { self[GlassEditionKey.self] }
        set { self[GlassEditionKey.self] = newValue }
    }

    /// The user's Liquid Glass setting, clear … tinted (Vitro's addition). Default: clear.
    public var glassTinting: GlassTinting {
        get { self[GlassTintingKey.self] }
        set { self[GlassTintingKey.self] = newValue }
    }
}
