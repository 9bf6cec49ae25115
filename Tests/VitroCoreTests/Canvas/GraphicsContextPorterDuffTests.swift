import Foundation
import Testing
import VitroColor
import VitroImageIO
import VitroRaster

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// The Porter–Duff blend modes of `GraphicsContext`: a half-transparent blue square drawn over
/// an opaque red one, each mode checked where they overlap, where only the blue is drawn, and
/// where only the red is (which every mode leaves as it is: they apply where something is
/// drawn).
@MainActor
@Suite struct GraphicsContextPorterDuffTests {
    func render(_ mode: GraphicsContext.BlendMode) throws -> (overlap: RGBColor, blue: RGBColor, red: RGBColor) {
        let image = try ImageRenderer(
            content: Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(red: 1, green: 0, blue: 0))
                context.blendMode = mode
                context.fill(
                    Path(CGRect(x: 20, y: 20, width: 30, height: 30)),
                    with: .color(red: 0, green: 0, blue: 1, opacity: 0.5))
            }
            .frame(width: 50, height: 50)
        ).render()
        return (image.color(atX: 25, y: 25), image.color(atX: 40, y: 40), image.color(atX: 5, y: 5))
    }

    func near(_ c: RGBColor, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Bool {
        // Colors compare premultiplied, so a transparent pixel's color does not matter.
        abs(c.red * c.alpha - r * a) < 0.03 && abs(c.green * c.alpha - g * a) < 0.03
            && abs(c.blue * c.alpha - b * a) < 0.03 && abs(c.alpha - a) < 0.03
    }

    @Test func porterDuffModes() throws {
        let clear = try render(.clear)
        #expect(near(clear.overlap, 0, 0, 0, 0) && near(clear.blue, 0, 0, 0, 0))
        let copy = try render(.copy)
        #expect(near(copy.overlap, 0, 0, 1, 0.5) && near(copy.blue, 0, 0, 1, 0.5))
        let sourceIn = try render(.sourceIn)
        #expect(near(sourceIn.overlap, 0, 0, 1, 0.5) && near(sourceIn.blue, 0, 0, 0, 0))
        let sourceOut = try render(.sourceOut)
        #expect(near(sourceOut.overlap, 0, 0, 0, 0) && near(sourceOut.blue, 0, 0, 1, 0.5))
        let destinationIn = try render(.destinationIn)
        #expect(near(destinationIn.overlap, 1, 0, 0, 0.5) && near(destinationIn.blue, 0, 0, 0, 0))
        let destinationAtop = try render(.destinationAtop)
        #expect(near(destinationAtop.overlap, 1, 0, 0, 0.5) && near(destinationAtop.blue, 0, 0, 1, 0.5))
        let xor = try render(.xor)
        #expect(near(xor.overlap, 1, 0, 0, 0.5) && near(xor.blue, 0, 0, 1, 0.5))
        for result in [clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor] {
            #expect(near(result.red, 1, 0, 0, 1), "outside the drawing the backdrop stays")
        }
    }
}
