import Foundation
import Testing
import Vitro

/// A modifier that draws the preview on red.
struct RedBackdrop: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        ZStack {
            Color(red: 1, green: 0, blue: 0)
            content
        }
    }
}

#Preview("Modified", traits: .sizeThatFitsLayout, .modifier(RedBackdrop())) {
    Text("Hi").frame(width: 40, height: 40)
}

/// `#Preview(traits: .modifier(_:))` renders the preview inside the modifier's body.
@MainActor
@Suite struct PreviewModifierTests {
    @Test func previewModifierWrapsThePreview() throws {
        let preview = try #require(PreviewRegistry.previews(in: "VitroRenderTests").first { $0.name == "Modified" })
        let image = try preview.render(on: .iPhone, scale: 1)
        let corner = image.color(atX: 1, y: 1)
        #expect(corner.red > 0.95 && corner.green < 0.05, "\(corner)")
    }

    @Test func previewProvidersNameNoPlatform() {
        struct Previews: PreviewProvider {
            static var previews: some View { Text("A") }
        }
        #expect(Previews.platform == nil)
    }
}
