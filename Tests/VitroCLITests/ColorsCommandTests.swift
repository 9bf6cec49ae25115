import Foundation
import Testing
import VitroBase

@testable import vitro

@MainActor @Suite struct ColorsCommandTests {
    @Test func tableListsEveryColorInFourColumns() {
        let text = PaletteTable(palette: .iOS26).text
        #expect(text.contains("systemBlue"))
        let blue = text.split(separator: "\n").first { $0.hasPrefix("systemBlue ") }!
        #expect(
            blue.contains("#0088FF") && blue.contains("#0091FF") && blue.contains("#1E6EF4") && blue.contains("#5CB8FF")
        )
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("system") || $0.hasPrefix("label") }
        #expect(rows.count >= SystemColor.allCases.count)
    }

    @Test func ios13FlagSelectsTheOldValues() {
        let text = PaletteTable(palette: .iOS13).text
        #expect(text.split(separator: "\n").first { $0.hasPrefix("systemBlue ") }!.contains("#007AFF"))
    }

    @Test func jsonIsValidAndComplete() throws {
        let json = try PaletteTable(palette: .iOS26).json()
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let colors = object["colors"] as! [String: [String: [String: Any]]]
        #expect(colors.count == SystemColor.allCases.count + SemanticColor.allCases.count)
        #expect(colors["systemRed"]?["dark"]?["hex"] as? String == "#FF4245")
        #expect(colors["secondaryLabel"]?["increasedContrastLight"]?["source"] as? String == "derived")
    }

    @Test func cssHasAllFourVariants() {
        let css = PaletteTable(palette: .iOS26).css
        #expect(css.contains("--system-blue: rgb(0 136 255);"))
        #expect(css.contains("prefers-color-scheme: dark"))
        #expect(css.contains("prefers-contrast: more"))
        #expect(css.contains("--secondary-label: rgb(60 60 67 / 0.60);"))
        #expect(css.contains("--system-gray-2: rgb(174 174 178);"))
    }

    @Test func demoWritesOnlyTheNamedSheets() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let demo = try Demo.parse(["-o", dir.path, "--scale", "1", "--only", "card", "--only", "palette"])
        try demo.render()
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["card.png", "palette.png"])
        // The README's card: two 400 × 240 pt cards side by side.
        let card = try RasterImage(contentsOf: dir.appendingPathComponent("card.png"))
        #expect(card.width == 800 && card.height == 240)
    }

    @Test func badScaleIsAClearError() {
        #expect(throws: (any Error).self) { try Demo.parse(["--scale", "0"]) }
        #expect(throws: (any Error).self) { try Demo.parse(["--scale", "nan"]) }
    }
}
