import Foundation
import Testing
import Vitro

@MainActor
@Suite struct MaterialTests {
    /// A striped backdrop and a material box over it.
    func scene(
        _ material: Material, scheme: ColorScheme = .light, configure: (inout EnvironmentValues) -> Void = { _ in }
    ) -> some View {
        var env = EnvironmentValues()
        configure(&env)
        let e = env
        return ZStack {
            HStack(spacing: 0) {
                Color.black
                Color.white
                Color.red
                Color.blue
            }
            Rectangle().fill(material).frame(width: 60, height: 40)
        }
        .frame(width: 80, height: 60)
        .environment(\.colorScheme, scheme)
        .environment(\.supportsMaterialBlur, e.supportsMaterialBlur)
        .environment(\.accessibilityReduceTransparency, e.accessibilityReduceTransparency)
        .environment(\.materialRecipeSet, e.materialRecipeSet)
    }

    func center(_ view: some View) throws -> RGBColor {
        let image = try ImageRenderer(content: view).render()
        return image.color(atX: 40, y: 30)
    }

    nonisolated static let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]

    /// The specification's recipe set (docs/reference/seeds.md#materials), selected by name.
    static let seed: (inout EnvironmentValues) -> Void = { $0.materialRecipeSet = .seed }

    @Test(arguments: materials)
    func seedLevelsBlurTheBackdropInLightAndDark(_ m: Material) throws {
        for scheme in ColorScheme.allCases {
            let list = ImageRenderer(content: scene(m, scheme: scheme, configure: Self.seed)).displayList.description
            #expect(list.contains("backdrop"), "\(m) \(scheme)")
            #expect(list.contains("saturation 1.8"))
            // docs/reference/seeds.md#materials: light tints are white, dark tints black.
            #expect(list.contains(scheme == .light ? "tint #FFFFFF@" : "tint #000000@"))
            let c = try center(scene(m, scheme: scheme, configure: Self.seed))
            #expect(c.alpha == 1)
        }
    }

    @Test func seedSigmaAndTintFollowSeed004() {
        let list = ImageRenderer(content: scene(.regular, configure: Self.seed)).displayList.description
        #expect(list.contains("regular σ 20 saturation 1.8 tint #FFFFFF@0.1"))
        let thick = ImageRenderer(content: scene(.thick, scheme: .dark, configure: Self.seed)).displayList.description
        #expect(thick.contains("thick σ 15 saturation 1.8 tint #000000@0.15"))
        let bar = ImageRenderer(content: scene(.bar, configure: Self.seed)).displayList.description
        #expect(bar.contains("bar σ 20 saturation 1.8 tint #FFFFFF@0.25"))
    }

    @Test(arguments: [
        (Material.ultraThin, 0.80, 0.90), (.thin, 0.85, 0.92), (.regular, 0.90, 0.94), (.thick, 0.94, 0.96),
        (.ultraThick, 0.97, 0.98),
    ])
    func withoutBlurAMaterialIsItsFallbackColor(_ m: Material, _ light: Double, _ dark: Double) {
        let l = ImageRenderer(content: scene(m) { $0.supportsMaterialBlur = false }).displayList.description
        #expect(l.contains("#FFFFFF@\(fmt(light))"), "\(l)")
        #expect(!l.contains("backdrop"))
        let d = ImageRenderer(content: scene(m, scheme: .dark) { $0.supportsMaterialBlur = false }).displayList
            .description
        #expect(d.contains("#1C1C1E@\(fmt(dark))"), "\(d)")
    }

    @Test(arguments: materials)
    func reduceTransparencyMakesTheFallbackOpaque(_ m: Material) throws {
        let light = try center(scene(m) { $0.accessibilityReduceTransparency = true })
        #expect(light.hexString == "#FFFFFF")
        let dark = try center(scene(m, scheme: .dark) { $0.accessibilityReduceTransparency = true })
        #expect(dark.hexString == "#1C1C1E")
    }

    @Test func customMaterialDrawsExactlyItsRecipe() {
        let m = Material.custom(blur: 12, saturation: 0.5, tint: Color(red: 1, green: 0, blue: 0, opacity: 0.2))
        let list = ImageRenderer(content: scene(m)).displayList.description
        #expect(list.contains("custom σ 12 saturation 0.5 tint #FF0000@0.2"))
    }

    @Test func designKitRecipesAreDenser() throws {
        let seed = try center(scene(.regular, configure: Self.seed))
        let kit = try center(scene(.regular))
        // Over black and white stripes the design kit's 82% gray wash, brightened by color
        // dodge, dominates.
        #expect(abs(kit.red - 0.85) < 0.15)
        #expect(seed != kit)
    }

    @Test func aMaterialBlursWhatIsBeneathIt() throws {
        // The center column boundary (black | white at x = 20… ) is soft under the material.
        let image = try ImageRenderer(content: scene(.regular, configure: Self.seed)).render()
        let left = image.color(atX: 19, y: 30)
        let right = image.color(atX: 21, y: 30)
        #expect(abs(left.red - right.red) < 0.15)
        let outsideLeft = image.color(atX: 19, y: 2)
        let outsideRight = image.color(atX: 21, y: 2)
        #expect(abs(outsideLeft.red - outsideRight.red) > 0.9)
    }

    @Test(arguments: AppKitMaterial.allCases)
    func appKitMaterialsRender(_ m: AppKitMaterial) throws {
        let list = ImageRenderer(content: scene(Material(m))).displayList.description
        #expect(list.contains("backdrop \(m.rawValue)"))
        let rt = try center(scene(Material(m)) { $0.accessibilityReduceTransparency = true })
        #expect(rt.alpha == 1)
    }

    @Test func glassBackgroundAdaptsToTheLuminanceBehindIt() throws {
        func render(_ c: Color) throws -> RGBColor {
            let v = ZStack {
                c
                Text("Hi").frame(width: 60, height: 40).glassBackgroundEffect(in: Rectangle())
            }.frame(width: 80, height: 60)
            return try ImageRenderer(content: v).render().color(atX: 15, y: 15)
        }
        let overWhite = try render(.white)
        let overBlack = try render(.black)
        // Denser (darker) over white, lighter wash over black; no dark mode involved.
        #expect(overWhite.red < 0.7)
        #expect(overBlack.red < 0.1)
        let dark = ZStack {
            Color.white
            Text("Hi").frame(width: 60, height: 40).glassBackgroundEffect(in: Rectangle())
        }
        .frame(width: 80, height: 60).environment(\.colorScheme, .dark)
        #expect(try ImageRenderer(content: dark).render().color(atX: 15, y: 15) == overWhite)
    }
}

func fmt(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(format: "%g", r)
}
