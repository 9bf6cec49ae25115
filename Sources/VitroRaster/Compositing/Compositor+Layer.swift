import VitroColor
import VitroGeometry

extension Compositor {
    /// Draws `children` into a layer covering what they draw (and what a blur or shadow spreads
    /// to) within the target, applies the effects, and composites it: effects cost what the
    /// layer covers, not the whole target.
    func layer(_ effects: LayerEffects, _ children: [DrawCommand], into s: inout Surface, beneath: LayerContext?) {
        var e = effects
        // A rectangular clip around everything drawn changes nothing.
        if let clip = e.clip, let r = PathCoverage.rectangle(clip) {
            var unclipped = e
            unclipped.clip = nil
            if let b = bounds([.layer(unclipped, children)]), b.minX >= r.minX, b.minY >= r.minY, b.maxX <= r.maxX,
                b.maxY <= r.maxY
            {
                e.clip = nil
            }
        }
        guard e.needsLayer else {
            for c in children { draw(c, into: &s, beneath: beneath) }
            return
        }
        if blurredImage(e, children, into: &s) { return }
        let target = s.pixmap.bounds
        guard var b = bounds([.layer(e, children)]) else { return }
        b = b.insetBy(dx: -2, dy: -2).intersection(
            Rect2D(x: 0, y: 0, width: Double(target.width), height: Double(target.height)))
        guard !b.isEmpty, b.width >= 1, b.height >= 1 else { return }
        let ox = Int(b.minX.rounded(.down))
        let oy = Int(b.minY.rounded(.down))
        let w = Int(b.maxX.rounded(.up)) - ox
        let h = Int(b.maxY.rounded(.up)) - oy
        // Backdrops inside see what lies beneath this layer (the target is not changed while
        // the layer is drawn, so keeping it costs no copy).
        var context: LayerContext? = LayerContext(
            parent: s.pixmap, isClear: s.isClear, origin: (ox, oy), below: beneath)
        // A layer over the whole of a transparent target is drawn in the target's own pixels.
        let wholeClearTarget = s.isClear && ox == 0 && oy == 0 && w == target.width && h == target.height
        var layer: Surface
        if wholeClearTarget {
            layer = Surface(pixmap: s.pixmap, isClear: true)
            s.pixmap = .empty
        } else {
            guard let pixmap = try? Pixmap(width: w, height: h, colorSpace: s.pixmap.colorSpace, pixelLimit: .max)
            else { return }
            layer = Surface(pixmap: pixmap, isClear: true)
        }
        let dx = -Double(ox)
        let dy = -Double(oy)
        for c in children { draw(c.translated(dx, dy), into: &layer, beneath: context) }
        // Let go before the target is written below: still held then, it made that write copy
        // the whole target.
        context = nil
        if let m = e.colorMatrix { layer.pixmap.apply(m) }
        if let threshold = e.alphaThreshold { layer.pixmap.apply(threshold) }
        if e.blurSigma > 0 { blur(&layer.pixmap, e, dx, dy) }
        if let clip = e.clip {
            layer.pixmap.multiplyAlpha(
                by: PathCoverage(clip.applying(.translation(x: dx, y: dy)), rule: .nonZero, clip: layer.pixmap.bounds))
        }
        if let maskCommands = e.mask,
            let maskPixmap = try? Pixmap(width: w, height: h, colorSpace: layer.pixmap.colorSpace, pixelLimit: .max)
        {
            var mask = Surface(pixmap: maskPixmap, isClear: true)
            for c in maskCommands { draw(c.translated(dx, dy), into: &mask, beneath: nil) }
            layer.pixmap.multiplyAlpha(byAlphaOf: mask.pixmap)
        }
        if wholeClearTarget {
            // Over a transparent target the layer alone is the result…
            if e.shadow == nil, e.opacity >= 1, e.blend.isCopyOverClear {
                s.pixmap = layer.pixmap
                s.isClear = false
                return
            }
            // …otherwise it is composited onto a fresh transparent target.
            guard let canvas = try? Pixmap(width: w, height: h, colorSpace: layer.pixmap.colorSpace, pixelLimit: .max)
            else { return }
            s.pixmap = canvas
        }
        if let shadowEffect = e.shadow {
            var shadow = layer.pixmap
            shadow.tint(with: shadow.premultiplied(shadowEffect.color))
            if shadowEffect.sigma > 0 { shadow.blur(sigma: shadowEffect.sigma, edges: .transparent) }
            s.pixmap.draw(
                shadow, atX: ox + shadowEffect.dx, y: oy + shadowEffect.dy, opacity: e.opacity, blend: e.blend,
                mask: nil, overClear: s.isClear)
            s.isClear = false
        }
        s.pixmap.draw(
            layer.pixmap, atX: ox, y: oy, opacity: e.opacity, blend: e.blend, mask: nil, overClear: s.isClear)
        s.isClear = false
    }

    /// The layer blurred by the group's σ: opaque blurs clamp their samples to the view's frame,
    /// so its edges keep full alpha; others fade to transparency.
    func blur(_ layer: inout Pixmap, _ e: LayerEffects, _ dx: Double, _ dy: Double) {
        guard let frame = e.opaqueBlurFrame else {
            layer.blur(sigma: e.blurSigma, edges: .transparent)
            return
        }
        let f = Rect2D(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
        let r = PixelRect(
            x: Int(f.minX.rounded()), y: Int(f.minY.rounded()), width: Int(f.width.rounded()),
            height: Int(f.height.rounded()))
        if r.intersection(layer.bounds) == layer.bounds {
            // The frame covers the layer: the same as blurring a crop of all of it, in place.
            layer.blur(sigma: e.blurSigma, edges: .extend)
            return
        }
        guard var crop = layer.cropped(to: r) else { return }
        crop.blur(sigma: e.blurSigma, edges: .extend)
        layer.clear()
        layer.draw(
            crop, atX: max(r.x, 0), y: max(r.y, 0), opacity: 1, blend: .destinationOver, mask: nil, overClear: true)
    }
}
