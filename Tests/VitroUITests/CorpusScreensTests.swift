import Foundation
import Testing
import Vitro

/// Our own corpus screens (`Scripts/corpus/screens`, linked into this target from
/// `CorpusScreens/`) compile as part of the tests, and each `#Preview` of them renders on the
/// iPhone: an image that is not one flat color, with no placeholder symbol.
@MainActor
@Suite struct CorpusScreensTests {
    /// The screens linked in; the others wait for API they use (see Scripts/corpus/RESULTS.md).
    nonisolated static let screens = [
        "GlassToolbarScreen.swift", "InboxListScreen.swift", "OnboardingScreen.swift", "SettingsScreen.swift",
    ]

    @Test(arguments: screens)
    func everyPreviewOfAScreenRenders(file: String) throws {
        let previews = PreviewRegistry.previews(in: "VitroUITests").filter { $0.fileID.hasSuffix("/" + file) }
        try #require(!previews.isEmpty, "\(file) has no #Preview")
        for preview in previews {
            let image = try preview.render(on: .iPhone, scale: 1)
            #expect(image.width == 402 && image.height == 874)
            // VITRO_PREVIEW_OUT=DIR keeps the images to look at.
            if let out = ProcessInfo.processInfo.environment["VITRO_PREVIEW_OUT"] {
                let name = preview.displayName.replacingOccurrences(of: "/", with: "-")
                try image.writePNG(to: URL(fileURLWithPath: out).appendingPathComponent(name + ".png"))
            }
            let first = Array(image.samples[0..<4])
            var flat = true
            for i in stride(from: 0, to: image.samples.count, by: 4 * 97) where Array(image.samples[i..<i + 4]) != first
            {
                flat = false
                break
            }
            #expect(!flat, "\(preview.displayName) is one flat color")

            let layout = ImageRenderer(content: preview.content, device: .iPhone).layoutDescription
            let known = Set(Image.builtInSymbolNames)
            for line in layout.split(separator: "\n") {
                guard let range = line.range(of: "Symbol ") else { continue }
                let name = line[range.upperBound...].prefix { !$0.isWhitespace }
                #expect(known.contains(String(name)), "\(preview.displayName) draws a placeholder for \(name)")
            }
        }
    }
}
