import Foundation
import Testing
import VitroImageIO
import VitroRaster

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Shadings, filters and queries of `GraphicsContext` added for SwiftUI's API, rendered at 1x.
@MainActor
@Suite struct GraphicsContextShadingTests {
    func render(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RasterImage {
        try ImageRenderer(content: Canvas(renderer: draw).frame(width: 50, height: 50)).render()
    }

    @Test func conicGradientTurnsAroundItsCenter() throws {
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let image = try render { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .conicGradient(gradient, center: CGPoint(x: 25, y: 25), angle: .zero))
        }
        // Just below the start ray (angle 0, to the right) the gradient starts red; just above
        // it, a whole turn later, it ends blue.
        let start = image.color(atX: 45, y: 27)
        let end = image.color(atX: 45, y: 23)
        #expect(start.red > 0.8 && start.blue < 0.2)
        #expect(end.blue > 0.8 && end.red < 0.2)
    }

    @Test func grayShadingColorMatrixAndPalette() throws {
        var swap = ColorMatrix()
        (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)
        let image = try render { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(white: 0.5))
            var filtered = context
            filtered.addFilter(.colorMatrix(swap))
            filtered.fill(Path(CGRect(x: 20, y: 0, width: 10, height: 10)), with: .color(red: 1, green: 0, blue: 0))
            context.fill(
                Path(CGRect(x: 40, y: 0, width: 10, height: 10)),
                with: .palette([.color(red: 0, green: 1, blue: 0), .color(red: 1, green: 0, blue: 0)]))
        }
        let gray = image.color(atX: 5, y: 5)
        #expect(abs(gray.red - 0.5) < 0.02 && abs(gray.blue - 0.5) < 0.02)
        let swapped = image.color(atX: 25, y: 5)
        #expect(swapped.blue > 0.95 && swapped.red < 0.05, "red and blue exchanged")
        #expect(image.color(atX: 45, y: 5).green > 0.95, "a palette fills with its first shading")
    }

    @Test func clipBoundingRectIsInTheCurrentCoordinates() throws {
        var rects: [CGRect] = []
        _ = try render { context, _ in
            rects.append(context.clipBoundingRect)
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)))
            context.translateBy(x: 10, y: 0)
            rects.append(context.clipBoundingRect)
        }
        #expect(rects == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 10, width: 20, height: 20)])
    }

    @Test func meshOfBezierPointsFollowsItsControlPoints() throws {
        func point(_ x: Float, _ y: Float, bulge: Float = 0) -> MeshGradient.BezierPoint {
            // Straight control points a third of the way to each neighbour, the vertical ones
            // pushed right by `bulge`.
            MeshGradient.BezierPoint(
                position: [x, y], leadingControlPoint: [x - 1 / 3, y], topControlPoint: [x + bulge, y - 1 / 3],
                trailingControlPoint: [x + 1 / 3, y], bottomControlPoint: [x + bulge, y + 1 / 3])
        }
        let colors: [Color.Resolved] = Array(repeating: Color.Resolved(red: 0, green: 0, blue: 1), count: 4)
        let straight = MeshGradient(
            width: 2, height: 2, bezierPoints: [point(0, 0), point(1, 0), point(0, 1), point(1, 1)],
            resolvedColors: colors)
        let bent = MeshGradient(
            width: 2, height: 2,
            bezierPoints: [point(0, 0, bulge: 0.6), point(1, 0), point(0, 1, bulge: 0.6), point(1, 1)],
            resolvedColors: colors)
        let a = try ImageRenderer(content: straight.frame(width: 40, height: 40)).render()
        let b = try ImageRenderer(content: bent.frame(width: 40, height: 40)).render()
        #expect(a.color(atX: 2, y: 20).blue > 0.95, "the straight mesh fills its frame")
        #expect(b.color(atX: 2, y: 20).alpha < 0.05, "the left edge bows right: the background shows")
        #expect(b.color(atX: 30, y: 20).blue > 0.95)
        #expect(straight.colorSpace == .device && MeshGradient.Colors.resolvedColors(colors) == bent.colors)
    }

    @Test func visualEffectsApplyWithoutChangingLayout() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
                .visualEffect { content, proxy in
                    content.offset(x: proxy.size.width).opacity(0.5)
                }
            Color.clear.frame(width: 20, height: 20)
        }
        let image = try ImageRenderer(content: view).render()
        #expect(image.color(atX: 5, y: 10).alpha < 0.01, "moved out of its own frame")
        let moved = image.color(atX: 30, y: 10)
        #expect(abs(moved.alpha - 0.5) < 0.02, "into its neighbour's, at half opacity")
    }

    @Test func resolvedTextBaselines() throws {
        var first: CGFloat = 0
        var last: CGFloat = 0
        _ = try render { context, _ in
            let text = context.resolve(Text("One\nTwo"))
            first = text.firstBaseline(in: CGSize(width: 100, height: 100))
            last = text.lastBaseline(in: CGSize(width: 100, height: 100))
        }
        #expect(first > 10 && last > first + 15, "two lines of body text")
    }
}
