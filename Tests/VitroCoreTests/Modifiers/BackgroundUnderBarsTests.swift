import Foundation
import Testing
import Vitro

/// `background(_:ignoresSafeAreaEdges:)`: a shape style's background reaches into the safe area
/// (under bars and the home indicator) on the edges given, `.all` by default, where the view
/// touches them — as SwiftUI documents for the modifier.
@MainActor
@Suite struct BackgroundUnderBarsTests {
    static func render(_ view: some View) throws -> RasterImage {
        let renderer = ImageRenderer(content: view, device: .iPhone)
        renderer.scale = 1
        return try renderer.render()
    }

    static func isRed(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
        let c = image.color(atX: x, y: y)
        return c.red > 0.9 && c.green < 0.35 && c.blue < 0.35
    }

    @Test func aShapeStyleBackgroundFillsUnderTheStatusBarAndTheHomeIndicator() throws {
        let image = try Self.render(
            VStack {
                Text("Content")
                Spacer()
            }
            .frame(maxWidth: .infinity)
            .background(Color.red))
        // The status area is 62 pt and the home indicator's 34 pt (402 × 874 pt).
        #expect(Self.isRed(image, 20, 30), "under the status bar")
        #expect(Self.isRed(image, 20, 860), "under the home indicator")
    }

    @Test func noEdgesKeepsTheBackgroundInTheSafeArea() throws {
        let image = try Self.render(
            Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red, ignoresSafeAreaEdges: [])
        )
        #expect(!Self.isRed(image, 20, 30))
        #expect(Self.isRed(image, 20, 400))
    }

    @Test func aViewAwayFromTheEdgesKeepsItsBackgroundToItself() throws {
        let image = try Self.render(Text("Card").padding().background(Color.red))
        #expect(!Self.isRed(image, 20, 30))
        #expect(!Self.isRed(image, 201, 100))
    }
}
