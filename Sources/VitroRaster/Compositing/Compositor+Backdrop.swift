import VitroColor
import VitroGeometry

extension Compositor {
    /// Filters what is painted under `coverage` by `effect`: blur, saturation, then the tints.
    func backdrop(
        _ effect: BackdropCommand, _ coverage: PathCoverage, into pixmap: inout Pixmap, beneath: LayerContext?
    ) {
        guard !coverage.rect.isEmpty else { return }
        if let beneath {
            backdropInLayer(effect, coverage, into: &pixmap, beneath: beneath)
            return
        }
        var tints = effect.tints
        if effect.adaptsToLuminance {
            // Denser over bright surroundings, lighter over dark ones, around the recipe's own
            // opacity: 0.6× over black to 2× over white.
            let y = meanLuminance(pixmap, under: coverage)
            tints = tints.map { ($0.color.withAlpha(min(1, $0.color.alpha * (0.6 + 1.4 * y))), $0.blend) }
        }
        // The first source-over tint runs inside the filter (on the reduced image); the modes
        // that only have the float kernel (color dodge, overlay …) follow inside it too, on
        // each row as the blur writes it, with the bytes a fill gives; the rest are composited
        // over the shape afterwards.
        var filterTint: SIMD4<Float>?
        if let first = tints.first, first.blend == .normal {
            filterTint = pixmap.premultiplied(first.color)
            tints.removeFirst()
        }
        var blends: [BackdropFilter.Blend] = []
        while let next = tints.first, !next.blend.hasIntegerPath {
            blends.append(BackdropFilter.Blend(color: pixmap.premultiplied(next.color), operation: next.blend))
            tints.removeFirst()
        }
        let filter = BackdropFilter(
            sigma: effect.sigma,
            colorMatrix: effect.saturation == 1 ? nil : .saturation(Float(effect.saturation)),
            tint: filterTint, blends: blends)
        pixmap.apply(filter, in: coverage.rect, edges: effect.edges, mask: coverage.mask)
        for tint in tints {
            pixmap.fill(coverage.mask, rect: coverage.rect, with: tint.color, blend: tint.blend, overClear: false)
        }
    }

    /// A backdrop drawn into a layer reads everything beneath it — the layers and the target
    /// under the layer as well as what the layer drew so far — and writes the filtered result
    /// into the layer under its shape.
    func backdropInLayer(
        _ effect: BackdropCommand, _ coverage: PathCoverage, into pixmap: inout Pixmap, beneath: LayerContext
    ) {
        let sigma = effect.sigma
        // As far as the blur itself reads beyond its region (BlurPlan's margin).
        let margin = Int((4 * sigma).rounded(.up)) + 2 * max(1, Int(sigma / 2.5)) + 2
        let rect = coverage.rect
        // Within the canvas, so an extended edge clamps where it does outside layers.
        let region = PixelRect(
            x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin
        ).intersection(beneath.canvasBounds)
        guard !region.isEmpty else { return }
        var under = beneath.composite(region)
        if let own = pixmap.cropped(to: region) {
            under.draw(own, atX: max(region.x, 0) - region.x, y: max(region.y, 0) - region.y)
        }
        // The same effect, drawn on the composite at the same place (its own coordinates).
        let local = PixelRect(x: rect.x - region.x, y: rect.y - region.y, width: rect.width, height: rect.height)
        backdrop(effect, PathCoverage(rect: local, mask: nil), into: &under, beneath: nil)
        // Into the layer under the shape, anti-aliased by its coverage.
        pixmap.draw(under, atX: region.x, y: region.y, mask: coverage.coverageMask)
    }

    /// The mean relative luminance (0…1) of the pixels under `coverage`, weighted by it, from
    /// a grid of about 32 × 32 samples.
    func meanLuminance(_ p: Pixmap, under coverage: PathCoverage) -> Double {
        var sum = 0.0
        var weight = 0.0
        let r = coverage.rect
        let step = max(1, min(r.width, r.height) / 32)
        for y in stride(from: r.y, to: r.maxY, by: step) {
            for x in stride(from: r.x, to: r.maxX, by: step) {
                let c = Double(coverage.mask?[x, y] ?? 1)
                guard c > 0 else { continue }
                let v = p[x, y]
                // Rec. 709 luma weights on the encoded values.
                sum += c * (0.2126 * Double(v.x) + 0.7152 * Double(v.y) + 0.0722 * Double(v.z)) / 255
                weight += c
            }
        }
        return weight > 0 ? sum / weight : 0.5
    }
}

extension PathCoverage {
    init(rect: PixelRect, mask: CoverageMask?) {
        self.rect = rect
        self.mask = mask
    }
}

/// What lies beneath a layer being drawn: the pixmap it will be composited onto (nil when that
/// is fully transparent), where the layer sits in it, and what lies beneath that pixmap when it
/// is itself a layer.
final class LayerContext {
    let parent: Pixmap?
    let size: (width: Int, height: Int)
    let colorSpace: ColorSpace
    let origin: (x: Int, y: Int)
    let below: LayerContext?

    init(parent: Pixmap, isClear: Bool, origin: (x: Int, y: Int), below: LayerContext?) {
        self.parent = isClear ? nil : parent
        self.size = (parent.width, parent.height)
        self.colorSpace = parent.colorSpace
        self.origin = origin
        self.below = below
    }

    /// The whole canvas in the layer's coordinates.
    var canvasBounds: PixelRect {
        let outer = below?.canvasBounds ?? PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        return PixelRect(x: outer.x - origin.x, y: outer.y - origin.y, width: outer.width, height: outer.height)
    }

    /// Everything painted beneath the layer in `rect` (layer coordinates), as a pixmap of that size.
    func composite(_ rect: PixelRect) -> Pixmap {
        let inParent = PixelRect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
        var out =
            below?.composite(inParent)
            ?? (try? Pixmap(
                width: max(1, rect.width), height: max(1, rect.height), colorSpace: colorSpace, pixelLimit: .max))
            ?? .empty
        if let crop = parent?.cropped(to: inParent) {
            out.draw(crop, atX: max(inParent.x, 0) - inParent.x, y: max(inParent.y, 0) - inParent.y)
        }
        return out
    }
}
