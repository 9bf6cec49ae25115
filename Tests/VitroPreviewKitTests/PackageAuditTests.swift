import Foundation
import Testing
import VitroAudit
import VitroBase
import VitroPreviewKit

/// `vitro audit PACKAGE`'s gathering of the runner's records, which needs no build: one
/// preview per identifier, a render per appearance, the source path code scanning reads.
@Suite struct PackageAuditTests {
    /// The sample package, described as `swift package describe` would.
    static func project() throws -> PreviewProject {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/PreviewSample")
        let json = """
            {"name": "PreviewSample", "path": "\(root.path)",
             "targets": [{"name": "SampleCards", "type": "library", "path": "Sources/SampleCards",
                          "sources": ["GlassBadge.swift", "ProfileCard.swift"]}],
             "products": [{"name": "SampleCards", "targets": ["SampleCards"], "type": {"library": ["automatic"]}}],
             "dependencies": [{"identity": "vitro", "type": "fileSystem", "path": "\(root.path)/../.."}]}
            """
        return try PreviewProject(package: JSONDecoder().decode(PackageInfo.self, from: Data(json.utf8)))
    }

    @Test func recordsAreGroupedByPreviewAtTheirSourceLine() throws {
        let project = try Self.project()
        let finding = LegibilityFinding(
            rule: .contrast, severity: .error, element: .init(kind: "text", name: "Ada", treePath: "Text"),
            frame: CGRect(x: 1, y: 2, width: 3, height: 4), appearance: .dark, message: "low")
        let records = [
            AuditedPreview(
                identifier: "SampleCards-GlassBadge-Badge", module: "SampleCards", file: "GlassBadge.swift",
                name: "Badge", line: 12, appearance: .light, fileName: nil, scale: 2, findings: []),
            AuditedPreview(
                identifier: "SampleCards-ProfileCard-Featured", module: "SampleCards", file: "ProfileCard.swift",
                name: "Featured", line: 20, appearance: .light, fileName: nil, scale: 2, findings: []),
            AuditedPreview(
                identifier: "SampleCards-GlassBadge-Badge", module: "SampleCards", file: "GlassBadge.swift",
                name: "Badge", line: 12, appearance: .dark, fileName: nil, scale: 2, findings: [finding]),
        ]
        let base = project.root.deletingLastPathComponent().deletingLastPathComponent()
        let previews = try PackageAudit.previews(
            records, project: project, folder: FileManager.default.temporaryDirectory, relativeTo: base)
        #expect(
            previews.map(\.name) == ["SampleCards/GlassBadge.swift: Badge", "SampleCards/ProfileCard.swift: Featured"])
        #expect(previews[0].file == "Samples/PreviewSample/Sources/SampleCards/GlassBadge.swift")
        #expect(previews[0].line == 12)
        #expect(previews[0].renders.map(\.appearance) == [.light, .dark])
        #expect(previews[0].findings == [finding])
        // Outside the base folder: a file URL.
        let elsewhere = PackageAudit.sourcePath(
            module: "SampleCards", file: "GlassBadge.swift", project: project,
            relativeTo: URL(fileURLWithPath: "/nonexistent"))
        #expect(elsewhere.hasPrefix("file:///") && elsewhere.hasSuffix("SampleCards/GlassBadge.swift"))
        // A file no target lists keeps the preview's own name.
        #expect(
            PackageAudit.sourcePath(module: "Other", file: "X.swift", project: project, relativeTo: base)
                == "Other/X.swift")
    }

    @Test func optionsNameTheVariantEachAppearanceRendersAs() {
        let options = PreviewAuditOptions(appearances: AuditAppearance.all, device: "ipad", scale: 2)
        let variants = options.appearances.map(options.variant)
        #expect(variants.map(\.suffix).contains("dark-ipad-increased-contrast-2x"))
        #expect(variants.map(\.suffix).contains("light-ipad-reduce-transparency-2x"))
    }
}
