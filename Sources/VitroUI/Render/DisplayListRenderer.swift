import Foundation
import VitroColor
import VitroGeometry
import VitroImageIO
import VitroRaster

/// Paints display-list items into a pixmap, bottom to top. Groups with effects are painted
/// into a layer of their own, then composited; a backdrop reads what is already painted in the
/// layer beneath it.
struct DisplayListRenderer {
    /// Points → pixels.
    let scale: CGFloat

    func render(_ items: [DisplayList.Item], into pixmap: inout Pixmap, transform: CGAffineTransform = .identity) {
        let base = transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        for item in items { draw(item, into: &pixmap, transform: base) }
    }

    /// The pixel-space coverage of a point-space path.
    /// How much `t` enlarges lengths (points → pixels, with any scale effect).
    static func scale(of t: CGAffineTransform) -> CGFloat { (t.a * t.a + t.b * t.b).squareRoot() }

    /// The transform that stretches `image`'s pixels over `rect`, then applies `t`.
    static func placement(_ image: RasterImage, in rect: CGRect, _ t: CGAffineTransform) -> Transform2D {
        CGAffineTransform(scaleX: rect.width / CGFloat(image.width), y: rect.height / CGFloat(image.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(t)
            .transform2D
    }

    func coverage(_ path: Path, _ rule: FillRule, _ t: CGAffineTransform, in pixmap: Pixmap) -> CoverageMask {
        PathRasterizer.coverage(of: path.storage.applying(t.transform2D), rule: rule, clip: pixmap.bounds)
    }

    func draw(
        _ item: DisplayList.Item, into pixmap: inout Pixmap, transform t: CGAffineTransform,
        beneath: LayerContext? = nil
    ) {
        switch item {
        case .fill(let path, let paint, let rule, let blend):
            fill(coverage(path, rule, t, in: pixmap), paint, blend, t, into: &pixmap)
        case .text(_, let path, let paint, let blend):
            fill(coverage(path, .nonZero, t, in: pixmap), paint, blend, t, into: &pixmap)
        case .image(let image, let rect, let interpolation, let opacity):
            pixmap.draw(
                image.pixmap(in: pixmap.colorSpace), transform: Self.placement(image, in: rect, t),
                bilinear: interpolation != .none, opacity: opacity)
        case .backdrop(let effect, let path):
            backdrop(effect, coverage(path, .nonZero, t, in: pixmap), t, into: &pixmap, beneath: beneath)
        case .group(let effects, let children):
            group(effects, children, into: &pixmap, transform: t, beneath: beneath)
        case .glass(let item): glass(item, into: &pixmap, transform: t, beneath: beneath)
        }
    }

    func fill(
        _ mask: CoverageMask, _ paint: Paint, _ blend: BlendOperation, _ t: CGAffineTransform, into pixmap: inout Pixmap
    ) {
        guard !mask.rect.isEmpty else { return }
        func ramp(_ s: GradientStops) -> GradientRamp {
            GradientRamp(stops: s.stops.map { (pixmap.premultiplied($0.color), $0.location) })
        }
        func px(_ p: CGPoint) -> Point2D { p.applying(t).point2D }
        let scaleFactor = Self.scale(of: t)
        switch paint {
        case .color(let c):
            pixmap.fill(mask, with: c, blend: blend)
        case .linearGradient(let s, let a, let b):
            pixmap.fill(mask, shader: .linear(ramp(s), start: px(a), end: px(b)), blend: blend)
        case .radialGradient(let s, let c, let r0, let r1, let sy):
            pixmap.fill(
                mask,
                shader: .radial(
                    ramp(s), center: px(c), startRadius: r0 * scaleFactor, endRadius: r1 * scaleFactor, scaleY: sy),
                blend: blend)
        case .angularGradient(let s, let c, let a0, let a1):
            pixmap.fill(mask, shader: .angular(ramp(s), center: px(c), startAngle: a0, endAngle: a1), blend: blend)
        case .image(let image, let rect):
            pixmap.draw(
                image.pixmap(in: pixmap.colorSpace), transform: Self.placement(image, in: rect, t), blend: blend,
                mask: mask)
        }
    }

    func backdrop(
        _ effect: BackdropEffect, _ mask: CoverageMask, _ t: CGAffineTransform, into pixmap: inout Pixmap,
        beneath: LayerContext? = nil
    ) {
        guard !mask.rect.isEmpty else { return }
        if let beneath {
            backdropInLayer(effect, mask, t, into: &pixmap, beneath: beneath)
            return
        }
        let scaleFactor = Self.scale(of: t)
        var tints = effect.tints
        if effect.adaptsToLuminance {
            // Denser over bright surroundings, lighter over dark ones.
            let y = meanLuminance(pixmap, under: mask)
            tints = [BackdropEffect.Tint(color: RGBColor(0x2C, 0x2C, 0x2E, alpha: 0.18 + 0.42 * y), blend: .normal)]
        }
        // The first source-over tint runs inside the filter (on the reduced image); the rest
        // are composited over the shape afterwards.
        var filterTint: SIMD4<Float>?
        if let first = tints.first, first.blend == .normal {
            filterTint = pixmap.premultiplied(first.color)
            tints.removeFirst()
        }
        let filter = BackdropFilter(
            sigma: Double(effect.sigma * scaleFactor),
            colorMatrix: effect.saturation == 1 ? nil : .saturation(Float(effect.saturation)),
            tint: filterTint)
        pixmap.apply(filter, in: mask.rect, edges: effect.edges, mask: mask)
        for tint in tints { pixmap.fill(mask, with: tint.color, blend: tint.blend) }
    }

    /// A backdrop drawn into a group's layer reads everything beneath it — the layers and the
    /// canvas under the group as well as what the group drew so far — and writes the filtered
    /// result into the layer under its shape.
    func backdropInLayer(
        _ effect: BackdropEffect, _ mask: CoverageMask, _ t: CGAffineTransform, into pixmap: inout Pixmap,
        beneath: LayerContext
    ) {
        let sigma = Double(effect.sigma * Self.scale(of: t))
        // As far as the blur itself reads beyond its region (BlurPlan's margin).
        let margin = Int((4 * sigma).rounded(.up)) + 2 * max(1, Int(sigma / 2.5)) + 2
        // Within the canvas, so an extended edge clamps where it does outside groups.
        let region = PixelRect(
            x: mask.rect.x - margin, y: mask.rect.y - margin, width: mask.rect.width + 2 * margin,
            height: mask.rect.height + 2 * margin
        ).intersection(beneath.canvasBounds)
        guard !region.isEmpty else { return }
        var under = beneath.composite(region)
        if let own = pixmap.cropped(to: region) {
            under.draw(own, atX: max(region.x, 0) - region.x, y: max(region.y, 0) - region.y)
        }
        // The same effect, drawn on the composite at the same place (its own coordinates).
        let local = CoverageMask(
            rect: PixelRect(
                x: mask.rect.x - region.x, y: mask.rect.y - region.y, width: mask.rect.width, height: mask.rect.height),
            values: mask.values)
        var full = CoverageMask(rect: local.rect)
        full.values = [Float](repeating: 1, count: local.rect.width * local.rect.height)
        backdrop(effect, full, t, into: &under)
        // Into the layer under the shape, anti-aliased by its coverage.
        pixmap.draw(under, atX: region.x, y: region.y, mask: mask)
    }

    func meanLuminance(_ p: Pixmap, under mask: CoverageMask) -> Double {
        var sum = 0.0
        var weight = 0.0
        let r = mask.rect
        let step = max(1, min(r.width, r.height) / 32)
        for y in stride(from: r.y, to: r.maxY, by: step) {
            for x in stride(from: r.x, to: r.maxX, by: step) {
                let c = Double(mask[x, y])
                guard c > 0 else { continue }
                let v = p[x, y]
                sum += c * (0.2126 * Double(v.x) + 0.7152 * Double(v.y) + 0.0722 * Double(v.z)) / 255
                weight += c
            }
        }
        return weight > 0 ? sum / weight : 0.5
    }

    /// The pixel bounds of what items draw (nil for nothing), before clipping to the canvas.
    func bounds(_ items: [DisplayList.Item], _ t: CGAffineTransform) -> CGRect? {
        var r: CGRect?
        func add(_ b: CGRect) {
            guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return }
            r = r.map { $0.union(b) } ?? b
        }
        for item in items {
            switch item {
            case .fill(let p, _, _, _), .text(_, let p, _, _), .backdrop(_, let p): add(p.boundingRect.applying(t))
            case .image(_, let rect, _, _): add(rect.applying(t))
            case .glass(let g): add(Self.bounds(of: g, t))
            case .group(let e, let children):
                let inner = e.transform.concatenating(t)
                guard var b = bounds(children, inner) else { continue }
                let s = Self.scale(of: t)
                if e.blurRadius > 0 { b = b.insetBy(dx: -4 * e.blurRadius * s, dy: -4 * e.blurRadius * s) }
                if let sh = e.shadow {
                    let spread = 2 * sh.radius * s
                    b = b.union(b.offsetBy(dx: sh.x * s, dy: sh.y * s).insetBy(dx: -spread, dy: -spread))
                }
                if let clip = e.clip { b = b.intersection(clip.boundingRect.applying(t)) }
                if !b.isNull { add(b) }
            }
        }
        return r
    }

    func group(
        _ e: GroupEffects, _ children: [DisplayList.Item], into pixmap: inout Pixmap, transform: CGAffineTransform,
        beneath: LayerContext? = nil
    ) {
        let t = e.transform.concatenating(transform)
        guard e.needsLayer else {
            for c in children { draw(c, into: &pixmap, transform: t, beneath: beneath) }
            return
        }
        // The layer covers what the group draws (and what its blur and shadow spread to),
        // within the canvas: effects cost what the group covers, not the whole image.
        let scaleFactor = Double(Self.scale(of: transform))
        guard var b = bounds([.group(e, children)], transform) else { return }
        b = b.insetBy(dx: -2, dy: -2).intersection(CGRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height))
        guard !b.isNull, b.width >= 1, b.height >= 1 else { return }
        let ox = Int(b.minX.rounded(.down)), oy = Int(b.minY.rounded(.down))
        let w = Int(b.maxX.rounded(.up)) - ox, h = Int(b.maxY.rounded(.up)) - oy
        guard var layer = try? Pixmap(width: w, height: h, colorSpace: pixmap.colorSpace, pixelLimit: .max) else {
            return
        }
        // Everything drawn into the layer shifts by its origin.
        let local = transform.concatenating(CGAffineTransform(translationX: -CGFloat(ox), y: -CGFloat(oy)))
        // Backdrops inside see what lies beneath this layer (the pixmap is not changed while
        // the layer is drawn, so keeping it costs no copy).
        let context = LayerContext(parent: pixmap, origin: (ox, oy), below: beneath)
        for c in children { draw(c, into: &layer, transform: e.transform.concatenating(local), beneath: context) }
        if let m = e.colorMatrix { layer.apply(m) }
        if e.blurRadius > 0 {
            let sigma = Double(e.blurRadius) * scaleFactor
            if e.blurOpaque {
                // Opaque: samples clamp to the view's own frame, so edges keep full alpha.
                let f = e.bounds.applying(local)
                let r = PixelRect(
                    x: Int(f.minX.rounded()), y: Int(f.minY.rounded()), width: Int(f.width.rounded()),
                    height: Int(f.height.rounded()))
                if var crop = layer.cropped(to: r) {
                    crop.blur(sigma: sigma, edges: .extend)
                    layer.clear()
                    layer.draw(crop, atX: max(r.x, 0), y: max(r.y, 0), blend: .destinationOver)
                }
            } else {
                layer.blur(sigma: sigma, edges: .transparent)
            }
        }
        if let clip = e.clip {
            Self.multiplyAlpha(&layer, by: coverage(clip, .nonZero, local, in: layer))
        }
        if let maskItems = e.mask, var maskLayer = try? Pixmap(width: w, height: h, pixelLimit: .max) {
            for m in maskItems { draw(m, into: &maskLayer, transform: local) }
            Self.multiplyAlpha(&layer, byAlphaOf: maskLayer)
        }
        if let s = e.shadow {
            var shadow = layer
            Self.tint(&shadow, s.color, pixmap: pixmap)
            if s.radius > 0 { shadow.blur(sigma: Double(s.radius) / 2 * scaleFactor, edges: .transparent) }
            let dx = Int((Double(s.x) * scaleFactor).rounded()), dy = Int((Double(s.y) * scaleFactor).rounded())
            pixmap.draw(shadow, atX: ox + dx, y: oy + dy, opacity: e.opacity, blend: e.blend)
        }
        pixmap.draw(layer, atX: ox, y: oy, opacity: e.opacity, blend: e.blend)
    }

    /// Scales every pixel by the mask's coverage (zero outside it).
    static func multiplyAlpha(_ p: inout Pixmap, by mask: CoverageMask) {
        let w = p.width
        let h = p.height
        p.data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt8.self)
            for y in 0..<h {
                for x in 0..<w {
                    let c = mask[x, y]
                    if c >= 1 { continue }
                    let i = (y * w + x) * 4
                    for k in 0..<4 { px[i + k] = UInt8((Float(px[i + k]) * c).rounded()) }
                }
            }
        }
    }

    static func multiplyAlpha(_ p: inout Pixmap, byAlphaOf m: Pixmap) {
        p.data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt8.self)
            m.data.withUnsafeBytes { mraw in
                let mp = mraw.bindMemory(to: UInt8.self)
                for i in stride(from: 0, to: px.count, by: 4) {
                    let a = UInt32(mp[i + 3])
                    if a == 255 { continue }
                    for k in 0..<4 { px[i + k] = UInt8((UInt32(px[i + k]) * a + 127) / 255) }
                }
            }
        }
    }

    /// Replaces colors by `color`, keeping each pixel's alpha (times the color's).
    static func tint(_ p: inout Pixmap, _ color: RGBColor, pixmap: Pixmap) {
        let c = pixmap.premultiplied(color)
        p.data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt8.self)
            for i in stride(from: 0, to: px.count, by: 4) {
                let a = Float(px[i + 3]) / 255
                px[i] = UInt8((c.x * a * 255).rounded())
                px[i + 1] = UInt8((c.y * a * 255).rounded())
                px[i + 2] = UInt8((c.z * a * 255).rounded())
                px[i + 3] = UInt8((c.w * a * 255).rounded())
            }
        }
    }
}

/// What lies beneath a layer being drawn: the pixmap it will be composited onto, where it sits
/// in it, and what lies beneath that pixmap when it is itself a layer.
final class LayerContext {
    let parent: Pixmap
    let origin: (x: Int, y: Int)
    let below: LayerContext?

    init(parent: Pixmap, origin: (x: Int, y: Int), below: LayerContext?) {
        self.parent = parent
        self.origin = origin
        self.below = below
    }

    /// The whole canvas in the layer's coordinates.
    var canvasBounds: PixelRect {
        let outer = below?.canvasBounds ?? PixelRect(x: 0, y: 0, width: parent.width, height: parent.height)
        return PixelRect(x: outer.x - origin.x, y: outer.y - origin.y, width: outer.width, height: outer.height)
    }

    /// Everything painted beneath the layer in `rect` (layer coordinates), as a pixmap of that size.
    func composite(_ rect: PixelRect) -> Pixmap {
        let inParent = PixelRect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
        var out =
            below?.composite(inParent)
            ?? (try? Pixmap(
                width: max(1, rect.width), height: max(1, rect.height), colorSpace: parent.colorSpace, pixelLimit: .max))!
        if let crop = parent.cropped(to: inParent) {
            out.draw(crop, atX: max(inParent.x, 0) - inParent.x, y: max(inParent.y, 0) - inParent.y)
        }
        return out
    }
}
