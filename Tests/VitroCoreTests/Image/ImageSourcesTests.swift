import Foundation
import Testing
import Vitro

/// Symbol variants from the environment, `AsyncImage` and `ImageResource`.
@MainActor
@Suite struct ImageSourcesTests {
    func layout<V: View>(_ view: V) -> String {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 200)
        return renderer.layoutDescription
    }

    @Test func symbolVariantDrawsTheVariantsName() {
        #expect(layout(Image(systemName: "heart").symbolVariant(.circle.fill)).contains("Symbol heart.circle.fill"))
        #expect(layout(Image(systemName: "bell").symbolVariant(.slash)).contains("Symbol bell.slash"))
        #expect(layout(Label("Saved", systemImage: "bookmark").symbolVariant(.fill)).contains("Symbol bookmark.fill"))
    }

    @Test func aVariantTheSetLacksKeepsTheNameGiven() {
        #expect(layout(Image(systemName: "checklist").symbolVariant(.fill)).contains("Symbol checklist"))
    }

    @Test func symbolVariantsCompose() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func anAsyncImageLoadsAFileURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-async-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let pixels = try ImageRenderer(content: Color.red.frame(width: 30, height: 20)).render()
        try pixels.writePNG(to: url)
        let image = try ImageRenderer(content: AsyncImage(url: url)).render()
        #expect(image.width == 30 && image.height == 20)
        #expect(image.color(atX: 15, y: 10).red > 0.9)
    }

    @Test func anAsyncImageOfARemoteURLShowsItsPlaceholder() throws {
        let view = AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
            image.resizable()
        } placeholder: {
            Color.blue
        }
        .frame(width: 40, height: 40)
        let image = try ImageRenderer(content: view).render()
        #expect(image.color(atX: 20, y: 20).blue > 0.9)
    }

    @Test func anImageResourceNamesItsAsset() {
        let resource = ImageResource(name: "avatar", bundle: .main)
        #expect(resource.name == "avatar")
        #expect(layout(Image(resource).frame(width: 20, height: 20)).contains("Symbol"))
    }
}
