import Foundation
import Testing
import VitroColor
import VitroImageIO

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// `GraphicsContext.Shading.backdrop`: a fill with a copy of what is already drawn behind it.
@MainActor
@Suite struct GraphicsContextBackdropTests {
    /// A 40 × 20 pt canvas at 1× over `background`: red on its left half, then `draw`.
    func render(
        over background: Color = .white, _ draw: @escaping (inout GraphicsContext) -> Void
    ) throws -> RasterImage {
        let canvas = Canvas { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            draw(&context)
        }
        return try ImageRenderer(content: canvas.frame(width: 40, height: 20).background(background)).render()
    }

    let whole = Path(CGRect(x: 0, y: 0, width: 40, height: 20))

    @Test func theBackdropAloneChangesNothing() throws {
        let image = try render { $0.fill(whole, with: .backdrop) }
        #expect(image.color(atX: 10, y: 10).red > 0.98 && image.color(atX: 10, y: 10).green < 0.02)
        #expect(image.color(atX: 30, y: 10).green > 0.98)
    }

    @Test func aFilteredBackdropFiltersTheCanvasAndTheViewsBeneath() throws {
        let image = try render(over: Color(red: 0, green: 0, blue: 1)) { context in
            context.addFilter(.colorInvert())
            context.fill(whole, with: .backdrop)
        }
        // The canvas's red turns cyan, the blue background behind the canvas yellow.
        let left = image.color(atX: 10, y: 10)
        #expect(left.red < 0.02 && left.green > 0.98 && left.blue > 0.98)
        let right = image.color(atX: 30, y: 10)
        #expect(right.red > 0.98 && right.green > 0.98 && right.blue < 0.02)
    }

    @Test func aBackdropBlendsWithItself() throws {
        let image = try render { context in
            context.blendMode = .difference
            context.fill(Path(CGRect(x: 10, y: 0, width: 30, height: 20)), with: .backdrop)
        }
        // Anything less itself is black, where the backdrop was filled only.
        #expect(image.color(atX: 5, y: 10).red > 0.98)
        #expect(image.color(atX: 15, y: 10).red < 0.02 && image.color(atX: 30, y: 10).green < 0.02)
    }
}
