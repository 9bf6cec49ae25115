import Foundation
import SnapshotTesting
import Testing
import Vitro
import VitroPreviewKit
import VitroSnapshotTesting

/// A small card with a count, previewed twice: the module's previews that
/// `assertPreviewSnapshots` checks.
private struct TallyCard: View {
    var count: Int
    var body: some View {
        VStack(spacing: 6) {
            Text("Tally").font(.headline)
            Text("\(count)").font(.largeTitle).bold()
        }
        .padding(20)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

#Preview("Tally", traits: .sizeThatFitsLayout) {
    TallyCard(count: 3).padding()
}

#Preview("Tally glass", traits: .fixedLayout(width: 160, height: 120)) {
    Text("Glass").padding().glassEffect()
}

/// `assertPreviewSnapshots` records every preview of a module in each variant, passes
/// against what it recorded, and fails with a difference image when a preview changes.
@MainActor
@Suite struct PreviewSnapshotTests {
    let variants = PreviewOptions(colorSchemes: [.light, .dark], scale: 1, filter: "Tally")
    /// A ΔE94 of 2 (just noticeable) per pixel: two renders of a material in one process may
    /// differ by a fraction of that.
    let strategy = Snapshotting<RasterImage, RasterImage>.image(perceptualPrecision: 0.98)

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-snapshots-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func recordsThenPassesThenFailsOnAChange() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Recording reports each new reference as a failure, as SnapshotTesting does.
        withKnownIssue {
            _ = assertPreviewSnapshots(
                in: "SeedExampleTests", as: strategy, variants: variants, record: .all, snapshotDirectory: folder.path,
                testName: "sample")
        }
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(
            names == [
                "sample.SeedExampleTests-PreviewSnapshotTests-Tally-glass-dark-1x.png",
                "sample.SeedExampleTests-PreviewSnapshotTests-Tally-glass-light-1x.png",
                "sample.SeedExampleTests-PreviewSnapshotTests-Tally-dark-1x.png",
                "sample.SeedExampleTests-PreviewSnapshotTests-Tally-light-1x.png",
            ])

        let passing = assertPreviewSnapshots(
            in: "SeedExampleTests", as: strategy, variants: variants, record: .never, snapshotDirectory: folder.path,
            testName: "sample")
        #expect(passing.isEmpty)

        // A changed preview: the recorded light tally is replaced by another image.
        let light = folder.appendingPathComponent("sample.SeedExampleTests-PreviewSnapshotTests-Tally-light-1x.png")
        let dark = folder.appendingPathComponent("sample.SeedExampleTests-PreviewSnapshotTests-Tally-dark-1x.png")
        try FileManager.default.removeItem(at: light)
        try FileManager.default.copyItem(at: dark, to: light)
        var failures: [String] = []
        withKnownIssue {
            failures = assertPreviewSnapshots(
                in: "SeedExampleTests", as: strategy, variants: variants, record: .never,
                snapshotDirectory: folder.path,
                testName: "sample")
        }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("pixels differ") == true, "\(failures)")
    }
}
