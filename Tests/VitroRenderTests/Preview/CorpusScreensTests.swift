import Foundation
import Testing
import Vitro

/// Our own corpus screens (`CorpusScreens/`, which `Scripts/compile-corpus.sh` also compiles as
/// SwiftUI files) compile as part of the tests, and each `#Preview` (or `PreviewProvider`) of them renders on the iPhone: an image that is not one flat color,
/// with no placeholder symbol.
@MainActor
@Suite struct CorpusScreensTests {
    /// The screens whose previews are `#Preview` blocks.
    nonisolated static let screens = [
        "GlassToolbarScreen.swift", "InboxListScreen.swift", "OnboardingScreen.swift", "ProfileGridScreen.swift",
        "SettingsScreen.swift",
    ]

    @Test(arguments: screens)
    func everyPreviewOfAScreenRenders(file: String) throws {
        let previews = PreviewRegistry.previews(in: "VitroRenderTests").filter { $0.fileID.hasSuffix("/" + file) }
        try #require(!previews.isEmpty, "\(file) has no #Preview")
        for preview in previews {
            let image = try preview.render(on: .iPhone, scale: 1)
            try expectRendered(image, content: preview.content, name: preview.displayName)
        }
    }

    @Test func theOrderScreensPreviewProviderRenders() throws {
        let content = AnyView(OrderModelScreen_Previews.previews)
        let renderer = ImageRenderer(content: content, device: .iPhone)
        renderer.scale = 1
        let image = try renderer.render()
        try expectRendered(image, content: content, name: "OrderModelScreen_Previews")
    }

    @Test func theOrderScreenShowsItsTotalAsCurrency() {
        // Two coffees at 4.50 € each, no express delivery: 9.00 € (Foundation's currency format).
        let layout = ImageRenderer(content: OrderModelScreen(), device: .iPhone).displayList.description
        #expect(layout.contains("9.00"), "the total is missing from:\n\(layout)")
    }

    @Test func theProfileGridsAdaptiveColumnsFillTheWidth() {
        // 402 pt less 2 × 16 pt padding = 370 pt; adaptive columns of at least 80 pt with 12 pt
        // spacing: four columns (4 × 80 + 3 × 12 = 356 ≤ 370, five would need 448).
        let layout = ImageRenderer(content: ProfileGridScreen(), device: .iPhone).layoutDescription
        let badges = layout.split(separator: "\n").filter { $0.contains("Symbol ") && $0.contains(".fill") }
        #expect(badges.count >= 6, "six badges expected in:\n\(layout)")
    }

    /// Checks that `image` is 402 × 874, not one flat color, and that `content` draws no
    /// placeholder symbol; VITRO_PREVIEW_OUT=DIR keeps the image to look at.
    private func expectRendered(_ image: RasterImage, content: AnyView, name: String) throws {
        #expect(image.width == 402 && image.height == 874)
        if let out = ProcessInfo.processInfo.environment["VITRO_PREVIEW_OUT"] {
            let file = name.replacingOccurrences(of: "/", with: "-")
            try image.writePNG(to: URL(fileURLWithPath: out).appendingPathComponent(file + ".png"))
        }
        let first = Array(image.samples[0..<4])
        var flat = true
        for i in stride(from: 0, to: image.samples.count, by: 4 * 97) where Array(image.samples[i..<i + 4]) != first {
            flat = false
            break
        }
        #expect(!flat, "\(name) is one flat color")

        let layout = ImageRenderer(content: content, device: .iPhone).layoutDescription
        let known = Set(Image.builtInSymbolNames)
        for line in layout.split(separator: "\n") {
            guard let range = line.range(of: "Symbol ") else { continue }
            let symbol = line[range.upperBound...].prefix { !$0.isWhitespace }
            #expect(known.contains(String(symbol)), "\(name) draws a placeholder for \(symbol)")
        }
    }
}
