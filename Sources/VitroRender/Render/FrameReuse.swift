import Foundation
import VitroColor
import VitroGeometry
import VitroImageIO
import VitroRaster
@_spi(Nodes) import VitroCore
import VitroSurfaces

/// Keeps a host's last frame — its display list, its pixels and its image — and draws the next
/// frame by redrawing only the pixels that can differ: `DamageTracker` compares the display
/// lists, and VitroRaster's `IncrementalCompositor` redraws the pixels they reach.
@MainActor
final class FrameReuse {
    /// What makes two frames comparable pixel for pixel.
    struct Canvas: Equatable {
        var width: Int
        var height: Int
        var scale: CGFloat
        var colorSpace: ColorSpace
        var isOpaque: Bool
    }

    /// How the last frame was drawn (for tests).
    enum Drawing: Equatable {
        case full
        /// Only these pixels were redrawn.
        case partial(PixelRect)
        /// Nothing changed: the last image was returned.
        case reused
    }

    private var canvas: Canvas?
    private var items: [DisplayList.Item] = []
    private var pixmap: Pixmap?
    private var image: RasterImage?
    private(set) var lastDrawing: Drawing = .full {
        didSet { log?.append(lastDrawing) }
    }
    /// Every drawing since it was set to `[]` (for tests); nil keeps none.
    var log: [Drawing]?

    /// Forgets the last frame, so the next is drawn afresh.
    func reset() {
        canvas = nil
        pixmap = nil
        image = nil
        items = []
    }

    /// The image of `items` on `canvas`, drawn by `renderer`, reusing the last frame's pixels.
    func image(of items: [DisplayList.Item], on canvas: Canvas, renderer: DisplayListRenderer) throws -> RasterImage {
        // The last image is not bound to a local here: held over the redraw below (a local
        // lives to the end of its scope, in a release build too), it kept the last pixels
        // shared, and the redraw copied the whole frame before writing into it.
        guard self.canvas == canvas, self.image != nil else {
            return try fresh(items, on: canvas, renderer: renderer)
        }
        let screen = Rect2D(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        let base = CGAffineTransform(scaleX: canvas.scale, y: canvas.scale)
        let damage = DamageTracker(renderer: renderer).damage(self.items, items, base)
        self.items = items
        guard let damage, !damage.intersection(screen).isEmpty else {
            guard let image = self.image else { return try fresh(items, on: canvas, renderer: renderer) }
            lastDrawing = .reused
            return image
        }
        guard
            let (exact, kept) = try IncrementalCompositor.redraw(
                damage, renderer.commands(items, base), width: canvas.width, height: canvas.height,
                colorSpace: renderer.colorSpace, isOpaque: canvas.isOpaque,
                moved: { dx, dy in
                    // Points → pixels, then by whole pixels.
                    renderer.commands(
                        items, base.concatenating(CGAffineTransform(translationX: -CGFloat(dx), y: -CGFloat(dy))))
                }),
            // Taken out of the properties first, so they are written in place when nothing else
            // holds them (a caller still holding the last image keeps its own copy).
            var pixmap = self.pixmap.take(), self.image.take() != nil
        else { return try fresh(items, on: canvas, renderer: renderer) }
        pixmap.replace(exact, with: kept)
        // The image holds the pixels as drawn; its samples are made only if someone reads them.
        let next = RasterImage(pixmap)
        self.pixmap = pixmap
        self.image = next
        lastDrawing = .partial(exact)
        return next
    }

    private func fresh(_ items: [DisplayList.Item], on canvas: Canvas, renderer: DisplayListRenderer) throws
        -> RasterImage
    {
        var pixmap = try Pixmap(
            width: canvas.width, height: canvas.height, colorSpace: renderer.colorSpace, pixelLimit: .max)
        if canvas.isOpaque { pixmap.clear(to: RGBColor(0, 0, 0)) }
        renderer.render(items, into: &pixmap, isClear: !canvas.isOpaque)
        let image = RasterImage(pixmap)
        self.canvas = canvas
        self.items = items
        self.pixmap = pixmap
        self.image = image
        lastDrawing = .full
        return image
    }
}
