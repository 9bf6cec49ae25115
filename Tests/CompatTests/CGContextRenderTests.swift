import Foundation
import Testing
import Vitro

/// `ImageRenderer.render(rasterizationScale:renderer:)` drawing into a CoreGraphics bitmap
/// context, and the context's own drawing.
@MainActor
@Suite struct CGContextRenderTests {
    func bitmap(width: Int, height: Int) throws -> CGContext {
        try #require(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// The view: red over its top half, blue under it, 20 × 10 points.
    var redOverBlue: some View {
        VStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 5)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 5)
        }
    }

    @Test func theRendererDrawsItsContentIntoABitmapContext() throws {
        let renderer = ImageRenderer(content: redOverBlue)
        var drawn: CGImage?
        var reported = CGSize.zero
        renderer.render(rasterizationScale: 2) { size, draw in
            reported = size
            guard let context = try? bitmap(width: Int(size.width) * 2, height: Int(size.height) * 2) else { return }
            // Points to pixels, as a renderer into a 2× bitmap sets up its context.
            context.scaleBy(x: 2, y: 2)
            draw(context)
            drawn = context.makeImage()
        }
        #expect(reported == CGSize(width: 20, height: 10))
        let image = try #require(drawn)
        #expect(image.width == 40 && image.height == 20)
        // Upright: red on top, blue beneath.
        let pixels = Image(decorative: image, scale: 1)
        let rendered = try ImageRenderer(content: pixels).render()
        #expect(rendered.color(atX: 20, y: 4).red > 0.98 && rendered.color(atX: 20, y: 4).blue < 0.02)
        #expect(rendered.color(atX: 20, y: 16).blue > 0.98 && rendered.color(atX: 20, y: 16).red < 0.02)
    }

    @Test func theContextFillsStrokesAndClipsInItsCoordinates() throws {
        let context = try bitmap(width: 40, height: 40)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        // CoreGraphics' y goes up: this rectangle is the bitmap's bottom-left quarter.
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.saveGState()
        context.clip(to: CGRect(x: 20, y: 20, width: 20, height: 20))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        context.restoreGState()
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 0, y: 30))
        context.addLine(to: CGPoint(x: 20, y: 30))
        context.strokePath()
        let image = try ImageRenderer(content: Image(decorative: try #require(context.makeImage()), scale: 1)).render()
        #expect(image.color(atX: 10, y: 30).green > 0.98)
        #expect(image.color(atX: 30, y: 10).red > 0.98)
        // The clip kept the red out of the rest.
        #expect(image.color(atX: 30, y: 30).alpha < 0.02)
        #expect(image.color(atX: 10, y: 10).blue > 0.98)
        #expect(image.color(atX: 10, y: 4).alpha < 0.02)
    }
}
