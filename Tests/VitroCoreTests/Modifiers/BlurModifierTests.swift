import Foundation
import Testing
import Vitro

@MainActor
@Suite struct BlurModifierTests {
    func edge(opaque: Bool) -> some View {
        HStack(spacing: 0) {
            Color.black
            Color.white
        }
        .frame(width: 80, height: 40)
        .blur(radius: 4, opaque: opaque)
        .padding(10)
    }

    @Test func blurSoftensEdgesByRadiusInPoints() throws {
        let image = try ImageRenderer(content: edge(opaque: true)).render()
        // σ = 4 pt: 4 pt either side of the edge is about ±1σ → 16% and 84% gray.
        let a = image.color(atX: 46, y: 30).red
        let b = image.color(atX: 54, y: 30).red
        #expect(abs(a - 0.16) < 0.06 && abs(b - 0.84) < 0.06, "\(a) \(b)")
        #expect(image.color(atX: 10, y: 30).alpha == 1)
    }

    @Test func nonOpaqueBlurFadesAtTheEdges() throws {
        let image = try ImageRenderer(content: edge(opaque: false)).render()
        #expect(image.color(atX: 10, y: 30).alpha < 0.6)
        #expect(image.color(atX: 5, y: 30).alpha > 0)
        let list = ImageRenderer(content: edge(opaque: false)).displayList.description
        #expect(list.contains("group blur 4"))
    }

    @Test func scaleMultipliesSigma() throws {
        let r = ImageRenderer(content: edge(opaque: true))
        r.scale = 3
        let image = try r.render()
        let a = image.color(atX: 46 * 3, y: 90).red
        #expect(abs(a - 0.16) < 0.06)
    }
}
