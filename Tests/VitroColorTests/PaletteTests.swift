import Foundation
import Testing

@testable import VitroColor

@Suite struct PaletteTests {
    static let variants: [(String, PaletteVariant)] = [
        ("light", .light), ("dark", .dark),
        ("increasedContrastLight", .increasedContrastLight), ("increasedContrastDark", .increasedContrastDark),
    ]

    func rgb8(_ c: RGBColor) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }

    @Test(arguments: [("ios26", PaletteEdition.iOS26), ("ios13", .iOS13)])
    func systemColorsMatchTheReferenceInAllFourVariants(_ key: String, _ edition: PaletteEdition) throws {
        let root = try Fixture.json("system-colors") as! [String: Any]
        let table = (root["systemColors"] as! [String: Any])[key] as! [String: [String: [Int]]]
        #expect(table.count == 12)
        for (name, variants) in table {
            let color = try #require(SystemColor(rawValue: name))
            for (k, v) in Self.variants {
                #expect(rgb8(Palette(edition: edition).color(color, v)) == variants[k], "\(key) \(name) \(k)")
            }
        }
    }

    @Test func graysMatchTheReferenceInAllFourVariants() throws {
        let root = try Fixture.json("system-colors") as! [String: Any]
        let grays = (root["systemGrays"] as! [String: Any])["ios13_and_ios26_default"] as! [String: [String: [Int]]]
        #expect(grays.count == 6)
        for (name, variants) in grays {
            let color = try #require(SystemColor(rawValue: name))
            for edition in PaletteEdition.allCases {
                for (k, v) in Self.variants {
                    #expect(rgb8(Palette(edition: edition).color(color, v)) == variants[k], "\(name) \(k)")
                }
            }
        }
        if case .derived = Palette.iOS26.entry(.gray3, .increasedContrastLight).provenance {
        } else {
            Issue.record("iOS 26 increased-contrast light grays are unconfirmed and must say so")
        }
    }

    @Test func semanticColorsMatchTheReferenceInLightAndDark() throws {
        let root = try Fixture.json("system-colors") as! [String: Any]
        let values = (root["semanticColors"] as! [String: Any])["values"] as! [String: [String: [String: Any]]]
        for (name, modes) in values {
            let color = try #require(SemanticColor(rawValue: name))
            for (mode, variant) in [("light", PaletteVariant.light), ("dark", .dark)] {
                let expected = modes[mode]!
                let c = Palette.iOS13.color(color, variant)
                #expect(rgb8(c) == expected["rgb"] as! [Int], "\(name) \(mode)")
                #expect(abs(c.alpha - (expected["alpha"] as! NSNumber).doubleValue) < 1e-12, "\(name) \(mode) alpha")
            }
        }
        let elevated = (root["semanticColors"] as! [String: Any])["darkElevatedBackgrounds"] as! [String: Any]
        for name in ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"] {
            let c = Palette.iOS26.color(SemanticColor(rawValue: name)!, .dark, elevated: true)
            #expect(rgb8(c) == elevated[name] as! [Int])
        }
    }

    @Test func iOS26ReportedSemanticValuesApply() {
        #expect(Palette.iOS26.color(.link, .light).hexString == "#0088FF")
        #expect(Palette.iOS26.color(.link, .dark).hexString == "#0091FF")
        #expect(Palette.iOS26.color(.quaternaryLabel, .dark).alpha == 0.16)
        #expect(Palette.iOS13.color(.link, .light).hexString == "#007AFF")
    }

    @Test func increasedContrastSemanticColorsAreDerivedAndStronger() {
        for name in SemanticColor.allCases {
            for dark in [false, true] {
                let base = PaletteVariant(isDark: dark, increasedContrast: false)
                let ic = PaletteVariant(isDark: dark, increasedContrast: true)
                let entry = Palette.iOS26.entry(name, ic)
                guard case .derived = entry.provenance else {
                    Issue.record("\(name) increased contrast should be marked derived")
                    continue
                }
                let background = Palette.iOS26.color(.systemBackground, base)
                func over(_ c: RGBColor) -> RGBColor {
                    RGBColor(red: 0, green: 0, blue: 0).withAlpha(1)
                        .mixed(c, over: background)
                }
                if name.isBackground { continue }
                let before = Contrast.wcagRatio(over(Palette.iOS26.color(name, base)), background)
                let after = Contrast.wcagRatio(over(entry.color), background)
                #expect(after >= before - 1e-9, "\(name) dark=\(dark): \(before) → \(after)")
            }
        }
    }
}

extension RGBColor {
    /// `c` composited source-over onto the opaque `background` (gamma-encoded, like UIKit).
    fileprivate func mixed(_ c: RGBColor, over background: RGBColor) -> RGBColor {
        var out = background
        out.rgb = c.rgb * c.alpha + background.rgb * (1 - c.alpha)
        return out
    }
}
