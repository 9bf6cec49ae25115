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
    /// Exact: a preview renders the same pixels every time, and the comparison reads the image
    /// as it was recorded (a translucent material edge once differed from its own recording).
    let strategy = Snapshotting<RasterImage, RasterImage>.image()

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

    /// A translucent image (a material card with nothing behind it) matches its own recording
    /// exactly, and so does a second render of it in the same process.
    @Test func aTranslucentImageMatchesItsOwnRecording() throws {
        let image = try ImageRenderer(
            content: TallyCard(count: 7).padding()
        ).render()
        let samples = image.samples
        let translucent = stride(from: 3, to: samples.count, by: 4).filter { samples[$0] > 0 && samples[$0] < 65535 }
        #expect(!translucent.isEmpty)
        let diffing = Diffing<RasterImage>.image()
        let recorded = diffing.fromData(diffing.toData(image))
        #expect(diffing.diffV2(recorded, image) == nil)
        let again = try ImageRenderer(content: TallyCard(count: 7).padding()).render()
        #expect(diffing.diffV2(recorded, again) == nil)
    }
}
