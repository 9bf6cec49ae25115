import Foundation
import SnapshotTesting
import Testing
import Vitro
import VitroSnapshotTesting

/// Golden images of SwiftUI's Liquid Glass examples
/// (docs/reference/seeds.md#glass-api), compared by ΔE (recorded on purpose and looked at).
@MainActor
@Suite(.snapshots(record: .missing))
struct SeedSnapshotTests {
    init() { useTestImages() }

    @Test func concentric() {
        assertSnapshot(
            of: scene(ConcentricExample(), CGSize(width: 240, height: 160)),
            as: .image(precision: 0.995, perceptualPrecision: 0.98, scale: 2))
    }

    @Test func concentricCorners() {
        assertSnapshot(
            of: scene(ConcentricCornersExample(), CGSize(width: 240, height: 160)),
            as: .image(precision: 0.995, perceptualPrecision: 0.98, scale: 2))
    }

    @Test func materials() {
        assertSnapshot(
            of: scene(MaterialTealExample(), CGSize(width: 240, height: 160)),
            as: .image(precision: 0.995, perceptualPrecision: 0.98, scale: 2), named: "teal")
        assertSnapshot(
            of: scene(MaterialChiliExample(), CGSize(width: 240, height: 160)),
            as: .image(precision: 0.995, perceptualPrecision: 0.98, scale: 2), named: "chili")
        assertSnapshot(
            of: scene(MaterialRoundedExample(), CGSize(width: 240, height: 160)),
            as: .image(precision: 0.995, perceptualPrecision: 0.98, scale: 2), named: "rounded")
    }

    @Test func symbolsOnGlass() {
        assertSnapshot(
            of: scene(GlassUnionExample(), CGSize(width: 420, height: 140)),
            as: .image(precision: 0.995, perceptualPrecision: 0.98, scale: 2))
    }

    @Test func aChangedViewFailsTheComparison() {
        let reference = try! ImageRenderer(content: Color.red.frame(width: 20, height: 20)).render()
        let changed = try! ImageRenderer(content: Color.orange.frame(width: 20, height: 20)).render()
        let diffing = Diffing<RasterImage>.image(precision: 1, perceptualPrecision: 0.98)
        #expect(diffing.diffV2(reference, reference) == nil)
        let failure = diffing.diffV2(reference, changed)
        #expect(failure?.0.contains("400 of 400 pixels differ") == true)
        #expect(failure?.1.count == 1)
        // A difference under ΔE 2 passes at perceptual precision 0.98.
        let close = try! ImageRenderer(content: Color(red: 1, green: 0.22, blue: 0.235).frame(width: 20, height: 20))
            .render()
        #expect(diffing.diffV2(reference, close) == nil)
    }
}
