import Foundation
import VitroColor
import VitroRaster

/// The default recipes of the standard materials (``MaterialRecipeSet/designKit``): what iOS
/// draws, fitted to Apple's iOS 18 design kit (Haze's reading of the kit,
/// docs/reference/glass-figures.md#standard-materials).
///
/// Each level blurs by σ 24 pt with no saturation boost, washes the blur with a gray
/// (`washGray` at `washOpacity`, source-over), then lays a gray over that with color dodge
/// (light, brightening) or overlay (dark, adding contrast). The blend layer goes on top of
/// the wash: in that order a light regular panel over white is #F7F7F7 (as iOS shows it) where
/// the reverse order leaves it mid-gray (#C1C1C1).
///
/// The kit lists ultra thin, thin, regular and thick. Ultra thick and the bars' chrome are
/// Vitro's, placed as the specification places them: ultra thick the densest; chrome (`.bar`) between
/// thick and ultra thick in light (docs/reference/seeds.md#materials: white @ 0.25 between 0.20 and
/// 0.30) and as dense as thick in dark (black @ 0.15 both).
struct DesignKitRecipe: Hashable, Sendable {
    /// The gray laid over the wash with color dodge (light) or overlay (dark), 0…255.
    var blendGray: UInt8
    /// The gray of the wash, 0…255.
    var washGray: UInt8
    /// The wash's opacity, 0…1.
    var washOpacity: Double

    /// Blur σ in points for every level (the kit's background blur).
    static let sigma: CGFloat = 24

    /// The recipe of a standard level in light or dark; nil for materials that are not one of
    /// the six standard levels.
    static func recipe(_ kind: Material.Kind, dark: Bool) -> DesignKitRecipe? {
        switch (kind, dark) {
        case (.ultraThin, false): DesignKitRecipe(blendGray: 0x0D, washGray: 0xBF, washOpacity: 0.44)
        case (.thin, false): DesignKitRecipe(blendGray: 0x33, washGray: 0xA6, washOpacity: 0.70)
        case (.regular, false): DesignKitRecipe(blendGray: 0x38, washGray: 0xB3, washOpacity: 0.82)
        case (.thick, false): DesignKitRecipe(blendGray: 0x5C, washGray: 0x99, washOpacity: 0.97)
        case (.bar, false): DesignKitRecipe(blendGray: 0x5C, washGray: 0x99, washOpacity: 0.98)
        case (.ultraThick, false): DesignKitRecipe(blendGray: 0x5C, washGray: 0x9C, washOpacity: 0.99)
        case (.ultraThin, true): DesignKitRecipe(blendGray: 0x9C, washGray: 0x25, washOpacity: 0.55)
        case (.thin, true): DesignKitRecipe(blendGray: 0x9C, washGray: 0x25, washOpacity: 0.70)
        case (.regular, true): DesignKitRecipe(blendGray: 0x8C, washGray: 0x25, washOpacity: 0.82)
        case (.thick, true), (.bar, true): DesignKitRecipe(blendGray: 0x7C, washGray: 0x25, washOpacity: 0.90)
        case (.ultraThick, true): DesignKitRecipe(blendGray: 0x7C, washGray: 0x25, washOpacity: 0.95)
        default: nil
        }
    }

    /// The backdrop effect of a standard level; levels without a recipe draw as regular.
    static func effect(_ kind: Material.Kind, dark: Bool, edges: BlurEdgeMode) -> BackdropEffect {
        let r = recipe(kind, dark: dark) ?? recipe(.regular, dark: dark)!
        return BackdropEffect(
            sigma: sigma, saturation: 1,
            tints: [
                (RGBColor(r.washGray, r.washGray, r.washGray, alpha: r.washOpacity), .normal),
                (RGBColor(r.blendGray, r.blendGray, r.blendGray), dark ? .overlay : .colorDodge),
            ],
            edges: edges, name: "\(kind) (design kit)")
    }
}
