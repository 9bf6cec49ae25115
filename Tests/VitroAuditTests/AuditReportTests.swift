import Foundation
import Testing
import VitroBase
import VitroAudit

@MainActor @Suite struct AuditReportTests {
    static func report() -> AuditReport {
        AuditReport(previews: [
            auditPreview(
                named: "Clear glass", file: "Sources/App/Player.swift", line: 42, content: WhiteTextOnClearGlass()),
            auditPreview(named: "Fine", content: MonochromeLabelOnColorful()),
        ])
    }

    @Test func sarifIsValidAgainstTheOASISSchema() throws {
        let sarif = try Self.report().sarif()
        let object = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        let located = try #require(results.first { ($0["level"] as? String) == "error" })
        let location = try #require((located["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 42)
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/App/Player.swift")
        guard SchemaValidator.isAvailable else { return }
        let schema = try #require(Bundle.module.url(forResource: "Fixtures/sarif-schema-2.1.0", withExtension: "json"))
        let result = try SchemaValidator.validate(sarif, schema: schema)
        #expect(result.ok, "\(result.output)")
    }

    @Test func jsonListsEachPreviewWithItsFindings() throws {
        let json = try Self.report().json()
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let previews = try #require(object["previews"] as? [[String: Any]])
        #expect(previews.count == 2)
        let first = try #require(previews[0]["findings"] as? [[String: Any]])
        #expect(first.contains { $0["rule"] as? String == "wcag-contrast" && $0["contrastRatio"] is Double })
        #expect(
            (previews[1]["findings"] as? [[String: Any]])?.filter { $0["severity"] as? String != "note" }.isEmpty
                == true)
    }

    @Test func textGroupsByPreviewAndAppearanceAndTheGateReadsSeverity() {
        let report = Self.report()
        let text = report.text
        #expect(text.contains("Clear glass (Sources/App/Player.swift:42)"))
        #expect(text.contains("  light: ") && text.contains("  dark: "))
        #expect(text.contains("error: [wcag-contrast]"))
        #expect(report.fails(at: .error) && report.worstSeverity == .error)
        let fine = AuditReport(previews: [report.previews[1]])
        #expect(!fine.fails(at: .warning))
    }

    @Test func annotatedImagesAreWrittenPerPreviewAndAppearance() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vitro-annotate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let urls = try Self.report().annotate(into: folder)
        #expect(
            urls.map(\.lastPathComponent).sorted() == [
                "clear-glass-dark.png", "clear-glass-light.png", "fine-dark.png", "fine-light.png",
            ])
        let image = try RasterImage(contentsOfFile: urls[0].path)
        #expect(image.width == 720 && image.height == 400)
    }
}
