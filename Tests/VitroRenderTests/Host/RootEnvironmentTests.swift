import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Values set with `.environment(_:_:)` on the root view reach everything drawn for it, as in
/// SwiftUI: the sheets it presents, and the host's transitions.
@MainActor
@Suite struct RootEnvironmentTests {
    @Observable final class Place {
        var right = false
    }

    struct Card: View {
        let place: Place
        var body: some View {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
                .frame(width: 100, height: 20, alignment: place.right ? .trailing : .leading)
                .background(Color.white)
        }
    }

    @Test func reduceMotionSetOnTheRootViewMakesAMoveACrossFade() throws {
        let place = Place()
        let host = ViewHost(Card(place: place).environment(\.accessibilityReduceMotion, true))
        host.perform { withAnimation(.linear(duration: 1)) { place.right = true } }
        let list = host.displayList(at: 0.5).description
        #expect(list.contains("opacity 0.5") && list.contains("blend plusLighter"), "\(list)")
        let frames = try host.renderTransition(fps: 4).map { $0.pixmap() }
        try #require(frames.count == 5)
        // White half-way along the path a move would take.
        #expect(frames[2][50, 10] == SIMD4(255, 255, 255, 255))
    }

    @Test func aSheetTakesTheColorSchemeSetOnTheRoot() throws {
        func sheetText(dark: Bool) throws -> Double {
            let root = Color.orange.ignoresSafeArea()
                .sheet(isPresented: .constant(true)) {
                    Color(semantic: .systemBackground).frame(width: 100, height: 100)
                }
            let view: AnyView =
                dark ? AnyView(root.environment(\.colorScheme, .dark)) : AnyView(root)
            let image = try ImageRenderer(content: view, device: .iPhone).render()
            // The middle of the sheet's content, well below the sheet's top.
            return image.color(atX: image.width / 2, y: image.height * 3 / 4).red
        }
        #expect(try sheetText(dark: false) > 0.9)
        #expect(try sheetText(dark: true) < 0.2)
    }
}
