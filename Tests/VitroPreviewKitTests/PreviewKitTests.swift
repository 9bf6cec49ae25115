import Foundation
import Testing
import VitroBase
import VitroPreviewKit

/// The parts of `vitro preview` that need no build: the source scan, names, variants, the
/// compiler-output report and the gallery page.
@Suite struct PreviewKitTests {
    @Test func theScanFindsPreviewMacrosProvidersAndTheEntryPoint() {
        let source = """
            import Vitro
            // #Preview in a comment does not count
            #Preview { Text("a") }
            #Preview("Named", traits: .sizeThatFitsLayout) { Text("b") }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Text("c") }
            }
            private struct Hidden_Previews: PreviewProvider, Sendable {
                static var previews: some View { Text("d") }
            }
            @main struct App {}
            """
        let scan = PreviewSourceScanner.scan(source, fileName: "Screen.swift")
        #expect(scan.previewMacros == 2)
        #expect(scan.providers.map(\.typeName) == ["Row_Previews", "Hidden_Previews"])
        #expect(scan.providers.map(\.line) == [5, 8])
        #expect(scan.providers.map(\.isPrivate) == [false, true])
        #expect(scan.isEntryPoint)
        #expect(!PreviewSourceScanner.scan("struct A {}", fileName: "A.swift").hasPreviews)
        #expect(PreviewSourceScanner.scan("", fileName: "main.swift").isEntryPoint)
    }

    @Test func variantsNameTheirImages() throws {
        let plain = PreviewOptions()
        #expect(plain.variants.map(\.suffix) == ["light"])
        let all = PreviewOptions(
            colorSchemes: [.light, .dark], device: "ipad", increasedContrast: true, reduceTransparency: true,
            dynamicTypeSize: "accessibility2", scale: 2, platform: "macOS")
        #expect(
            all.variants.map(\.suffix) == [
                "light-ipad-macos-increased-contrast-reduce-transparency-accessibility2-2x",
                "dark-ipad-macos-increased-contrast-reduce-transparency-accessibility2-2x",
            ])
        #expect(PreviewItem.slug("Badges in landscape!") == "Badges-in-landscape")
        #expect(PreviewItem.slug("../..") == "preview")
        #expect(PreviewItem.slug("Wi-Fi toggle") == "Wi-Fi-toggle")
    }

    @Test func badOptionsSayWhatIsAccepted() {
        #expect(throws: PreviewError.self) { try PreviewOptions(device: "nokia").validate() }
        #expect(throws: PreviewError.self) { try PreviewOptions(dynamicTypeSize: "huge").validate() }
        #expect(throws: PreviewError.self) { try PreviewOptions(scale: .nan).validate() }
        #expect(throws: PreviewError.self) { try PreviewOptions(platform: "amiga").validate() }
        #expect(throws: PreviewError.self) { try PreviewOptions(colorSchemes: []).validate() }
        #expect(DevicePreset.named("iPhone Pro Max")?.device == .iPhoneProMax)
    }

    @Test func theReportPointsToTheFirstCause() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("diag-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Greeting.swift").path
        try "import Vitro\nlet a = 1\n        Text(\"Hello\").sparkle(.red)\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let output = """
            [12/40] Compiling BrokenViews Greeting.swift
            \(file):3:27: error: cannot infer contextual base in reference to member 'red'
            \(file):3:23: error: value of type 'Text' has no member 'sparkle'
            \(file):3:23: error: value of type 'Text' has no member 'sparkle'
            error: fatalError
            """
        let diagnostics = BuildDiagnostics(output: output)
        #expect(diagnostics.errors.count == 2)
        #expect(diagnostics.firstCause?.message == "value of type 'Text' has no member 'sparkle'")
        let report = diagnostics.report()
        #expect(report.contains("first error: \(file):3:23: value of type 'Text' has no member 'sparkle'"))
        #expect(report.contains("Text(\"Hello\").sparkle(.red)"))
        #expect(report.contains("docs/SUPPORT.md"))
    }

    @Test func theGalleryEscapesAndGroupsVariants() {
        let records = ["light", "dark"].map {
            RenderedPreview(
                identifier: "M-F-a", module: "M", file: "F.swift", name: "<a & b>", line: 3, variant: $0,
                fileName: "M-F-a-\($0).png", width: 1206, height: 2622)
        }
        let html = GalleryPage.html(records, title: "Previews")
        #expect(html.contains("&lt;a &amp; b&gt;"))
        #expect(!html.contains("<a & b>"))
        #expect(html.components(separatedBy: "<section").count == 2)
        #expect(html.contains("src=\"M-F-a-dark.png\""))
        // Both sides: the box is laid out before the image loads (nothing below it moves).
        #expect(html.contains("width=\"402\" height=\"874\""))
    }
}
