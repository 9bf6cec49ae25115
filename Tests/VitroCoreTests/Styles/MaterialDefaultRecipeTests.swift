import Foundation
import Testing
import Vitro

/// The default recipe set draws the standard materials as iOS does: dense, muted panels where
/// specification's table (`.seed`, docs/reference/seeds.md#materials) stays bright and saturated.
@MainActor
@Suite struct MaterialDefaultRecipeTests {
    /// iOS's system orange (#FF9500), the saturated backdrop the specification's recipes
    /// leave orange.
    static let orange = Color(red: 1, green: 149 / 255, blue: 0)

    /// `material` as a panel over flat orange, its center color.
    func overOrange(_ material: Material, _ scheme: ColorScheme, set: MaterialRecipeSet? = nil) throws -> RGBColor {
        var view = AnyView(
            ZStack {
                Self.orange
                Rectangle().fill(material).frame(width: 60, height: 40)
            }
            .frame(width: 80, height: 60)
            .environment(\.colorScheme, scheme))
        if let set { view = AnyView(view.environment(\.materialRecipeSet, set)) }
        return try ImageRenderer(content: view).render().color(atX: 40, y: 30)
    }

    /// How far a color is from the orange beneath it (Euclidean, 0…√3).
    func distanceFromOrange(_ c: RGBColor) -> Double {
        let d = [c.red - 1, c.green - 149 / 255, c.blue]
        return (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
    }

    @Test func theDefaultSetIsTheOneThatLooksLikeIOS() {
        #expect(EnvironmentValues().materialRecipeSet == .designKit)
        #expect(MaterialRecipeSet.default == .designKit)
        let list = ImageRenderer(content: Rectangle().fill(.regularMaterial).frame(width: 20, height: 20))
            .displayList.description
        #expect(list.contains("regular (design kit) σ 24 saturation 1 tint #B3B3B3@0.82 tint #383838 colorDodge"))
    }

    @Test func aDarkThickPanelOverOrangeIsCharcoal() throws {
        let c = try overOrange(.thick, .dark)
        // Charcoal: dark, and barely warm.
        #expect(c.red < 0.3 && c.green < 0.25 && c.blue < 0.2, "\(c.hexString)")
        #expect(c.red - c.blue < 0.15, "\(c.hexString)")
        // The specification's black @ 0.15 (docs/reference/seeds.md#materials) leaves it bright
        // orange.
        let seed = try overOrange(.thick, .dark, set: .seed)
        #expect(seed.red > 0.8 && seed.blue < 0.1, "\(seed.hexString)")
    }

    @Test func aLightThickPanelOverOrangeIsNearlyWhite() throws {
        let c = try overOrange(.thick, .light)
        #expect(c.red > 0.9 && c.green > 0.88 && c.blue > 0.85, "\(c.hexString)")
    }

    @Test(arguments: ColorScheme.allCases)
    func eachLevelHidesMoreOfTheBackdropThanTheOneBefore(_ scheme: ColorScheme) throws {
        let levels: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let distances = try levels.map { try distanceFromOrange(overOrange($0, scheme)) }
        for i in 1..<levels.count {
            #expect(distances[i] > distances[i - 1], "\(scheme) \(levels[i]): \(distances)")
        }
        // Even ultra thin is a material, not clear: it moves the orange visibly.
        #expect(distances[0] > 0.15, "\(scheme): \(distances)")
    }

    @Test func barsAreChromeBetweenThickAndUltraThickInLightAndThickInDark() throws {
        // The "chrome" row of docs/reference/seeds.md#materials: white @ 0.25 between thick (0.20)
        // and ultra thick (0.30); black @ 0.15 as thick in dark.
        let light = try [Material.thick, .bar, .ultraThick].map { try distanceFromOrange(overOrange($0, .light)) }
        #expect(light[0] < light[1] && light[1] < light[2], "\(light)")
        #expect(try overOrange(.bar, .dark) == overOrange(.thick, .dark))
    }

    @Test(arguments: [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar])
    func theDefaultBlursWithoutSaturating(_ m: Material) {
        for scheme in ColorScheme.allCases {
            let list = ImageRenderer(
                content: Rectangle().fill(m).frame(width: 20, height: 20).environment(\.colorScheme, scheme)
            ).displayList.description
            #expect(list.contains("(design kit) σ 24 saturation 1 tint #"), "\(m) \(scheme): \(list)")
            #expect(list.contains(scheme == .dark ? " overlay" : " colorDodge"))
        }
    }

    @Test func reduceTransparencyAndNoBlurKeepSeed004sFallbacks() {
        // The fallbacks are the seed's in both sets.
        let flat = Rectangle().fill(.regularMaterial).frame(width: 20, height: 20)
            .environment(\.supportsMaterialBlur, false)
        #expect(ImageRenderer(content: flat).displayList.description.contains("#FFFFFF@0.9"))
    }
}
