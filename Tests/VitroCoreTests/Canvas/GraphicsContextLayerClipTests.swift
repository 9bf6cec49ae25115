import Foundation
import Testing
import VitroImageIO
import VitroColor
import VitroRaster

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Layer clips, tiled image shadings, resolved shadings and the projection filter of
/// `GraphicsContext`, rendered at 1x.
@MainActor
@Suite struct GraphicsContextLayerClipTests {
    func render(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RasterImage {
        try ImageRenderer(content: Canvas(renderer: draw).frame(width: 50, height: 50)).render()
    }

    /// A 2 × 1 image: red, then blue.
    static let pair: RasterImage = {
        let m: UInt16 = 65535
        return try! RasterImage(
            width: 2, height: 1, colorSpace: .sRGB, bitDepth: 16, samples: [m, 0, 0, m, 0, 0, m, m])
    }()

    func isRed(_ c: RGBColor) -> Bool { c.red > 0.9 && c.blue < 0.1 && c.alpha > 0.9 }
    func isBlue(_ c: RGBColor) -> Bool { c.blue > 0.9 && c.red < 0.1 && c.alpha > 0.9 }

    @Test func clipToLayerMasksLaterDrawing() throws {
        let image = try render { context, size in
            context.clipToLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 25, height: 50)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(isRed(image.color(atX: 10, y: 25)))
        #expect(image.color(atX: 40, y: 25).alpha < 0.05, "outside the layer's alpha nothing is drawn")
        let inverse = try render { context, size in
            context.clipToLayer(opacity: 1, options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 25, height: 50)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(inverse.color(atX: 10, y: 25).alpha < 0.05)
        #expect(isRed(inverse.color(atX: 40, y: 25)))
        let half = try render { context, size in
            context.clipToLayer(opacity: 0.5) { layer in
                layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(abs(half.color(atX: 25, y: 25).alpha - 0.5) < 0.05)
    }

    @Test func tiledImageTilesFromItsOrigin() throws {
        // Tiles 20 points wide (each image pixel 10 points) from x = 5: red 5…15, blue 15…25.
        let image = try render { context, size in
            context.fill(
                Path(CGRect(x: 10, y: 0, width: 40, height: 50)),
                with: .tiledImage(Image(Self.pair), origin: CGPoint(x: 5, y: 0), scale: 10))
        }
        #expect(isRed(image.color(atX: 12, y: 5)))
        #expect(isBlue(image.color(atX: 18, y: 5)))
        #expect(isRed(image.color(atX: 27, y: 5)))
        #expect(image.color(atX: 5, y: 5).alpha < 0.05, "only the filled shape")
        // The same paint as a shape style tiles from the shape's corner instead.
        let styled = try ImageRenderer(
            content: Rectangle().fill(.image(Image(Self.pair), scale: 10)).frame(width: 40, height: 10)
        ).render()
        #expect(isRed(styled.color(atX: 5, y: 5)) && isBlue(styled.color(atX: 15, y: 5)))
    }

    @Test func resolvedTextAndImageTakeTheirShading() throws {
        let image = try render { context, _ in
            var text = context.resolve(Text(verbatim: "WWW").font(.system(size: 20, weight: .black)))
            text.shading = .color(red: 0, green: 0, blue: 1)
            context.draw(text, in: CGRect(x: 0, y: 0, width: 50, height: 25))
            var symbol = context.resolve(Image(systemName: "square.fill"))
            symbol.shading = .color(red: 1, green: 0, blue: 0)
            context.draw(symbol, in: CGRect(x: 10, y: 28, width: 20, height: 20))
        }
        var sawBlue = false
        for x in 0..<50 { for y in 0..<25 where isBlue(image.color(atX: x, y: y)) { sawBlue = true } }
        #expect(sawBlue, "the text in its shading")
        #expect(isRed(image.color(atX: 20, y: 38)), "the symbol in its shading")
        var plain = GraphicsContext.ResolvedImage(image: Image(systemName: "a"), size: .zero)
        #expect(plain.shadingOverride == nil)
        plain.shading = .foreground
        #expect(plain.shadingOverride != nil)
    }

    @Test func projectionFilterMovesTheLayer() throws {
        let image = try render { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 30, y: 0))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red: 1, green: 0, blue: 0))
        }
        #expect(image.color(atX: 5, y: 5).alpha < 0.05)
        #expect(isRed(image.color(atX: 35, y: 5)))
    }
}

@MainActor
@Suite struct GraphicsContextAlphaThresholdTests {
    @Test func alphaThresholdKeepsARangeOfAlphaInOneColor() throws {
        let image = try ImageRenderer(
            content: Canvas { context, _ in
                context.addFilter(.alphaThreshold(min: 0.4, max: 0.8, color: Color(red: 0, green: 0, blue: 1)))
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(red: 1, green: 0, blue: 0))
                context.fill(
                    Path(CGRect(x: 20, y: 0, width: 10, height: 10)),
                    with: .color(red: 1, green: 0, blue: 0, opacity: 0.6))
                context.fill(
                    Path(CGRect(x: 40, y: 0, width: 10, height: 10)),
                    with: .color(red: 1, green: 0, blue: 0, opacity: 0.2))
            }
            .frame(width: 50, height: 10)
        ).render()
        #expect(image.color(atX: 5, y: 5).alpha < 0.02, "alpha 1 is above the range")
        let kept = image.color(atX: 25, y: 5)
        #expect(kept.alpha > 0.98 && kept.blue > 0.98 && kept.red < 0.02, "alpha 0.6 kept, in the color")
        #expect(image.color(atX: 45, y: 5).alpha < 0.02, "alpha 0.2 is below the range")
    }
}
