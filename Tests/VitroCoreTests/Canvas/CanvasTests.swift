import Foundation
import Testing
import VitroColor
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// `Canvas` and `GraphicsContext`, rendered at 1x on a transparent 50 × 50 pt canvas.
@MainActor
@Suite struct CanvasTests {
    func render(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RasterImage {
        try ImageRenderer(content: Canvas(renderer: draw).frame(width: 50, height: 50)).render()
    }

    func alpha(_ image: RasterImage, _ x: Int, _ y: Int) -> Double { image.color(atX: x, y: y).alpha }

    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test func fillsAndStrokesDrawInTheCanvasCoordinates() throws {
        let image = try render { context, size in
            #expect(size == CGSize(width: 50, height: 50))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 45))
            line.addLine(to: CGPoint(x: 50, y: 45))
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        }
        let c = image.color(atX: 20, y: 20)
        #expect(c.alpha > 0.99 && c.red > 0.9 && c.green < 0.3)
        #expect(alpha(image, 5, 5) < 0.01)
        #expect(alpha(image, 5, 45) > 0.99 && alpha(image, 15, 45) < 0.01, "a dash, then a gap")
    }

    @Test func transformsMoveScaleAndRotateWhatIsDrawnNext() throws {
        let image = try render { context, _ in
            var moved = context
            moved.translateBy(x: 30, y: 0)
            moved.fill(square, with: .color(.red))
            var scaled = context
            scaled.translateBy(x: 0, y: 30)
            scaled.scaleBy(x: 2, y: 2)
            scaled.fill(square, with: .color(.red))
            var turned = context
            turned.translateBy(x: 25, y: 25)
            turned.rotate(by: .degrees(90))
            // (0…10, 0…2) turned a quarter clockwise on screen: x 23…25, y 25…35.
            turned.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 2)), with: .color(.red))
        }
        #expect(alpha(image, 35, 5) > 0.99 && alpha(image, 5, 5) < 0.01)
        #expect(alpha(image, 18, 48) > 0.99 && alpha(image, 22, 48) < 0.01, "scaled to 20 × 20")
        #expect(alpha(image, 24, 30) > 0.99 && alpha(image, 30, 26) < 0.01)
    }

    @Test func opacityBlendModeAndClipsApply() throws {
        let image = try render { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(square, with: .color(.red))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 20, y: 0, width: 5, height: 50)))
            clipped.fill(Path(CGRect(x: 0, y: 20, width: 50, height: 10)), with: .color(.green))
            var outside = context
            outside.clip(to: Path(CGRect(x: 0, y: 40, width: 10, height: 10)), options: .inverse)
            outside.fill(Path(CGRect(x: 0, y: 40, width: 50, height: 10)), with: .color(.blue))
            context.fill(Path(CGRect(x: 40, y: 0, width: 10, height: 10)), with: .color(red: 0, green: 0, blue: 1))
            var multiply = context
            multiply.blendMode = .multiply
            multiply.fill(Path(CGRect(x: 40, y: 0, width: 10, height: 10)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(abs(alpha(image, 5, 5) - 0.5) < 0.01)
        #expect(alpha(image, 22, 25) > 0.99 && alpha(image, 10, 25) < 0.01, "clipped to 20…25")
        #expect(alpha(image, 5, 45) < 0.01 && alpha(image, 30, 45) > 0.99, "inverse clip keeps the outside")
        let m = image.color(atX: 45, y: 5)
        #expect(m.red < 0.05 && m.green < 0.05 && m.blue < 0.05 && m.alpha > 0.99, "blue × red = black")
    }

    // Two overlapping opaque squares in a half-opaque layer: the overlap is 0.5, not 0.75.
    @Test func aLayerIsCompositedAsOne() throws {
        let image = try render { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 20)), with: .color(.red))
            }
        }
        #expect(abs(alpha(image, 15, 10) - 0.5) < 0.01)
        #expect(abs(alpha(image, 5, 10) - 0.5) < 0.01)
    }

    @Test func textAndImagesDrawAndResolve() throws {
        var measured = CGSize.zero
        let image = try render { context, size in
            let text = context.resolve(Text("Hi").font(.system(size: 20)))
            measured = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 25, y: 25))
        }
        #expect(measured.width > 10 && measured.height > 15)
        var inked = 0
        for y in 0..<50 { for x in 0..<50 where alpha(image, x, y) > 0.5 { inked += 1 } }
        #expect(inked > 20)
        // Centered on (25, 25): the ink is in the middle, none at the corners.
        #expect(alpha(image, 1, 1) < 0.01 && alpha(image, 48, 48) < 0.01)
    }

    @Test func aCanvasTakesTheSpaceItIsOffered() {
        let r = ImageRenderer(content: Canvas { _, _ in }.frame(width: 80, height: 30))
        #expect(r.layout().size == CGSize(width: 80, height: 30))
    }
}
