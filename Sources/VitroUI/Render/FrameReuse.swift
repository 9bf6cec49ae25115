import Foundation
import VitroColor
import VitroGeometry
import VitroImageIO
import VitroRaster

/// Keeps a host's last frame — its display list, its pixels and its image — and draws the next
/// frame by redrawing only the pixels that can differ (a dirty rectangle), clipped, into the
/// last frame's pixels.
///
/// The bytes are those of a fresh render: the redrawn rectangle is drawn by the same commands,
/// moved by whole pixels, over enough of the frame that every effect reading or spreading
/// beyond its own pixels (backdrops, glass, blurs, shadows) that touches it is drawn whole
/// (``redrawRects(_:_:screen:)``). When the rectangle would cover most of the frame, the frame
/// is drawn afresh.
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

    /// Above this share of the frame, a redraw is a fresh render: drawing a large rectangle
    /// clipped costs about what the whole frame does.
    static let fullRedrawShare = 0.6

    /// Forgets the last frame, so the next is drawn afresh.
    func reset() {
        canvas = nil
        pixmap = nil
        image = nil
        items = []
    }

    /// The image of `items` on `canvas`, drawn by `renderer`, reusing the last frame's pixels.
    func image(of items: [DisplayList.Item], on canvas: Canvas, renderer: DisplayListRenderer) throws -> RasterImage {
        guard self.canvas == canvas, let image else { return try fresh(items, on: canvas, renderer: renderer) }
        let screen = Rect2D(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        let base = CGAffineTransform(scaleX: canvas.scale, y: canvas.scale)
        let damage = DamageTracker(renderer: renderer).damage(self.items, items, base)
        self.items = items
        guard let damage, !damage.intersection(screen).isEmpty else {
            lastDrawing = .reused
            return image
        }
        let commands = renderer.commands(items, base)
        guard let (exact, rect) = Self.redrawRects(damage, commands, screen: screen),
            Double(rect.width * rect.height) <= Self.fullRedrawShare * Double(canvas.width * canvas.height)
        else { return try fresh(items, on: canvas, renderer: renderer) }
        // The commands again, moved so the drawn rectangle's corner is the origin (points →
        // pixels, then by whole pixels), and only those that reach it.
        let moved = base.concatenating(CGAffineTransform(translationX: -CGFloat(rect.x), y: -CGFloat(rect.y)))
        let local = Rect2D(x: 0, y: 0, width: Double(rect.width), height: Double(rect.height))
        let drawn = DamageTracker.cull(renderer.commands(items, moved), to: local)
        var part = try Pixmap(width: rect.width, height: rect.height, colorSpace: renderer.colorSpace, pixelLimit: .max)
        if canvas.isOpaque { part.clear(to: RGBColor(0, 0, 0)) }
        Compositor().draw(drawn, into: &part, isClear: !canvas.isOpaque)
        guard
            let kept = part.cropped(
                to: PixelRect(x: exact.x - rect.x, y: exact.y - rect.y, width: exact.width, height: exact.height)),
            // Taken out of the properties first, so they are written in place when nothing else
            // holds them (a caller still holding the last image keeps its own copy).
            var pixmap = self.pixmap.take(), self.image.take() != nil
        else { return try fresh(items, on: canvas, renderer: renderer) }
        Self.copy(kept.data, width: exact.width, into: &pixmap.data, width: canvas.width, at: exact)
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

    /// What to redraw for `damage`: the pixels that must come out exact (`exact`, copied into
    /// the last frame) and the pixels drawn to make them so (`drawn`, which holds `exact`); nil
    /// when `exact` would be the whole screen.
    ///
    /// `exact` grows over every effect that reads beneath it and touches it (its input must be
    /// exact too); `drawn` then holds every effect touching `exact` whole, so each is drawn as
    /// in a fresh render. A blurred or shadowed layer reads only its own content, so it need not
    /// be exact around itself: layers whose shadows overlap (a column of switches) do not pull
    /// one another in.
    static func redrawRects(_ damage: Rect2D, _ commands: [DrawCommand], screen: Rect2D) -> (
        exact: PixelRect, drawn: PixelRect
    )? {
        var effects: [DamageTracker.Effect] = []
        DamageTracker.effects(commands, into: &effects)
        // A pixel of anti-aliasing on each side.
        var exact = damage.insetBy(dx: -1, dy: -1).intersection(screen)
        var grew = true
        while grew {
            grew = false
            for effect in effects where effect.readsBeneath {
                let inside = effect.reach.intersection(screen)
                guard !inside.isEmpty, !inside.intersection(exact).isEmpty, !contains(exact, inside) else { continue }
                exact = exact.union(inside)
                grew = true
            }
            if contains(exact, screen) { return nil }
        }
        // A band around the exact pixels, so nothing drawn at the edge of the drawn pixels
        // (where steps are cut) reaches them.
        var drawn = exact.insetBy(dx: -guardBand, dy: -guardBand).intersection(screen)
        for effect in effects {
            let inside = effect.reach.intersection(screen)
            if !inside.isEmpty, !inside.intersection(exact).isEmpty { drawn = drawn.union(inside) }
        }
        guard let e = pixels(exact), let d = pixels(drawn) else { return nil }
        return (e, d)
    }

    /// How far the drawn pixels reach beyond the exact ones (pixels).
    static let guardBand = 16.0

    /// The whole pixels a rectangle touches.
    static func pixels(_ r: Rect2D) -> PixelRect? {
        let x0 = Int(r.minX.rounded(.down))
        let y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up))
        let y1 = Int(r.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func contains(_ a: Rect2D, _ b: Rect2D) -> Bool {
        b.minX >= a.minX && b.minY >= a.minY && b.maxX <= a.maxX && b.maxY <= a.maxY
    }

    /// Copies rows of `part` (`width` pixels wide) into `whole` at `rect`.
    static func copy<T>(_ part: [T], width: Int, into whole: inout [T], width wholeWidth: Int, at rect: PixelRect) {
        let channels = 4
        part.withUnsafeBufferPointer { src in
            whole.withUnsafeMutableBufferPointer { dst in
                let row = rect.width * channels
                for y in 0..<rect.height {
                    let from = src.baseAddress! + y * width * channels
                    let to = dst.baseAddress! + ((rect.y + y) * wholeWidth + rect.x) * channels
                    to.update(from: from, count: row)
                }
            }
        }
    }
}
