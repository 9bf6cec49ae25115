import Foundation
import VitroColor
import VitroRaster

/// A background material, as SwiftUI's `Material`: the content beneath, blurred, saturated and
/// tinted (docs/reference/seeds.md#materials: `Blur(σ) → Saturate(1.8) → Tint overlay`).
///
/// σ is in points (× `displayScale` in pixels). By default each level is drawn as iOS draws it
/// (``MaterialRecipeSet/designKit``, dense recipes fitted to Apple's design kit);
/// ``MaterialRecipeSet/seed`` selects the specification's lighter table by name.
/// Without blur support (``EnvironmentValues/supportsMaterialBlur`` false) a material is its
/// fallback color at the table's opacity; under Reduce Transparency that color fully opaque.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable, CustomStringConvertible {
    enum Kind: Hashable, Sendable, CustomStringConvertible {
        case ultraThin, thin, regular, thick, ultraThick, bar
        case custom(blur: CGFloat, saturation: Double, tint: Color)
        case appKit(AppKitMaterial)
        case glassBackground

        var description: String {
            switch self {
            case .ultraThin: "ultraThin"
            case .thin: "thin"
            case .regular: "regular"
            case .thick: "thick"
            case .ultraThick: "ultraThick"
            case .bar: "bar"
            case .custom: "custom"
            case .appKit(let m): m.rawValue
            case .glassBackground: "glassBackground"
            }
        }
    }

    let kind: Kind

    /// The most transparent standard material.
    public static let ultraThin = Material(kind: .ultraThin)
    /// A thin, translucent standard material.
    public static let thin = Material(kind: .thin)
    /// The default standard material, between thin and thick.
    public static let regular = Material(kind: .regular)
    /// A thick, more opaque standard material.
    public static let thick = Material(kind: .thick)
    /// The most opaque standard material.
    public static let ultraThick = Material(kind: .ultraThick)
    /// The material of bars (navigation, tab and tool bars): the "chrome" row of
    /// docs/reference/seeds.md#materials.
    public static let bar = Material(kind: .bar)

    /// A material that blurs by `blur` points, multiplies saturation by `saturation` and
    /// composites `tint` over the result, and does nothing else (Vitro's addition).
    public static func custom(blur: CGFloat, saturation: Double, tint: Color) -> Material {
        Material(kind: .custom(blur: blur, saturation: saturation, tint: tint))
    }

    /// One of AppKit's `NSVisualEffectView.Material`s, which SwiftUI does not name.
    public init(_ appKit: AppKitMaterial) {
        kind = .appKit(appKit)
    }

    init(kind: Kind) { self.kind = kind }

    public var description: String { "\(kind)Material" }

    package func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        .material(self)
    }

    /// What this material draws in `environment`: a backdrop effect, or a flat color when blur
    /// is unavailable or transparency is reduced.
    func recipe(in environment: EnvironmentValues) -> MaterialRecipe {
        let dark = environment.colorScheme == .dark
        if case .custom(let blur, let saturation, let tint) = kind {
            return .backdrop(
                BackdropEffect(
                    sigma: blur, saturation: saturation, tints: [(tint.rgbColor(in: environment), .normal)],
                    edges: environment.backdropEdgeMode, name: "custom"))
        }
        if case .appKit(let m) = kind { return m.recipe(in: environment) }
        if case .glassBackground = kind { return GlassBackground.recipe(in: environment) }
        let row = Self.seedRow(kind)
        if environment.accessibilityReduceTransparency {
            return .flat(row.fallback(dark: dark).withAlpha(1))
        }
        guard environment.supportsMaterialBlur else { return .flat(row.fallback(dark: dark)) }
        switch environment.materialRecipeSet {
        case .seed:
            let tint = dark ? RGBColor(0, 0, 0, alpha: row.darkTint) : RGBColor(255, 255, 255, alpha: row.lightTint)
            return .backdrop(
                BackdropEffect(
                    sigma: row.sigma, saturation: 1.8, tints: [(tint, .normal)], edges: environment.backdropEdgeMode,
                    name: "\(kind)"))
        case .designKit:
            return .backdrop(DesignKitRecipe.effect(kind, dark: dark, edges: environment.backdropEdgeMode))
        }
    }

    /// One row of the level table and the fallback table (docs/reference/seeds.md#materials,
    /// #material-fallbacks).
    struct SeedRow {
        var sigma: CGFloat, lightTint: Double, darkTint: Double, lightFallback: Double, darkFallback: Double

        func fallback(dark: Bool) -> RGBColor {
            dark ? RGBColor(0x1C, 0x1C, 0x1E, alpha: darkFallback) : RGBColor(255, 255, 255, alpha: lightFallback)
        }
    }

    static func seedRow(_ kind: Kind) -> SeedRow {
        switch kind {
        case .ultraThin: SeedRow(sigma: 40, lightTint: 0.02, darkTint: 0.02, lightFallback: 0.80, darkFallback: 0.90)
        case .thin: SeedRow(sigma: 30, lightTint: 0.05, darkTint: 0.05, lightFallback: 0.85, darkFallback: 0.92)
        case .thick: SeedRow(sigma: 15, lightTint: 0.20, darkTint: 0.15, lightFallback: 0.94, darkFallback: 0.96)
        case .ultraThick: SeedRow(sigma: 10, lightTint: 0.30, darkTint: 0.25, lightFallback: 0.97, darkFallback: 0.98)
        // Chrome has no fallback row (docs/reference/seeds.md#material-fallbacks); bars are denser
        // than regular, so they take the thick row's fallback.
        case .bar: SeedRow(sigma: 20, lightTint: 0.25, darkTint: 0.15, lightFallback: 0.94, darkFallback: 0.96)
        default: SeedRow(sigma: 20, lightTint: 0.10, darkTint: 0.10, lightFallback: 0.90, darkFallback: 0.94)
        }
    }
}

/// What a material draws: a backdrop effect, or a flat color.
enum MaterialRecipe {
    case backdrop(BackdropEffect)
    case flat(RGBColor)
}

extension ShapeStyle where Self == Material {
    /// The most transparent standard material (`.ultraThin`).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin, translucent standard material (`.thin`).
    public static var thinMaterial: Material { .thin }
    /// The default standard material (`.regular`).
    public static var regularMaterial: Material { .regular }
    /// A thick, more opaque standard material (`.thick`).
    public static var thickMaterial: Material { .thick }
    /// The most opaque standard material (`.ultraThick`).
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars: navigation, tab and tool bars.
    public static var bar: Material { .bar }
}
