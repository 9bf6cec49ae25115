import Foundation
import Testing
import Vitro

// The README's example, as written there.
struct Card: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Materials").font(.title2).bold()
            Text("Secondary text is **vibrant** on a material.").foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
    }
}

@MainActor @Test func theReadmeExampleRenders() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let renderer = ImageRenderer(content: Card().environment(\.colorScheme, .dark))
    renderer.scale = 3
    try renderer.render().writePNG(to: url)
    let image = try RasterImage(contentsOf: url)
    #expect(image.width > 600 && image.height > 200)
    #expect(renderer.displayList.description.contains("plusLighter"))
}
