import Foundation
import VitroColor
import VitroGeometry

/// Draws a frame again by redrawing only the pixels that can differ from the last one (a dirty
/// rectangle), clipped, into the last frame's pixels; the caller says where the frames differ.
///
/// The bytes are those of a fresh render: the redrawn rectangle is drawn by the same commands,
/// moved by whole pixels, over enough of the frame that every effect reading or spreading
/// beyond its own pixels (backdrops, glass, blurs, shadows) that touches it is drawn whole
/// (``redrawRects(_:_:screen:)``). When the rectangle would cover most of the frame, the caller
/// draws the frame afresh.
package enum IncrementalCompositor {
    /// Above this share of the frame, a redraw is a fresh render: drawing a large rectangle
    /// clipped costs about what the whole frame does.
    package static let fullRedrawShare = 0.6

    /// The pixels of `commands` (the whole frame, `width` × `height`) that `damage` can change,
    /// redrawn: `exact` is where the new frame's pixels are, `part` holds them (its own pixels,
    /// `exact`'s size). Nil when the whole frame should be drawn afresh.
    ///
    /// `moved(dx, dy)` gives the same commands moved by whole pixels (−dx, −dy), so that the
    /// drawn rectangle's corner is the origin.
    package static func redraw(
        _ damage: Rect2D, _ commands: [DrawCommand], width: Int, height: Int, colorSpace: ColorSpace, isOpaque: Bool,
        moved: (_ dx: Int, _ dy: Int) -> [DrawCommand]
    ) throws -> (exact: PixelRect, part: Pixmap)? {
        let screen = Rect2D(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let (exact, rect) = redrawRects(damage, commands, screen: screen),
            Double(rect.width * rect.height) <= fullRedrawShare * Double(width * height)
        else { return nil }
        let local = Rect2D(x: 0, y: 0, width: Double(rect.width), height: Double(rect.height))
        let drawn = cull(moved(rect.x, rect.y), to: local)
        var part = try Pixmap(width: rect.width, height: rect.height, colorSpace: colorSpace, pixelLimit: .max)
        if isOpaque { part.clear(to: RGBColor(0, 0, 0)) }
        let keep = PixelRect(x: exact.x - rect.x, y: exact.y - rect.y, width: exact.width, height: exact.height)
        // Only `keep` is copied back: fills beyond it (a screen's background, a card behind the
        // changed row) would be drawn for nothing. Layers are still drawn whole, for their blurs.
        Compositor().draw(drawn, into: &part, isClear: !isOpaque, fillsOnly: keep)
        guard let kept = part.cropped(to: keep) else { return nil }
        return (exact, kept)
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
    package static func redrawRects(_ damage: Rect2D, _ commands: [DrawCommand], screen: Rect2D) -> (
        exact: PixelRect, drawn: PixelRect
    )? {
        var effects: [Effect] = []
        Self.effects(commands, into: &effects)
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
    package static let guardBand = 16.0

    /// The whole pixels a rectangle touches.
    package static func pixels(_ r: Rect2D) -> PixelRect? {
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

    /// How far a backdrop's blur of σ pixels reads beyond its shape: the blur's own margin
    /// (`Compositor.backdropInLayer`), with room to spare.
    static func backdropMargin(_ sigma: Double) -> Double {
        5 * sigma + 2 * max(1, sigma / 2.5) + 8
    }

    /// A drawing step whose pixels depend on pixels other than their own: the pixels it reads
    /// and writes, and whether it reads what lies beneath it (a backdrop, glass) or only what it
    /// draws itself (a blurred or shadowed layer).
    package struct Effect {
        var reach: Rect2D
        var readsBeneath: Bool
    }

    /// The steps of `commands` that read or spread beyond their own pixels: backdrops, glass, blurred and shadowed layers.
    package static func effects(_ commands: [DrawCommand], into effects: inout [Effect]) {
        for c in commands {
            switch c {
            case .fill, .image: continue
            case .backdrop(let effect, let path):
                let m = backdropMargin(effect.sigma)
                effects.append(Effect(reach: path.controlPointBounds.insetBy(dx: -m, dy: -m), readsBeneath: true))
            case .glass:
                if let b = DrawCommand.bounds(of: [c], padding: .damage) {
                    effects.append(Effect(reach: b.insetBy(dx: -2, dy: -2), readsBeneath: true))
                }
            case .layer(let e, let children):
                var inner: [Effect] = []
                Self.effects(children, into: &inner)
                if let mask = e.mask { Self.effects(mask, into: &inner) }
                if e.blurSigma > 0 || e.shadow != nil, let b = DrawCommand.bounds(of: [c], padding: .damage) {
                    // A layer holding a backdrop spreads what that backdrop read.
                    effects.append(
                        Effect(reach: b.insetBy(dx: -2, dy: -2), readsBeneath: inner.contains { $0.readsBeneath }))
                }
                effects += inner
            }
        }
    }

    /// The steps of `commands` that reach `rect`; the children of plain groups (and of groups
    /// clipped to whole pixels) are sorted the same way.
    package static func cull(_ commands: [DrawCommand], to rect: Rect2D) -> [DrawCommand] {
        commands.compactMap { c in
            guard let b = DrawCommand.bounds(of: [c], padding: .damage), !b.intersection(rect).isEmpty else {
                return nil
            }
            guard case .layer(let e, let children) = c, splits(e) else { return c }
            return .layer(e, cull(children, to: rect))
        }
    }

    /// Whether a layer's children can be left out one by one: it draws them as they are, or
    /// only clips them to a rectangle on whole pixels (which leaves a pixel as it is or clears it).
    static func splits(_ e: LayerEffects) -> Bool {
        guard e.opacity >= 1, e.blend == .normal, e.mask == nil, e.blurSigma == 0, e.shadow == nil,
            e.colorMatrix == nil, e.alphaThreshold == nil, !e.isolated
        else { return false }
        guard let clip = e.clip else { return true }
        let b = clip.controlPointBounds
        return clip.isAxisAlignedRectangle && b.minX == b.minX.rounded() && b.minY == b.minY.rounded()
            && b.maxX == b.maxX.rounded() && b.maxY == b.maxY.rounded()
    }

    /// Copies rows of `part` (`width` pixels wide) into `whole` at `rect`.
    package static func copy<T>(
        _ part: [T], width: Int, into whole: inout [T], width wholeWidth: Int, at rect: PixelRect
    ) {
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

extension BezierPath {
    /// Whether the path is one rectangle with sides along the axes: straight lines from corner
    /// to corner of its bounds, each along one axis.
    var isAxisAlignedRectangle: Bool {
        let b = controlPointBounds
        var points: [Point2D] = []
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p):
                guard i == 0 else { return false }
                points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath: guard i == elements.count - 1 else { return false }
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let corners = points.allSatisfy { ($0.x == b.minX || $0.x == b.maxX) && ($0.y == b.minY || $0.y == b.maxY) }
        let alongAxes = (0..<4).allSatisfy {
            let p = points[$0]
            let q = points[($0 + 1) % 4]
            return (p.x == q.x) != (p.y == q.y)
        }
        return corners && alongAxes
    }
}
