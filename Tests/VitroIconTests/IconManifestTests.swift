import Foundation
import Testing
import VitroColor
import VitroRaster

@testable import VitroIcon

@Suite struct IconManifestTests {
    @Test func theSampleReadsEveryProperty() throws {
        let doc = try IconDocument(contentsOf: IconBundle.sample)
        #expect(doc.groups.map(\.name) == ["Glint", "Drop", "Ring", "Waves"])
        #expect(doc.platforms == [.iOS, .macOS, .watchOS])
        #expect(doc.unknownKeys.isEmpty)
        #expect(doc.assets.count == 4)
        guard case .linearGradient(let colors, let start, let stop)? = doc.fill.resolved(for: .light, platform: .iOS)
        else { Issue.record("the root fill is a linear gradient"); return }
        #expect(colors.count == 2 && start.y == 0 && stop.y == 1)
        guard case .automaticGradient? = doc.fill.resolved(for: .dark, platform: .iOS) else {
            Issue.record("the dark fill is an automatic gradient"); return
        }
        let (glint, drop, ring, waves) = (doc.groups[0], doc.groups[1], doc.groups[2], doc.groups[3])
        #expect(glint.hidden.resolved(for: .light, platform: .iOS) == false)
        #expect(glint.hidden.resolved(for: .tintedDark, platform: .iOS) == true)
        #expect(glint.lighting.resolved(for: .light, platform: .iOS) == .individual)
        #expect(drop.blurMaterial.resolved(for: .light, platform: .iOS) == 0.6)
        #expect(drop.shadow.value == IconShadow(kind: .layerColor, opacity: 0.8))
        #expect(
            drop.translucency.resolved(for: .clearLight, platform: .iOS) == IconTranslucency(enabled: true, value: 0.15)
        )
        #expect(drop.position.value == IconPosition(scale: 1, translation: .init(x: -20, y: -30)))
        #expect(drop.layers[0].position.value?.scale == 0.78)
        #expect(ring.layers[0].blendMode.resolved(for: .dark, platform: .iOS) == .screen)
        #expect(ring.layers[0].blendMode.resolved(for: .light, platform: .iOS) == .normal)
        #expect(ring.specular.resolved(for: .dark, platform: .iOS) == false)
        #expect(ring.blurMaterial.value == 0.3)
        #expect(waves.blendMode.value == .plusLighter)
        #expect(waves.opacity.resolved(for: .tintedLight, platform: .iOS) == 0.4)
        #expect(waves.opacity.resolved(for: .light, platform: .iOS) == 0.85)
        #expect(waves.layers[0].blendMode.value == .softLight)
    }

    @Test func unknownKeysAreKeptAndReportedOnce() throws {
        let bundle = try IconBundle(
            json: """
                { "groups" : [ { "layers" : [ { "image-name" : "a.svg", "sparkle" : 1 } ], "glass-mode" : "x" } ],
                  "future-key" : true }
                """, assets: ["a.svg": IconBundle.square(10)])
        let doc = try IconDocument(contentsOf: bundle.url)
        #expect(doc.unknownKeys == ["future-key", "groups[0].glass-mode", "groups[0].layers[0].sparkle"])
    }

    @Test func idiomSpecializationsChooseByPlatform() {
        let s = IconSpecialized<Double>(
            1, variants: [.init(idiom: "watchOS", value: 2), .init(appearance: "dark", idiom: "macOS", value: 3)])
        #expect(s.resolved(for: .light, platform: .iOS) == 1)
        #expect(s.resolved(for: .light, platform: .watchOS) == 2)
        #expect(s.resolved(for: .dark, platform: .macOS) == 3)
        #expect(s.resolved(for: .dark, platform: .iOS) == 1)
    }

    @Test(arguments: [
        ("srgb:1,0.5,0,1", RGBColor(red: 1, green: 0.5, blue: 0)),
        ("extended-gray:0.25,0.5", RGBColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5)),
        ("extended-srgb:0.00000,0.53333,1.00000,1.00000", RGBColor(red: 0, green: 0.53333, blue: 1)),
    ])
    func colorStringsParse(text: String, color: RGBColor) throws {
        let c = try #require(IconColor.parse(text))
        #expect(abs(c.red - color.red) < 1e-9 && abs(c.green - color.green) < 1e-9 && abs(c.alpha - color.alpha) < 1e-9)
    }

    @Test func displayP3ColorsAreConvertedToSRGB() throws {
        let c = try #require(IconColor.parse("display-p3:1,0,0,1"))
        #expect(c.red > 1)  // P3 red is outside sRGB: extended range
    }
}
