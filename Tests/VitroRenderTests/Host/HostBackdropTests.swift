import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// A geometry reader behind animated content is drawn in every frame a host renders, as it is
/// in a still render (the animation demos' backdrop).
@MainActor
@Suite struct HostBackdropTests {
    struct Card: View {
        var moved: Bool
        var body: some View {
            Color.blue.frame(width: 20, height: 20)
                .frame(maxWidth: .infinity, alignment: moved ? .trailing : .leading)
                .frame(width: 100, height: 40)
                .background(GeometryReader { proxy in Color.red.frame(width: proxy.size.width) })
        }
    }

    /// The animation demos' backdrop: a mesh, two discs and stripes sized from the reader.
    struct Backdrop: View {
        var body: some View {
            GeometryReader { proxy in
                let w = proxy.size.width
                let h = proxy.size.height
                ZStack(alignment: .topLeading) {
                    MeshGradient(
                        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                        colors: [.red, .red, .red, .red])
                    Circle().fill(Color.yellow).frame(width: h * 0.7, height: h * 0.7).offset(x: w * 0.08, y: h * 0.5)
                    HStack(spacing: 14) {
                        ForEach(0..<Int(w / 17) + 1, id: \.self) { _ in
                            Rectangle().fill(Color.white.opacity(0.45)).frame(width: 3)
                        }
                    }
                    .frame(width: w, height: h, alignment: .leading)
                }
                .frame(width: w, height: h)
                .clipped()
            }
        }
    }

    @Test func theDemosBackdropIsDrawnByAHost() throws {
        let view = Color.blue.frame(width: 20, height: 20).frame(width: 100, height: 40).background(Backdrop())
        let still = try ImageRenderer(content: view).render()
        #expect(still.color(atX: 90, y: 5).alpha > 0.9, "still")
        let host = ViewHost(view)
        let frame = try host.render()
        #expect(frame.color(atX: 90, y: 5).alpha > 0.9, "host")
    }

    @Test func aGeometryReaderBackdropIsDrawnInEveryFrame() throws {
        let still = try ImageRenderer(content: Card(moved: false)).render()
        #expect(still.color(atX: 60, y: 20).red > 0.9)
        let host = ViewHost(Card(moved: false))
        host.perform { withAnimation(.linear(duration: 0.1)) { host.content = Card(moved: true) } }
        let frames = try host.renderTransition(fps: 30)
        #expect(frames.count > 1)
        for frame in frames {
            #expect(frame.color(atX: 60, y: 35).red > 0.9 && frame.color(atX: 60, y: 35).alpha > 0.9)
        }
    }
}
