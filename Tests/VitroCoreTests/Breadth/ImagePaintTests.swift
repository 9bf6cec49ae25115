import Foundation
import Testing
import Vitro

/// `ImagePaint` tiles its image's source rectangle at its scale from the filled rectangle's
/// corner.
@MainActor
@Suite struct ImagePaintTests {
    /// A 2 × 2 image: red, green over blue, white.
    static let checker: RasterImage = {
        let m: UInt16 = 65535
        let px: [[UInt16]] = [[m, 0, 0, m], [0, m, 0, m], [0, 0, m, m], [m, m, m, m]]
        return try! RasterImage(width: 2, height: 2, colorSpace: .sRGB, bitDepth: 16, samples: px.flatMap { $0 })
    }()

    func render(_ paint: ImagePaint) throws -> RasterImage {
        try ImageRenderer(content: Rectangle().fill(paint).frame(width: 40, height: 40)).render()
    }

    func isColor(_ c: RGBColor, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        abs(c.red - r) < 0.02 && abs(c.green - g) < 0.02 && abs(c.blue - b) < 0.02
    }

    @Test func tilesTheWholeImageAtItsScale() throws {
        // Each source pixel covers 10 × 10 points; the 20-point tile repeats once across.
        let image = try render(ImagePaint(image: Image(Self.checker), scale: 10))
        let s = Int(image.width / 40)
        #expect(isColor(image.color(atX: 5 * s, y: 5 * s), 1, 0, 0))
        #expect(isColor(image.color(atX: 15 * s, y: 5 * s), 0, 1, 0))
        #expect(isColor(image.color(atX: 5 * s, y: 15 * s), 0, 0, 1))
        #expect(isColor(image.color(atX: 15 * s, y: 15 * s), 1, 1, 1))
        // The second tile.
        #expect(isColor(image.color(atX: 25 * s, y: 25 * s), 1, 0, 0))
        #expect(isColor(image.color(atX: 35 * s, y: 5 * s), 0, 1, 0))
    }

    @Test func sourceRectChoosesThePartTiled() throws {
        // The left column only (red over blue), 10 points wide: stripes of it across.
        let image = try render(
            ImagePaint(image: Image(Self.checker), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 10))
        let s = Int(image.width / 40)
        #expect(isColor(image.color(atX: 5 * s, y: 5 * s), 1, 0, 0))
        #expect(isColor(image.color(atX: 15 * s, y: 5 * s), 1, 0, 0))
        #expect(isColor(image.color(atX: 15 * s, y: 15 * s), 0, 0, 1))
    }

    @Test func badInputFillsNothing() throws {
        for paint in [
            ImagePaint(image: Image(Self.checker), scale: 0), ImagePaint(image: Image(Self.checker), scale: .nan),
            ImagePaint(image: Image(systemName: "star"), scale: 1),
            ImagePaint(image: Image(Self.checker), sourceRect: .zero, scale: 1),
        ] {
            let image = try render(paint)
            #expect(image.color(atX: image.width / 2, y: image.height / 2).alpha < 0.01)
        }
    }
}
