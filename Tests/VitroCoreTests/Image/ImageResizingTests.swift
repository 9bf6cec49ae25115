import Foundation
import Testing
import Vitro

/// `Image.resizable(capInsets:resizingMode:)`: caps keep their size, the rest stretches or tiles.
@MainActor
@Suite struct ImageResizingTests {
    /// An opaque image from a function of its pixel coordinates to (r, g, b) in 0…1.
    func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> (Double, Double, Double)) throws -> RasterImage {
        var samples: [UInt16] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                samples += [UInt16(r * 65535), UInt16(g * 65535), UInt16(b * 65535), 65535]
            }
        }
        return try RasterImage(width: width, height: height, samples: samples)
    }

    func render(_ view: some View, _ width: CGFloat, _ height: CGFloat) throws -> RasterImage {
        try ImageRenderer(content: view.frame(width: width, height: height)).render()
    }

    /// A 9 × 9 image: red 3-pixel corners, green edges, a blue center.
    func ninePatch() throws -> RasterImage {
        try image(9, 9) { x, y in
            let edgeX = x < 3 || x >= 6
            let edgeY = y < 3 || y >= 6
            return edgeX && edgeY ? (1, 0, 0) : (edgeX || edgeY ? (0, 1, 0) : (0, 0, 1))
        }
    }

    @Test func capInsetsKeepTheCornersAtTheirSize() throws {
        let patch = try ninePatch()
        let out = try render(
            Image(patch).resizable(capInsets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)), 30, 24)
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let c = out.color(atX: x, y: y)
            return (c.red, c.green, c.blue)
        }
        // Corners: exactly 3 × 3 red in each corner.
        for (x, y) in [(0, 0), (2, 2), (27, 0), (29, 2), (0, 21), (29, 23)] { #expect(rgb(x, y).0 > 0.99, "\(x),\(y)") }
        // Edges between the corners are green, however long; the center is blue.
        for (x, y) in [(3, 1), (15, 0), (26, 2), (1, 12), (28, 20), (15, 22)] {
            #expect(rgb(x, y).1 > 0.99 && rgb(x, y).0 < 0.01, "\(x),\(y)")
        }
        for (x, y) in [(3, 3), (15, 12), (26, 20)] { #expect(rgb(x, y).2 > 0.99, "\(x),\(y)") }
        // Plain stretching scales the corners with the image instead.
        let stretched = try render(Image(patch).resizable(), 30, 24)
        #expect(stretched.color(atX: 5, y: 5).red > 0.99)
    }

    @Test func tilingRepeatsTheImageAtItsSize() throws {
        // Two pixels black, two white.
        let stripes = try image(4, 2) { x, _ in x < 2 ? (0, 0, 0) : (1, 1, 1) }
        let tiled = try render(Image(stripes).resizable(resizingMode: .tile), 16, 2)
        for x in 0..<16 {
            let expected: Double = (x % 4) < 2 ? 0 : 1
            #expect(abs(tiled.color(atX: x, y: 1).red - expected) < 0.01, "\(x)")
        }
        // A tile cut by the frame's edge: 14 pixels hold three tiles and a half.
        let cut = try render(Image(stripes).resizable(resizingMode: .tile), 14, 2)
        #expect(cut.color(atX: 13, y: 0).red < 0.01)
        let stretched = try render(Image(stripes).resizable(), 16, 2)
        #expect(stretched.color(atX: 5, y: 1).red < 0.01)
    }

    @Test func tilingBetweenCapsRepeatsTheMiddleOnly() throws {
        // Red 2-pixel caps at both ends, a black-white middle of 2 pixels.
        let bar = try image(6, 1) { x, _ in x < 2 || x >= 4 ? (1, 0, 0) : (x == 2 ? (0, 0, 0) : (1, 1, 1)) }
        let out = try render(
            Image(bar).resizable(
                capInsets: EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2), resizingMode: .tile),
            12, 1)
        let row = (0..<12).map { out.color(atX: $0, y: 0) }
        #expect(row[0].red > 0.99 && row[1].green < 0.01 && row[10].red > 0.99 && row[11].green < 0.01)
        for x in 2..<10 {
            let expected: Double = x % 2 == 0 ? 0 : 1
            #expect(abs(row[x].green - expected) < 0.01, "\(x)")
        }
    }

    @Test func aOnePixelTileOverAHugeFrameStretchesInsteadOfDrawingMillions() throws {
        let dot = try image(1, 1) { _, _ in (0, 0, 1) }
        let list =
            "\(ImageRenderer(content: Image(dot).resizable(resizingMode: .tile).frame(width: 4000, height: 4000)).displayList)"
        #expect(list.split(separator: "\n").count < 10)
    }
}
