import Foundation
import Testing
import VitroBase

@testable import vitro

@MainActor @Suite struct ExportCommandTests {
    static let designKit = PaletteExport(palette: .iOS26, recipes: .designKit)
    static let seed = PaletteExport(palette: .iOS26, recipes: .seed)

    @Test func cssHasThePaletteInEveryAppearance() {
        let css = Self.designKit.css
        #expect(css.contains("--system-blue: rgb(0 136 255);"))
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("\n.dark {"))
        #expect(css.contains("@media (prefers-contrast: more)"))
        #expect(css.contains("--secondary-label: rgb(60 60 67 / 0.6);"))
    }

    @Test(arguments: ["ultra-thin", "thin", "regular", "thick", "ultra-thick", "bar"])
    func cssHasAClassPerMaterial(_ name: String) {
        let css = Self.seed.css
        #expect(css.contains(".material-\(name) {"))
        #expect(
            css.contains(
                "backdrop-filter: blur(var(--material-\(name)-blur)) saturate(var(--material-\(name)-saturate));"))
        #expect(css.contains(".material-\(name) { -webkit-backdrop-filter: none;"))
    }

    @Test func cssCarriesEachRecipeSetByName() {
        // docs/reference/seeds.md#materials: regular is σ 20, saturation 1.8, white at 0.10 in light.
        #expect(Self.seed.css.contains("--material-regular-blur: 20px;"))
        #expect(Self.seed.css.contains("--material-regular-saturate: 1.8;"))
        #expect(Self.seed.css.contains("--material-regular-tint: rgb(255 255 255 / 0.1);"))
        #expect(Self.seed.css.contains("recipes seed"))
        // The design kit: σ 24 for every level, no saturation, a color-dodge gray in light.
        #expect(Self.designKit.css.contains("--material-regular-blur: 24px;"))
        #expect(Self.designKit.css.contains("--material-regular-blend-mode: color-dodge;"))
    }

    @Test func cssHasVibrancyClassesForTheLabelLevels() {
        let css = Self.designKit.css
        for level in ["label", "secondary-label", "tertiary-label", "quaternary-label"] {
            #expect(
                css.contains(
                    ".vibrant-\(level) { color: var(--vibrant-\(level)); mix-blend-mode: var(--vibrant-label-blend); }")
            )
        }
        #expect(css.contains("--vibrant-label-blend: plus-lighter;"))
    }

    @Test func tokensAreValidDesignTokens() throws {
        let tokens = try Self.seed.tokens()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(tokens.utf8)) as? [String: Any])
        let color = try #require(object["color"] as? [String: Any])
        #expect(color["$type"] as? String == "color")
        let blue = try #require((color["dark"] as? [String: Any])?["systemBlue"] as? [String: Any])
        #expect((blue["$value"] as? [String: Any])?["hex"] as? String == "#0091ff")
        let material = try #require(object["material"] as? [String: Any])
        #expect(material["seed"] != nil)
        guard SchemaValidator.isAvailable else { return }
        let schema = try #require(
            Bundle.module.url(forResource: "Fixtures/design-tokens-2025.10.schema", withExtension: "json"))
        let result = try SchemaValidator.validate(Data(tokens.utf8), schema: schema)
        #expect(result.ok, "\(result.output)")
    }

    @Test func swiftFileDeclaresEveryColor() {
        let swift = Self.designKit.swift
        #expect(swift.contains("public enum SystemPalette {"))
        #expect(swift.contains("public static func systemBlue(_ variant: PaletteVariant) -> RGBA {"))
        #expect(swift.contains("public static func secondaryLabel(_ variant: PaletteVariant) -> RGBA {"))
        #expect(!swift.contains("import "))
    }

    @Test func anUnknownRecipeSetIsAClearError() {
        #expect(throws: (any Error).self) { try Export.parse(["--recipes", "glossy"]) }
    }
}
