import Testing
import VitroColor
import VitroGeometry

@testable import VitroRaster

/// An opaque blur of one image blurred straight into the target gives the bytes of the general
/// layer path (the image copied into a layer and blurred there).
@Suite struct BlurredImageTests {
    /// The layer as drawn by the fast path, and by the general path (an empty second child
    /// keeps the layer from being taken as one image).
    static func both(
        _ e: LayerEffects, _ image: Pixmap, at t: Transform2D, target: Pixmap, isClear: Bool
    ) -> (fast: Pixmap, general: Pixmap) {
        let child = DrawCommand.image(image, t, bilinear: true, opacity: 1)
        var fast = target
        var general = target
        Compositor().draw([.layer(e, [child])], into: &fast, isClear: isClear)
        Compositor().draw([.layer(e, [child, .layer(LayerEffects(), [])])], into: &general, isClear: isClear)
        return (fast, general)
    }

    static func opaqueBlur(_ sigma: Double, frame: Rect2D) -> LayerEffects {
        var e = LayerEffects()
        e.blurSigma = sigma
        e.opaqueBlurFrame = frame
        return e
    }

    @Test(arguments: [2.5, 7.0, 20.0, 60.0])
    func anImageFillingAClearTargetBlursToTheLayersBytes(sigma: Double) throws {
        let photo = try CompositorTests.image(240, 180)
        let e = Self.opaqueBlur(sigma, frame: Rect2D(x: 0, y: 0, width: 240, height: 180))
        let (fast, general) = Self.both(
            e, photo, at: .identity, target: try Pixmap(width: 240, height: 180), isClear: true)
        #expect(fast == general)
        // The blur happened: the hard edges are gone.
        #expect(fast != photo)
    }

    @Test(arguments: [3.0, 20.0])
    func anImageInsideALargerTargetBlursToTheLayersBytes(sigma: Double) throws {
        let photo = try CompositorTests.image(200, 150)
        var target = try Pixmap(width: 320, height: 260)
        target.fill(PixelRect(x: 0, y: 0, width: 320, height: 260), with: RGBColor(30, 200, 90, alpha: 0.8))
        var e = Self.opaqueBlur(sigma, frame: Rect2D(x: 40, y: 70, width: 200, height: 150))
        e.opacity = 0.7
        let (fast, general) = Self.both(e, photo, at: .translation(x: 40, y: 70), target: target, isClear: false)
        #expect(fast == general)
        #expect(fast != target)
    }

    @Test func aFrameOtherThanTheImagesTakesTheGeneralPath() throws {
        let photo = try CompositorTests.image(200, 150)
        let e = Self.opaqueBlur(8, frame: Rect2D(x: 20, y: 10, width: 120, height: 100))
        let (fast, general) = Self.both(
            e, photo, at: .translation(x: 10, y: 5), target: try Pixmap(width: 240, height: 180), isClear: true)
        #expect(fast == general)
    }
}
