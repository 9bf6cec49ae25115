import Foundation
import Testing
import Vitro
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

// The README's example, as written there.
struct Card: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.yellow).frame(width: 150).offset(x: -120, y: -60)
            VStack(alignment: .leading, spacing: 8) {
                Label("Materials", systemImage: "square.stack.3d.up.fill").font(.title2).bold()
                Text("Secondary text is **vibrant** on a material.").foregroundStyle(.secondary)
                Button("Learn More") {}.buttonStyle(.glass)
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 24))
            .padding(28)
        }
        .frame(width: 400, height: 240)
    }
}

@MainActor @Test func theReadmeExampleRenders() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let renderer = ImageRenderer(content: Card())
    renderer.scale = 3
    try renderer.render().writePNG(to: url)
    let image = try RasterImage(contentsOf: url)
    #expect(image.width == 1200 && image.height == 720)
    // Content stands behind the material, so the picture is opaque to its corners.
    for (x, y) in [(0, 0), (1199, 0), (0, 719), (1199, 719), (600, 360)] {
        #expect(image.color(atX: x, y: y).alpha == 1)
    }
    // The secondary text is vibrant: light labels on a material multiply into it.
    #expect(renderer.displayList.description.contains("multiply"))
}

/// A string literal is a `LocalizedStringKey`, so its Markdown is styled (as in SwiftUI), even
/// though Linux's Foundation also lets a literal be an `AttributedString`.
@MainActor @Test func aStringLiteralsMarkdownIsStyled() {
    let text = Text("Secondary text is **vibrant** on a material.")
    #expect(text.runs.map(\.string) == ["Secondary text is ", "vibrant", " on a material."])
    #expect(text.runs.map(\.bold) == [false, true, false])
    let attributed = Text(AttributedString("**not** Markdown"))
    #expect(attributed.runs.map(\.string) == ["**not** Markdown"])
}
