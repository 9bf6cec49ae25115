import Foundation
import Testing
@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
import VitroImageIO
import VitroTestSupport

/// `contentMargins`, `scrollClipDisabled`, `defaultScrollAnchor` and `scrollTransition`, drawn.
@MainActor
@Suite struct ScrollAppearanceTests {
    /// A 100 × 100 scroll view holding three 60-point bars, red, green and blue.
    func bars() -> some View {
        ScrollView {
            VStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(height: 60)
                Color(red: 0, green: 1, blue: 0).frame(height: 60)
                Color(red: 0, green: 0, blue: 1).frame(height: 60)
            }
        }
        .frame(width: 100, height: 100)
    }

    @Test func contentMarginsInsetTheContentInsideTheScrollView() throws {
        // The bars (the scroll view's own clear base is 100 points tall).
        func bars(_ view: some View) -> [CGRect] { leaves(view).filter { $0.height == 60 } }
        let plain = bars(self.bars())
        let inset = bars(self.bars().contentMargins(.horizontal, 20).contentMargins(.top, 10))
        #expect(plain.first == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(inset.first == CGRect(x: 20, y: 10, width: 60, height: 60))
        // Margins for the indicators only leave the content where it was.
        #expect(bars(self.bars().contentMargins(20, for: .scrollIndicators)).first == plain.first)
    }

    @Test func scrollClipDisabledDrawsTheContentPastTheBounds() throws {
        func render(_ view: some View) throws -> RasterImage {
            try ImageRenderer(content: view.padding(.bottom, 100).background(Color.white)).render()
        }
        let clipped = try render(bars())
        let open = try render(bars().scrollClipDisabled())
        // Below the scroll view (y 150): white when clipped, the blue bar (120…180) when not.
        #expect(clipped.color(atX: 50, y: 150).red > 0.99)
        let c = open.color(atX: 50, y: 150)
        #expect(c.blue > 0.99 && c.red < 0.01, "\(c)")
    }

    @Test func defaultScrollAnchorBottomShowsTheEndOfTheContent() throws {
        let frames = leaves(bars().defaultScrollAnchor(.bottom))
        // 180 points of content in a 100-point view: the last bar ends at the bottom edge.
        #expect(frames.last == CGRect(x: 0, y: 40, width: 100, height: 60))
        // A short content lies against the bottom edge too.
        let short = leaves(
            ScrollView { Color.red.frame(height: 30) }.frame(width: 100, height: 100).defaultScrollAnchor(.bottom))
        #expect(short.last == CGRect(x: 0, y: 70, width: 100, height: 30))
    }

    @Test func scrollTransitionSeesTheViewsCutByTheEdges() throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in
                    Color(red: 0, green: 0, blue: 1).frame(height: 60)
                        .scrollTransition { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
        .frame(width: 100, height: 100).background(Color.white)
        let image = try ImageRenderer(content: view).render()
        // The first bar is wholly visible; the second is cut by the bottom edge and faded out.
        #expect(image.color(atX: 50, y: 30).blue > 0.99 && image.color(atX: 50, y: 30).red < 0.01)
        #expect(image.color(atX: 50, y: 80).red > 0.99)
    }
}
