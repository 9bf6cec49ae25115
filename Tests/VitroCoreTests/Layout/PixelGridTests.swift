import Foundation
import Testing
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Frames on the device pixel grid: SwiftUI rounds both edges of every view's frame to the
/// nearest pixel (halves up) after layout, so edges are crisp and neighbours share their edges.
@MainActor
@Suite struct PixelGridTests {
    func isOnGrid(_ v: CGFloat, scale: CGFloat) -> Bool { abs(v * scale - (v * scale).rounded()) < 1e-9 }

    func three(spacing: CGFloat = 0) -> some View {
        HStack(spacing: spacing) {
            Color.red
            Color.green
            Color.blue
        }
    }

    // 100 pt in three: layout gives 33.33 pt each; edges at 33.33 and 66.67 round to 33 and 67,
    // so the middle view takes the spare pixel (33, 34, 33), as SwiftUI draws it at 1x.
    @Test func threeEqualViewsInAnOddWidthShareTheRemainderAsSwiftUIDoes() {
        let f = leaves(three(), scale: 1, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(f.map(\.minX) == [0, 33, 67])
        #expect(f.map(\.width) == [33, 34, 33])
        // 101 pt: edges at 33.67 and 67.33 round to 34 and 67 → 34, 33, 34.
        let g = leaves(three(), scale: 1, proposal: ProposedViewSize(width: 101, height: 10))
        #expect(g.map(\.width) == [34, 33, 34])
        // At 2x the grid is half a point: 66.67 px and 133.33 px round to 67 and 133.
        let h = leaves(three(), scale: 2, proposal: ProposedViewSize(width: 100, height: 10))
        #expect(h.map(\.width) == [33.5, 33, 33.5])
        // The row stays closed: no gap, no overlap, and it spans the whole width.
        for row in [f, g, h] {
            #expect(row[0].maxX == row[1].minX && row[1].maxX == row[2].minX)
            #expect(row[0].minX == 0 && row[2].maxX == row[2].maxX.rounded())
        }
    }

    // Fractional paddings, frames and spacings still land every edge on a pixel boundary.
    @Test(arguments: [1.0, 2.0, 3.0])
    func framesLandOnPixelBoundaries(scale: CGFloat) {
        let view = VStack(spacing: 3.3) {
            Color.red.frame(width: 10.7, height: 5.15).padding(0.35)
            HStack(spacing: 1.1) {
                Color.green.frame(width: 7.45, height: 4.2)
                Text("Grid").padding(.leading, 0.4)
                Color.blue.frame(width: 2.25, height: 9.9)
            }
            .offset(x: 0)
        }
        .padding(1.01)
        let f = leaves(view, scale: scale)
        #expect(f.count == 4)
        for r in f {
            #expect(isOnGrid(r.minX, scale: scale) && isOnGrid(r.minY, scale: scale), "\(r) at \(scale)x")
            #expect(isOnGrid(r.maxX, scale: scale) && isOnGrid(r.maxY, scale: scale), "\(r) at \(scale)x")
        }
    }

    // The rule itself: nearest pixel, halves up, both edges; sizes follow the edges.
    @Test func roundingMovesEachEdgeToTheNearestPixelHalvesUp() {
        #expect(PixelGrid.round(0.5, scale: 1) == 1)
        #expect(PixelGrid.round(-0.5, scale: 1) == 0)
        #expect(PixelGrid.round(0.25, scale: 2) == 0.5)
        #expect(PixelGrid.round(CGFloat(1) / 6, scale: 3) == CGFloat(1) / 3)
        let r = PixelGrid.round(CGRect(x: 0.4, y: 0.6, width: 10.2, height: 3.3), scale: 1)
        #expect(r == CGRect(x: 0, y: 1, width: 11, height: 3))
        // Bad input stays as it is instead of turning into NaN.
        #expect(PixelGrid.round(.infinity, scale: 2) == .infinity)
        #expect(PixelGrid.round(3.3, scale: 0) == 3.3)
        #expect(PixelGrid.round(3.3, scale: .nan) == 3.3)
    }

    // A text's size is whole pixels, rounded up, so rounding its frame never rewraps it.
    @Test(arguments: [1.0, 2.0, 3.0])
    func textSizesAreWholePixelsAndLinesDoNotRewrap(scale: CGFloat) {
        let r = ImageRenderer(content: Text("Pixel grid"))
        r.scale = scale
        let size = r.layout().size
        #expect(isOnGrid(size.width, scale: scale) && isOnGrid(size.height, scale: scale))
        let one = leaves(Text("Pixel grid").frame(width: 200), scale: scale)[0]
        let shifted = leaves(Text("Pixel grid").padding(.leading, 0.37).frame(width: 200), scale: scale)[0]
        #expect(one.size == shifted.size)
    }

    // Crisp edges: a rectangle at fractional layout positions covers whole pixels only, with no
    // half-covered row or column at its edges, and the image is a whole number of pixels.
    @Test(arguments: [1.0, 2.0, 3.0])
    func rectangleEdgesAreCrisp(scale: CGFloat) throws {
        let view = Color.red.frame(width: 10.4, height: 7.3).padding(.leading, 0.3).padding(.top, 1.45)
            .padding(.trailing, 0.2)
        let r = ImageRenderer(content: view)
        r.scale = scale
        let px = try r.renderPixmap()
        var partial = 0
        var opaque = 0
        for y in 0..<px.height {
            for x in 0..<px.width {
                let a = px[x, y].w
                if a == 255 { opaque += 1 } else if a != 0 { partial += 1 }
            }
        }
        #expect(partial == 0)
        #expect(opaque > 0)
        // The image is the root's rounded size: 10.9 × 8.75 pt.
        #expect(px.width == Int((PixelGrid.round(10.9, scale: scale) * scale).rounded()))
        #expect(px.height == Int((PixelGrid.round(8.75, scale: scale) * scale).rounded()))
    }
}
