import Foundation
import Testing
import Vitro

/// `ImageRenderer.cgImage` and `uiImage`, and `Color.Resolved.cgColor`, as SwiftUI code reads them.
@MainActor
@Suite struct ImageRendererBridgeTests {
    @Test func theRenderersImagesHoldItsPixelsAtItsScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 5))
        renderer.scale = 2
        let cg = try #require(renderer.cgImage)
        #expect(cg.width == 20 && cg.height == 10)
        let ui = try #require(renderer.uiImage)
        #expect(ui.scale == 2)
        #expect(ui.size == CGSize(width: 10, height: 5))
        // Nothing to render: no image.
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
    }

    @Test func aResolvedColorsCGColorHasItsEncodedComponents() throws {
        let c = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.8).cgColor
        let components = try #require(c.components)
        #expect(components.count == 4)
        for (a, b) in zip(components, [1, 0.5, 0, 0.8] as [CGFloat]) { #expect(abs(a - b) < 1e-5) }
    }
}
