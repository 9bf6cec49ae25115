import Foundation
import Testing
import VitroColor
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// `GraphicsContext.addFilter(_:options:)` and canvas symbols (`resolveSymbol(id:)`), on a
/// transparent 50 × 50 pt canvas at 1×.
@MainActor
@Suite struct CanvasFilterAndSymbolTests {
    func render(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RasterImage {
        try ImageRenderer(content: Canvas(renderer: draw).frame(width: 50, height: 50)).render()
    }

    let square = Path(CGRect(x: 15, y: 15, width: 20, height: 20))

    @Test func aColorFilterChangesWhatIsDrawnAfterItOnly() throws {
        let image = try render { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.addFilter(.colorInvert())
            context.fill(square, with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        let before = image.color(atX: 5, y: 5)
        #expect(before.red > 0.9 && before.green < 0.4)
        // Red inverted is cyan.
        let after = image.color(atX: 25, y: 25)
        #expect(after.red < 0.02 && after.green > 0.98 && after.blue > 0.98)
    }

    @Test func filtersApplyInTheOrderAdded() throws {
        // Grayscale then multiply by red keeps red's luminance in the red channel only.
        let image = try render { context, _ in
            context.addFilter(.grayscale(1))
            context.addFilter(.colorMultiply(Color(red: 1, green: 0, blue: 0)))
            context.fill(square, with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        let c = image.color(atX: 25, y: 25)
        // Blue's Rec. 709 luminance is 0.0722.
        #expect(abs(c.red - 0.0722) < 0.01 && c.green < 0.01 && c.blue < 0.01)
    }

    @Test func aBlurFilterSpreadsEdgesAsTheBlurModifierDoes() throws {
        let filtered = try render { context, _ in
            context.addFilter(.blur(radius: 3))
            context.fill(square, with: .color(.black))
        }
        let modifier = try ImageRenderer(
            content: Canvas { context, _ in context.fill(square, with: .color(.black)) }.blur(radius: 3)
                .frame(width: 50, height: 50)
        ).render()
        // Half coverage at the edge, some outside it, and the same pixels as `.blur(radius:)`.
        #expect(abs(filtered.color(atX: 15, y: 25).alpha - 0.5) < 0.1)
        #expect(filtered.color(atX: 12, y: 25).alpha > 0.05)
        for x in stride(from: 8, to: 42, by: 3) {
            #expect(abs(filtered.color(atX: x, y: 25).alpha - modifier.color(atX: x, y: 25).alpha) < 0.02)
        }
    }

    @Test func aShadowFilterDrawsBeneathAtItsOffset() throws {
        let image = try render { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0.001, x: 5, y: 5))
            context.fill(square, with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        #expect(image.color(atX: 37, y: 37).alpha > 0.9)
        #expect(image.color(atX: 37, y: 37).red < 0.05)
        #expect(image.color(atX: 25, y: 25).red > 0.95)
    }

    @Test func aSymbolIsDrawnWhereAndAsOftenAsTheRendererAsks() throws {
        let canvas = Canvas(
            renderer: { context, _ in
                guard let dot = context.resolveSymbol(id: "dot") else { return }
                #expect(dot.size == CGSize(width: 10, height: 10))
                context.draw(dot, at: CGPoint(x: 10, y: 10))
                context.draw(dot, at: CGPoint(x: 40, y: 40), anchor: .bottomTrailing)
                #expect(context.resolveSymbol(id: "missing") == nil)
            },
            symbols: {
                Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10).tag("dot")
            })
        let image = try ImageRenderer(content: canvas.frame(width: 50, height: 50)).render()
        #expect(image.color(atX: 10, y: 10).blue > 0.95)
        #expect(image.color(atX: 35, y: 35).alpha > 0.95)
        #expect(image.color(atX: 25, y: 25).alpha < 0.01)
        #expect(image.color(atX: 4, y: 4).alpha < 0.01)
    }
}
