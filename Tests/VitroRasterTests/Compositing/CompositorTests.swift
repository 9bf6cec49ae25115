import Testing
import VitroColor
import VitroGeometry

@testable import VitroRaster

/// The compositor's commands: the same bytes for any thread count, and the fast paths giving
/// what the general ones give.
@Suite struct CompositorTests {
    static func roundedRect(_ r: Rect2D, _ radius: Double) -> BezierPath {
        var p = BezierPath()
        p.addRoundedRect(r, radius: radius)
        return p
    }

    static func rect(_ r: Rect2D) -> BezierPath {
        var p = BezierPath()
        p.addRect(r)
        return p
    }

    /// A photo-like image: smooth gradients with hard edges.
    static func image(_ w: Int, _ h: Int) throws -> Pixmap {
        var p = try Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let edge = (x / 37 + y / 23) % 2 == 0
                p[x, y] = SIMD4(
                    UInt8((x * 255) / w), UInt8((y * 255) / h), edge ? 200 : 40, 255)
            }
        }
        return p
    }

    /// A frame with every kind of command, large enough for the parallel paths.
    static func scene() throws -> [DrawCommand] {
        let photo = try image(300, 260)
        var blurred = LayerEffects()
        blurred.blurSigma = 6
        blurred.opacity = 0.9
        var clipped = LayerEffects()
        clipped.clip = roundedRect(Rect2D(x: 30, y: 300, width: 500, height: 200), 40)
        clipped.shadow = ShadowCommand(color: RGBColor(0, 0, 0, alpha: 0.4), sigma: 5, dx: 3, dy: 6)
        let mesh = MeshGradientGeometry(
            columns: 2, rows: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [RGBColor(255, 0, 0), RGBColor(0, 255, 0), RGBColor(0, 0, 255), RGBColor(255, 255, 0)],
            background: RGBColor(0, 0, 0, alpha: 0), smooth: true, pixelWidth: 200, pixelHeight: 150)
        return [
            .fill(
                rect(Rect2D(x: 0, y: 0, width: 600, height: 560)), .color(RGBColor(242, 242, 247)), .nonZero, .normal),
            .image(photo, .translation(x: 20, y: 10), bilinear: true, opacity: 1),
            .image(photo, Transform2D.scale(x: 0.7, y: 0.9).translated(x: 300.5, y: 40), bilinear: true, opacity: 0.8),
            .fill(
                roundedRect(Rect2D(x: 12.5, y: 120.25, width: 560, height: 400), 30),
                .color(RGBColor(255, 255, 255, alpha: 0.7)), .nonZero, .multiply),
            .fill(
                roundedRect(Rect2D(x: 40, y: 140, width: 520, height: 380), 24), .color(RGBColor(0, 136, 255)),
                .nonZero, .normal),
            .layer(
                blurred,
                [
                    .fill(
                        rect(Rect2D(x: 80, y: 60, width: 200, height: 90.5)), .color(RGBColor(255, 56, 60)), .nonZero,
                        .normal)
                ]),
            .backdrop(
                BackdropCommand(
                    sigma: 20, saturation: 1.8, tints: [(RGBColor(255, 255, 255, alpha: 0.3), .normal)], edges: .extend),
                roundedRect(Rect2D(x: 0, y: 0, width: 600, height: 120), 20)),
            .layer(
                clipped,
                [
                    .fill(
                        rect(Rect2D(x: 0, y: 280, width: 600, height: 240)),
                        .mesh(mesh, .scale(x: 3, y: 1.6).translated(x: 0, y: 280)), .nonZero, .normal),
                    .backdrop(
                        BackdropCommand(
                            sigma: 8, saturation: 1.2, tints: [(RGBColor(0, 0, 0, alpha: 0.2), .plusDarker)],
                            edges: .mirror), rect(Rect2D(x: 100, y: 350, width: 200, height: 100))),
                ]),
        ]
    }

    static func render(threads: Int?) throws -> Pixmap {
        var p = try Pixmap(width: 600, height: 560)
        let commands = try scene()
        ParallelBands.$threadLimit.withValue(threads) { Compositor().draw(commands, into: &p, isClear: true) }
        return p
    }

    @Test func theBytesAreTheSameForAnyThreadCount() throws {
        let all = try Self.render(threads: nil)
        // Something was drawn everywhere the scene covers.
        #expect(all[5, 5].w == 255 && all[300, 300].w == 255)
        for threads in [1, 2, 3] {
            #expect(try Self.render(threads: threads) == all, "\(threads) threads")
        }
    }

    /// A redraw keeps only some pixels and fills only those (`fillsOnly`): there they must be
    /// what the whole frame draws, across the edge of a shadowed layer, partly covered paths and
    /// images; no effect that reads beneath reaches the kept pixels here, as the incremental
    /// compositor makes sure by growing them over such effects.
    @Test(arguments: [false, true])
    func fillsLimitedToTheKeptPixelsLeaveThemAsTheWholeFrameDrawsThem(opaque: Bool) throws {
        let commands = try Self.scene()
        var whole = try Pixmap(width: 600, height: 560)
        var part = whole
        if opaque {
            whole.clear(to: RGBColor(0, 0, 0))
            part.clear(to: RGBColor(0, 0, 0))
        }
        Compositor().draw(commands, into: &whole, isClear: !opaque)
        let keep = PixelRect(x: 380, y: 250, width: 180, height: 290)
        Compositor().draw(commands, into: &part, isClear: !opaque, fillsOnly: keep)
        #expect(part.cropped(to: keep) == whole.cropped(to: keep))
        // The fills did stop at the kept pixels: the background's gray is not drawn at the top left.
        #expect(part[5, 5] != whole[5, 5])
    }

    @Test func aLargePathFillMatchesOneCoverageMask() throws {
        // Chunked rasterization against the whole path's mask, over a translucent backdrop.
        let path = Self.roundedRect(Rect2D(x: 10.3, y: 7.6, width: 700, height: 500), 60)
        var backdrop = try Pixmap(width: 720, height: 520)
        backdrop.clear(to: RGBColor(20, 90, 200, alpha: 0.6))
        for mode in [BlendOperation.normal, .multiply, .screen] {
            var chunked = backdrop
            Compositor().draw([.fill(path, .color(RGBColor(250, 120, 30, alpha: 0.8)), .nonZero, mode)], into: &chunked)
            var whole = backdrop
            whole.fill(
                PathRasterizer.coverage(of: path, clip: whole.bounds), with: RGBColor(250, 120, 30, alpha: 0.8),
                blend: mode)
            #expect(BlendFastPathTests.maxDifference(chunked, whole) <= 1, "\(mode)")
        }
    }

    @Test func aRectangleOnWholePixelsCoversExactlyItsPixels() throws {
        let c = PathCoverage(
            Self.rect(Rect2D(x: 3, y: 4, width: 10, height: 6)), rule: .nonZero,
            clip: PixelRect(x: 0, y: 0, width: 12, height: 40))
        #expect(c.rect == PixelRect(x: 3, y: 4, width: 9, height: 6))
        #expect(c.mask == nil)
        // Fractional edges: exact areas, as the rasterizer gives them.
        let path = Self.rect(Rect2D(x: 2.25, y: 1.5, width: 7.3, height: 3.2))
        let clip = PixelRect(x: 0, y: 0, width: 20, height: 20)
        let fast = PathCoverage(path, rule: .nonZero, clip: clip).coverageMask
        let general = PathRasterizer.coverage(of: path, clip: clip)
        for y in 0..<20 {
            for x in 0..<20 { #expect(abs(fast[x, y] - general[x, y]) < 1e-5, "\(x), \(y)") }
        }
    }

    @Test func aRectangularClipAroundEverythingDrawnNeedsNoLayer() throws {
        var effects = LayerEffects()
        effects.clip = Self.rect(Rect2D(x: 0, y: 0, width: 50, height: 50))
        let inner: [DrawCommand] = [
            .fill(
                Self.roundedRect(Rect2D(x: 5, y: 5, width: 30, height: 30), 8), .color(RGBColor(255, 0, 0)), .nonZero,
                .normal)
        ]
        var clipped = try Pixmap(width: 50, height: 50)
        Compositor().draw([.layer(effects, inner)], into: &clipped)
        var plain = try Pixmap(width: 50, height: 50)
        Compositor().draw(inner, into: &plain)
        #expect(clipped == plain)
    }

    @Test func anAdaptiveWashKeepsTheRecipesColorAndDensifiesOverLight() throws {
        func wash(over gray: UInt8) throws -> SIMD4<UInt8> {
            var p = try Pixmap(width: 40, height: 40)
            p.clear(to: RGBColor(gray, gray, gray))
            let effect = BackdropCommand(
                sigma: 4, saturation: 1, tints: [(RGBColor(255, 0, 0, alpha: 0.3), .normal)], edges: .extend,
                adaptsToLuminance: true)
            Compositor().draw([.backdrop(effect, Self.rect(Rect2D(x: 0, y: 0, width: 40, height: 40)))], into: &p)
            return p[20, 20]
        }
        let overGray = try wash(over: 128)
        // The recipe's red, not a fixed gray.
        #expect(Int(overGray.x) > Int(overGray.y) + 30)
        // Over white the wash is denser (less green left) than over black it is red.
        let overWhite = try wash(over: 255)
        let overBlack = try wash(over: 0)
        #expect(255 - Int(overWhite.y) > 2 * Int(Double(255) * 0.3 * 0.6 * 0.9))
        #expect(Int(overBlack.x) < Int(Double(255) * 0.3 * 0.6) + 2)
    }
}
