import Foundation
import Testing
import VitroImageIO

@testable import VitroIcon

@Suite struct IconExportTests {
    static let sample = try! IconDocument(contentsOf: IconBundle.sample)

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vitro-icon-out-\(UUID().uuidString)")
    }

    @Test func theFullSizeSetIsWrittenInEveryAppearance() throws {
        let folder = temporaryFolder()
        let export = IconExport(document: Self.sample)
        let sizes = IconPlatform.allCases.flatMap { IconSize.catalog(for: $0) }.filter { $0.pixels <= 256 }
        let files = try export.writeImages(sizes, appearances: IconAppearance.allCases, to: folder)
        // One file per platform, point size and scale (iPhone and iPad share some), each
        // appearance but on watchOS.
        let names = Set(sizes.map { "\($0.platform)-\($0.pointsText)@\($0.scale)" })
        let watch = names.filter { $0.hasPrefix("watchOS") }.count
        #expect(files.count == (names.count - watch) * 6 + watch)
        #expect(Set(files).count == files.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == files.count)
        for url in files {
            let image = try RasterImage(contentsOf: url)
            let size = sizes.first { url.lastPathComponent.hasSuffix("-\($0.pointsText)@\($0.scale)x.png") }!
            #expect(image.width == size.pixels && image.height == size.pixels)
        }
        #expect(files.contains { $0.lastPathComponent == "Sample-iOS-TintedDark-60x60@3x.png" })
        #expect(files.contains { $0.lastPathComponent == "Sample-macOS-ClearLight-16x16@2x.png" })
    }

    @Test func theCatalogHasEverySizeXcodeAsksFor() {
        #expect(
            IconSize.catalog(for: .iOS).map(\.pixels).sorted() == [
                20, 29, 40, 40, 40, 58, 58, 60, 76, 80, 80, 87, 120, 120, 152, 167, 180, 1024,
            ])
        #expect(
            IconSize.catalog(for: .macOS).map(\.pixels).sorted() == [16, 32, 32, 64, 128, 256, 256, 512, 512, 1024])
        #expect(IconSize.catalog(for: .watchOS).contains { $0.idiom == "watch-marketing" && $0.pixels == 1024 })
    }

    @Test func theAppIconSetPassesAnOutsideValidator() throws {
        let folder = temporaryFolder()
        let set = try IconExport(document: Self.sample).writeAppIconSet(
            platforms: [.iOS, .macOS, .watchOS], to: folder)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: set.appendingPathComponent("Contents.json")))
        let images = (json as? [String: Any])?["images"] as? [[String: Any]] ?? []
        #expect(images.count == 18 + 2 + 10 + 11)
        #expect(images.contains { ($0["appearances"] as? [[String: String]])?.first?["value"] == "dark" })
        // Python's json and Pillow read every listed image at its stated size.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/check-appiconset.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, set.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if output.contains("No module named 'PIL'") {
            // Without Pillow the check cannot run; the Swift reads above still hold.
            return
        }
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.hasPrefix("ok: 41 images"))
    }

    @Test func theContactSheetHoldsSixAppearancesPerPlatform() throws {
        let sheet = try IconExport(document: Self.sample).contactSheet(platforms: [.iOS, .watchOS], cell: 64)
        #expect(sheet.width == 6 * 72 + 8 && sheet.height == 2 * 72 + 8)
    }
}
