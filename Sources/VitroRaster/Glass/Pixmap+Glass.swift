import Foundation
import VitroGeometry

extension Pixmap {
    /// Draws a group of Liquid Glass elements over what is already painted: each pixel of the
    /// group's bounds (plus its shadow margin) is written once, from the backdrop beneath —
    /// frosted, saturated, refracted through the bezel, washed, stained, lit — anti-aliased
    /// by the group's distance field. Returns what it measured beneath each shape, in order.
    ///
    /// Only pixels within the group's bounds and margin are read or written; rows run in bands
    /// on every core (or `threads`), with the same bytes for any thread count.
    @discardableResult
    public mutating func drawGlass(_ group: GlassGroup, threads: Int? = nil) -> [GlassReading] {
        drawGlass(group, within: bounds, threads: threads)
    }

    /// Draws a glass group into the pixels of `area` as if they were a pixmap of their own:
    /// the group's coordinates start at the area's corner, and nothing outside the area is read
    /// or written (the bytes of drawing into a crop of the area and copying back what changed).
    @discardableResult
    mutating func drawGlass(_ group: GlassGroup, within area: PixelRect, threads: Int? = nil) -> [GlassReading] {
        let view = GlassView(area: area.intersection(bounds))
        guard !view.area.isEmpty else { return group.shapes.map { _ in GlassReading(luminance: 0.5) } }
        let bounds = view.bounds
        let shapes = group.shapes
        let finite = shapes.map { s -> Bool in
            let b = s.geometry.bounds
            return b.x.isFinite && b.y.isFinite && b.width.isFinite && b.height.isFinite && !b.isEmpty
        }
        var readings = [GlassReading](repeating: GlassReading(luminance: 0.5), count: shapes.count)
        guard let first = shapes.indices.first(where: { finite[$0] }) else { return readings }
        var b = shapes[first].geometry.bounds
        for i in shapes.indices where finite[i] { b = b.union(shapes[i].geometry.bounds) }
        let margin = group.margin
        func grown(_ r: Rect2D, _ m: Double) -> PixelRect {
            // Clamped in Double first: far-away shapes never reach an Int conversion.
            let lim = Double(1 << 24)
            func c(_ v: Double) -> Int { Int(min(max(v, -lim), lim)) }
            let x0 = c((r.minX - m).rounded(.down))
            let y0 = c((r.minY - m).rounded(.down))
            return PixelRect(
                x: x0, y: y0, width: c((r.maxX + m).rounded(.up)) - x0, height: c((r.maxY + m).rounded(.up)) - y0)
        }
        let region = grown(b, margin).intersection(bounds)
        guard !region.isEmpty else { return readings }
        for i in shapes.indices where finite[i] {
            let beneath = meanLuma(under: shapes[i], view, empty: group.emptyBackdropLuminance)
            // The face's luma, not the backdrop's: a toned face is what the content sits on.
            readings[i] = GlassReading(
                luminance: shapes[i].appearanceLuminance ?? shapes[i].tone.map { $0.faceLuma(beneath) } ?? beneath,
                surroundingLuminance: group.borderWidth > 0
                    ? surroundingLuminance(shapes[i], group.borderWidth + 2, view) : 0.5)
        }

        // One field for the group over the region and a pixel around it (for gradients), and
        // which shape owns each pixel (its own tint, wash, bezel).
        let bezels = shapes.map { group.bezel(of: $0) }
        let fieldRect = PixelRect(x: region.x - 1, y: region.y - 1, width: region.width + 2, height: region.height + 2)
        // The field matters only where the kernel reads it: below the shadow's spread, the
        // contour's width, or beside the outline (a gradient's neighbors); beyond that any value
        // at least as far draws the same bytes, and a union missing far shapes is never nearer.
        // Paths are exact that far out and as deep as the bezel; shapes reach that far plus the blend.
        let reads = max(
            group.shadowOpacity > 0 ? max(0.5, 2.5 * group.shadowSigma) : 0,
            group.contour > 0 ? max(0.5, group.contourWidth) : 0, 2)
        // Deeper too where the frost begins and rises (its depth is read from the field).
        let sigma = group.frostSigma.isFinite ? max(0, group.frostSigma) : 0
        let frostReach =
            sigma > 0
            ? shapes.map { s in s.frostDepth.isFinite && s.frostRamp.isFinite ? max(0, s.frostDepth + s.frostRamp) : 0 }
                .max() ?? 0 : 0
        let band = max(bezels.max() ?? 1, reads.isFinite ? reads : margin, frostReach) + 3
        let k = Float(max(0, group.spacing.isFinite ? group.spacing : 0))
        let members = shapes.indices.filter { finite[$0] }
        let blends = group.blends
        // The same shapes at the same place as a recent frame: their field again (GlassUnionCache.swift).
        let key = GlassUnionCache.Key(
            geometries: members.map { shapes[$0].geometry }, k: k,
            blends: members.map { i in shapes[i].blend.map { _ in blends[i] } }, fieldRect: fieldRect, band: band,
            margin: band)
        let field = GlassUnionCache.shared.union(key) {
            GlassUnion(
                geometries: key.geometries, k: key.k, blends: key.blends, fieldRect: key.fieldRect, band: key.band,
                margin: key.margin)
        }

        // The frosted, saturated backdrop, over as much as the bezel's refraction and the
        // border's look outside can reach. The blur reads beyond that from the canvas where it
        // can (the crop extends its own edge only where the canvas ends).
        let reach = (bezels.max() ?? 0) * Double(GlassProfile.table[0]) + group.borderWidth * 2 + 3
        let sourceRect = grown(b, reach + 2).intersection(bounds)
        let s = group.saturation.isFinite ? Float(group.saturation) : 1
        let lens = LinearFrost.Lens(
            center: SIMD2((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2), magnification: group.lensMagnification)
        // The kernel reads the frosted backdrop only deeper than a shape's unfrosted rim (a
        // shallower pixel, the bezel's refraction included, reads the unfrosted one), so a lone
        // shape frosts only its bounds inset by the rim (two pixels kept for rounding). Merged
        // shapes frost all: the union is deeper than each shape where they meet.
        var frostOnly: PixelRect?
        if members.count == 1, let only = members.first {
            let depth = shapes[only].frostDepth
            if depth.isFinite, depth > 2, 2 * depth < min(b.width, b.height) {
                frostOnly = grown(b, -(depth - 2)).intersection(sourceRect)
            }
        }
        guard
            let (source, inside) = frosted(
                sourceRect, sigma: sigma, saturation: s, view, threads: threads, lens: lens, frostOnly: frostOnly)
        else {
            return readings
        }
        // Unfrosted (saturated only), in the same layout, where a shape keeps its rim clear.
        let sharp =
            frostReach > 0
            ? frosted(sourceRect, sigma: 0, saturation: s, view, threads: threads, cropSigma: sigma)?.0 : nil

        let kernel = GlassKernel(
            group: group, shapes: shapes, bezels: bezels, region: region, fieldRect: fieldRect,
            sourceRect: sourceRect, sourceStride: source.width, readings: readings)
        let w = width
        // The area's corner: the kernel's rows and columns are the area's.
        let corner = (view.area.y * w + view.area.x) * 4
        // One shape owns every pixel: one entry, read at index 0 (a step of 0).
        let owner = field.owner.isEmpty ? [Int32(members.first ?? 0)] : field.owner.map { Int32(members[Int($0)]) }
        let ownerStep = field.owner.isEmpty ? 0 : 1
        let union = field.values
        union.withUnsafeBufferPointer { u in
            owner.withUnsafeBufferPointer { o in
                field.second.withUnsafeBufferPointer { second in
                    field.share.withUnsafeBufferPointer { share in
                        source.data.withUnsafeBufferPointer { src in
                            (sharp ?? source).data.withUnsafeBufferPointer { unfrosted in
                                data.withUnsafeMutableBufferPointer { dst in
                                    let fields = ReadOnly(base: u.baseAddress!)
                                    let owners = ReadOnly(base: o.baseAddress!)
                                    let seconds =
                                        field.share.isEmpty ? nil : second.baseAddress.map { ReadOnly(base: $0) }
                                    let shares =
                                        field.share.isEmpty ? nil : share.baseAddress.map { ReadOnly(base: $0) }
                                    let sourcePixels = ReadOnly(
                                        base: src.baseAddress! + (inside.y * source.width + inside.x) * 4)
                                    let sharpPixels = ReadOnly(
                                        base: unfrosted.baseAddress! + (inside.y * source.width + inside.x) * 4)
                                    let out = SharedPointer(base: dst.baseAddress! + corner)
                                    ParallelBands.run(rows: region.height, threads: threads, minimumRows: 8) { rows in
                                        for row in rows {
                                            let blend = seconds.flatMap { s in
                                                shares.map { GlassKernel.Blend(second: s.base, share: $0.base) }
                                            }
                                            kernel.row(
                                                region.y + row, field: fields.base, owner: owners.base,
                                                ownerStep: ownerStep, blend: blend,
                                                source: sourcePixels.base, sharp: sharpPixels.base, into: out.base,
                                                canvasWidth: w)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return readings
    }

    /// The pixels of `rect` frosted with σ in linear light and saturated, reading the canvas around
    /// `rect` as far as the blur reaches (3σ), so they are what frosting the whole canvas would give there: a
    /// pixmap holding them, and where in it they lie (the rest is what the blur read).
    /// `cropSigma` sets the crop as a blur of that σ would (the same layout as that blur's).
    /// `frostOnly` (glass's frost only) limits the frost to that part of `rect`.
    func frosted(
        _ rect: PixelRect, sigma: Double, saturation: Float, _ view: GlassView, threads: Int?, cropSigma: Double? = nil,
        lens: LinearFrost.Lens = LinearFrost.Lens(), frostOnly: PixelRect? = nil
    ) -> (Pixmap, PixelRect)? {
        let m = Int((3 * (cropSigma ?? sigma)).rounded(.up)) + 1
        let outer = PixelRect(x: rect.x - m, y: rect.y - m, width: rect.width + 2 * m, height: rect.height + 2 * m)
            .intersection(view.bounds)
        guard var work = cropped(to: view.canvas(outer)) else { return nil }
        let inner = PixelRect(x: rect.x - outer.x, y: rect.y - outer.y, width: rect.width, height: rect.height)
        let matrix: ColorMatrix? = saturation == 1 ? nil : .saturation(saturation)
        if sigma >= 0.05 {
            // Glass frosts in linear light (LinearFrost.swift says why).
            var lens = lens
            lens.center -= SIMD2(Double(outer.x), Double(outer.y))
            // Only `frostOnly` of `rect` when given: the rest stays as the canvas has it.
            let frostRect =
                frostOnly.map {
                    PixelRect(x: $0.x - outer.x, y: $0.y - outer.y, width: $0.width, height: $0.height)
                        .intersection(inner)
                } ?? inner
            LinearFrost.apply(to: &work, in: frostRect, sigma: sigma, matrix: matrix, threads: threads, lens: lens)
        } else {
            // Unfrosted: the color steps alone.
            work.apply(BackdropFilter(sigma: sigma, colorMatrix: matrix), in: inner, edges: .extend, threads: threads)
        }
        let kept = inner.intersection(work.bounds)
        guard !kept.isEmpty else { return nil }
        return (work, kept)
    }

    /// The mean WCAG relative luminance of the backdrop along the outside of a shape's bounds,
    /// `distance` pixels out (64 points around it).
    func surroundingLuminance(_ shape: GlassShape, _ distance: Double, _ view: GlassView) -> Double {
        let b = shape.geometry.bounds.insetBy(dx: -distance, dy: -distance)
        func lin(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        var sum = 0.0
        var count = 0.0
        for i in 0..<64 {
            let t = Double(i) / 64 * 4
            let side = Int(t)
            let f = t - Double(side)
            let p: (Double, Double) =
                switch side {
                case 0: (b.minX + f * b.width, b.minY)
                case 1: (b.maxX, b.minY + f * b.height)
                case 2: (b.maxX - f * b.width, b.maxY)
                default: (b.minX, b.maxY - f * b.height)
                }
            guard p.0 >= 0, p.1 >= 0, p.0 < Double(view.area.width), p.1 < Double(view.area.height) else { continue }
            let v = self[view.area.x + Int(p.0), view.area.y + Int(p.1)]
            sum += 0.2126 * lin(v.x) + 0.7152 * lin(v.y) + 0.0722 * lin(v.z)
            count += 1
        }
        return count > 0 ? sum / count : 0.5
    }

    /// The mean gamma-encoded luma of the pixels inside a shape (its bounds, sampled on a grid
    /// of at most 32 × 32 points, weighted by whether each is inside the outline); transparent
    /// pixels count as `empty`, the luminance they are shown on.
    func meanLuma(under shape: GlassShape, _ view: GlassView, empty: Double) -> Double {
        let (width, height) = (view.area.width, view.area.height)
        let b = shape.geometry.bounds.intersection(Rect2D(x: 0, y: 0, width: Double(width), height: Double(height)))
        guard !b.isEmpty else { return 0.5 }
        let stepX = max(1, b.width / 32)
        let stepY = max(1, b.height / 32)
        var sum = 0.0
        var count = 0.0
        var y = b.minY + stepY / 2
        while y < b.maxY {
            var x = b.minX + stepX / 2
            while x < b.maxX {
                let p = Point2D(x: x, y: y)
                if shape.geometry.distance(to: p).map({ $0 < 0 }) ?? true {
                    let v = self[view.area.x + min(width - 1, Int(x)), view.area.y + min(height - 1, Int(y))]
                    // Premultiplied: what is transparent shows the empty backdrop's luminance.
                    let luma = (0.2126 * Double(v.x) + 0.7152 * Double(v.y) + 0.0722 * Double(v.z)) / 255
                    sum += luma + (1 - Double(v.w) / 255) * empty
                    count += 1
                }
                x += stepX
            }
            y += stepY
        }
        return count > 0 ? sum / count : 0.5
    }
}

/// The pixels a glass group is drawn into, within a pixmap: the group's coordinates start at
/// the area's corner.
struct GlassView {
    let area: PixelRect
    /// The area in its own coordinates.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: area.width, height: area.height) }
    /// A rectangle of the area's coordinates in the pixmap's.
    func canvas(_ r: PixelRect) -> PixelRect {
        PixelRect(x: r.x + area.x, y: r.y + area.y, width: r.width, height: r.height)
    }
}

/// A read-only pointer carried into concurrent bands.
struct ReadOnly<T>: @unchecked Sendable {
    let base: UnsafePointer<T>
}
