import Foundation
import Testing
import Vitro

/// `GraphicsContext.withCGContext(content:)`: CoreGraphics drawing into a canvas.
@MainActor
@Suite struct CanvasCGContextTests {
    @Test func coreGraphicsDrawsIntoTheCanvasInItsCoordinates() throws {
        let canvas = Canvas { context, _ in
            context.withCGContext { cg in
                cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            context.translateBy(x: 10, y: 10)
            context.withCGContext { cg in
                cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let renderer = ImageRenderer(content: canvas.frame(width: 20, height: 20).background(Color.white))
        renderer.scale = 2
        let image = try renderer.render()
        // The canvas's y goes down: the red square is at the top left, at 2 pixels a point.
        #expect(image.color(atX: 10, y: 10).red > 0.98 && image.color(atX: 10, y: 10).green < 0.02)
        #expect(image.color(atX: 30, y: 10).green > 0.98)
        // Moved by the context's transform.
        #expect(image.color(atX: 30, y: 30).blue > 0.98 && image.color(atX: 30, y: 30).red < 0.02)
        #expect(image.color(atX: 21, y: 21).green > 0.9)
    }
}
