import Foundation
import VitroColor
import VitroRaster

/// A standard material's recipe as numbers, for exporting to other renderers (CSS, design
/// tokens): what ``Material`` draws for a level, set and appearance.
package struct MaterialRecipeExport: Sendable, Hashable {
    /// One layer composited over the blurred backdrop.
    package struct Layer: Sendable, Hashable {
        package var color: RGBColor
        /// The CSS name of its blend mode ("normal", "color-dodge", "overlay").
        package var blend: String
    }

    /// "ultraThin", "thin", "regular", "thick", "ultraThick" or "bar".
    package var name: String
    package var recipeSet: MaterialRecipeSet
    package var dark: Bool
    /// Blur σ in points (CSS `blur()` takes σ).
    package var sigma: Double
    package var saturation: Double
    package var layers: [Layer]
    /// The opaque color drawn under Reduce Transparency.
    package var reduceTransparency: RGBColor

    /// The six standard levels in order.
    package static let names = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]

    /// Every level's recipe in `set`, light or dark.
    package static func recipes(_ set: MaterialRecipeSet, dark: Bool) -> [MaterialRecipeExport] {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
        return zip(names, materials).map { name, material in
            var env = EnvironmentValues()
            env.colorScheme = dark ? .dark : .light
            env.materialRecipeSet = set
            var flat = env
            flat.accessibilityReduceTransparency = true
            var out = MaterialRecipeExport(
                name: name, recipeSet: set, dark: dark, sigma: 0, saturation: 1, layers: [],
                reduceTransparency: RGBColor(red: 0, green: 0, blue: 0))
            if case .backdrop(let effect) = material.recipe(in: env) {
                out.sigma = Double(effect.sigma)
                out.saturation = effect.saturation
                out.layers = effect.tints.map { Layer(color: $0.color, blend: cssName($0.blend)) }
            }
            if case .flat(let color) = material.recipe(in: flat) { out.reduceTransparency = color }
            return out
        }
    }

    static func cssName(_ blend: BlendOperation) -> String {
        switch blend {
        case .colorDodge: "color-dodge"
        case .overlay: "overlay"
        case .multiply: "multiply"
        case .screen: "screen"
        case .plusLighter: "plus-lighter"
        case .plusDarker: "plus-darker"
        default: "normal"
        }
    }

    /// The vibrant label levels (label … quinary): gray values and blend, light (multiply) and
    /// dark (plus-lighter), as ``Vibrancy`` draws them.
    package static func vibrantLabels(dark: Bool) -> [Double] { dark ? Vibrancy.darkLabels : Vibrancy.lightLabels }
    /// The vibrant fill levels: light plus-darker, dark plus-lighter.
    package static func vibrantFills(dark: Bool) -> [Double] { dark ? Vibrancy.darkFills : Vibrancy.lightFills }
}
