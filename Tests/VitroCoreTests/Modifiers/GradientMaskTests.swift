import Foundation
import Testing
import Vitro

/// A gradient mask over a stack of redacted rows, as skeleton-loading placeholders are drawn
/// (StanfordSpezi/SpeziViews' `skeletonLoading`, whose iOS 26 snapshot shows five rows fading out
/// from the middle down): every row is masked by the one gradient laid over the whole stack.
@MainActor
@Suite struct GradientMaskTests {
    /// The placeholder rows as SpeziViews builds them: a modifier that repeats its content.
    struct Skeleton: ViewModifier {
        var count: Int
        @State private var shimmering = false

        func body(content: Content) -> some View {
            VStack(spacing: 16) {
                ForEach(0..<count, id: \.self) { _ in content.redacted(reason: .placeholder) }
            }
            .opacity(shimmering ? 0.3 : 1)
            .animation(.easeInOut(duration: 1.5).repeatForever(), value: shimmering)
            .onAppear { shimmering.toggle() }
            .mask(LinearGradient(gradient: Gradient(colors: [.black, .clear]), startPoint: .center, endPoint: .bottom))
        }
    }

    @Test func aModifierThatRepeatsItsContentShowsEveryCopy() throws {
        let view = RoundedRectangle(cornerRadius: 10).frame(height: 100).modifier(Skeleton(count: 5))
        let image = try ImageRenderer(content: view.frame(width: 200).background(Color.white)).render()
        #expect(image.height == 564)
        for (i, y) in [50, 166, 282].enumerated() {
            #expect(image.color(atX: 100, y: y).red < 0.1, "row \(i + 1) at y \(y) is drawn")
        }
    }

    /// Five 100 pt rows 16 pt apart (564 pt) under a gradient from opaque at the center to clear at
    /// the bottom, on white.
    static func render() throws -> RasterImage {
        let rows = VStack(spacing: 16) {
            ForEach(0..<5, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 10).frame(height: 100).redacted(reason: .placeholder)
            }
        }
        .mask(LinearGradient(gradient: Gradient(colors: [.black, .clear]), startPoint: .center, endPoint: .bottom))
        let renderer = ImageRenderer(content: rows.frame(width: 200).background(Color.white))
        return try renderer.render()
    }

    @Test func everyRowShowsFadingFromTheMiddleDown() throws {
        let image = try Self.render()
        #expect(image.height == 564)
        // Row centers: 50, 166, 282, 398, 514. The mask is opaque down to 282 and falls linearly
        // to clear at 564: darkness 1, 1, 1, 0.59, 0.18 (the snapshot's rows 1–3 black, 4 gray,
        // 5 pale).
        let expected: [Double] = [1, 1, 1, 1 - (398.0 - 282) / 282, 1 - (514.0 - 282) / 282]
        for (i, y) in [50, 166, 282, 398, 514].enumerated() {
            let darkness = 1 - image.color(atX: 100, y: y).red
            #expect(abs(darkness - expected[i]) < 0.06, "row \(i + 1) at y \(y): \(darkness), expected \(expected[i])")
        }
        // Between rows the white background shows.
        #expect(image.color(atX: 100, y: 108).red > 0.95)
    }
}
