import Foundation
import SnapshotTesting
import Testing
import Vitro
import VitroPreviewKit
import XCTest

extension Snapshotting where Value == RasterImage, Format == RasterImage {
    /// Snapshots a rendered image as PNG (for ``assertPreviewSnapshots(in:as:variants:record:snapshotDirectory:fileID:file:testName:line:column:)``).
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1 = all).
    ///   - perceptualPrecision: How close a pixel must be to match (see the view strategy).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { $0 }
    }
}

/// Asserts every `#Preview` of `module` against its recorded image, in each variant of
/// `variants`: one snapshot per preview and variant, named as `vitro preview` names its PNGs
/// (`testName.Module-File-Name-light.png`).
///
/// Recording follows SnapshotTesting: a missing reference is recorded (and fails, as
/// `assertSnapshot` does), `record: .all` or `withSnapshotTesting(record:)` re-records.
///
/// - Returns: The failure messages (empty when every preview matched).
@MainActor @discardableResult
public func assertPreviewSnapshots(
    in module: String,
    as snapshotting: Snapshotting<RasterImage, RasterImage> = .image(),
    variants: PreviewOptions = PreviewOptions(),
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> [String] {
    var failures: [String] = []
    func fail(_ message: String) {
        failures.append(message)
        // To the test framework running the test, as SnapshotTesting reports.
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
    do {
        try variants.validate()
    } catch {
        fail("assertPreviewSnapshots: \(error.description)")
        return failures
    }
    let items = PreviewCatalog.items(modules: [module]).filter { $0.matches(variants.filter) }
    if items.isEmpty { fail("assertPreviewSnapshots: \(module) has no #Preview linked into this test") }
    for item in items {
        for variant in variants.variants {
            let name = item.imageName(for: variant)
            let image: RasterImage
            do {
                image = try PreviewRenderer.render(item, variant: variant)
            } catch {
                fail("\(name) did not render: \(error)")
                continue
            }
            if let message = verifySnapshot(
                of: image, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column)
            {
                fail(message)
            }
        }
    }
    return failures
}
