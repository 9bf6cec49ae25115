import VitroGeometry

extension Pixmap {
    /// Draws `image` mapped by `transform`, taking the fast path where there is one: an integer
    /// translation is a copy or one blend pass; an axis-aligned scale is resampled separably
    /// (sample positions and weights computed once per column and once per row). Anything else
    /// goes through the general transform. `overClear` promises a transparent backdrop.
    mutating func draw(
        _ image: Pixmap, transform: Transform2D, bilinear: Bool, opacity: Double, blend: BlendOperation,
        mask: CoverageMask?, overClear: Bool
    ) {
        var t = transform
        // Scales and offsets within rounding error of a 1:1 placement on whole pixels are that
        // placement (a 3480-pixel image over 1160 points at 3x has a = 1 + 2e-16): across the
        // largest pixmap the sample positions move by under 1e-5 pixel.
        if abs(t.a - 1) < 1e-9, abs(t.d - 1) < 1e-9, abs(t.b) < 1e-12, abs(t.c) < 1e-12,
            abs(t.tx - t.tx.rounded()) < 1e-6, abs(t.ty - t.ty.rounded()) < 1e-6
        {
            t = .translation(x: t.tx.rounded(), y: t.ty.rounded())
        }
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.tx.isFinite, t.ty.isFinite else {
            drawTransformed(image, transform: t, bilinear: bilinear, opacity: opacity, blend: blend, mask: mask)
            return
        }
        if t.a == 1, t.d == 1, t.tx == t.tx.rounded(), t.ty == t.ty.rounded(), abs(t.tx) < 1e9,
            abs(t.ty) < 1e9
        {
            // Pixel centers land on texel centers: bilinear and nearest both read the texel itself.
            draw(
                image, atX: Int(t.tx), y: Int(t.ty), opacity: opacity, blend: blend, mask: mask, overClear: overClear)
            return
        }
        guard let inverse = t.inverted,
            let (layer, r) = resampleAxisAligned(image, transform: t, inverse: inverse, bilinear: bilinear, mask: mask)
        else { return }
        draw(layer, atX: r.x, y: r.y, opacity: opacity, blend: blend, mask: mask, overClear: overClear)
    }

    /// `image` stretched by an axis-aligned `transform` into a pixmap over the destination
    /// pixels it covers (and its origin there); the same bytes as the general transform's.
    func resampleAxisAligned(
        _ image: Pixmap, transform t: Transform2D, inverse: Transform2D, bilinear: Bool, mask: CoverageMask?
    ) -> (Pixmap, PixelRect)? {
        guard let r = resampledRect(image, transform: t, mask: mask) else { return nil }
        // The same image stretched the same way as a recent frame: its pixels again (ResampleCache.swift).
        let layer = ResampleCache.shared.layer(
            of: image, transform: t, bilinear: bilinear, rect: r, colorSpace: colorSpace
        ) { resample(image, inverse: inverse, bilinear: bilinear, into: r) }
        return layer.map { ($0, r) }
    }

    /// The destination pixels an axis-aligned `transform` of `image` covers, within the pixmap
    /// and the mask; nil if none.
    func resampledRect(_ image: Pixmap, transform t: Transform2D, mask: CoverageMask?) -> PixelRect? {
        let x0 = Int(min(t.tx, t.tx + t.a * Double(image.width)).rounded(.down))
        let x1 = Int(max(t.tx, t.tx + t.a * Double(image.width)).rounded(.up))
        let y0 = Int(min(t.ty, t.ty + t.d * Double(image.height)).rounded(.down))
        let y1 = Int(max(t.ty, t.ty + t.d * Double(image.height)).rounded(.up))
        guard x1 > x0, y1 > y0, x1 - x0 < 1 << 24, y1 - y0 < 1 << 24 else { return nil }
        var r = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(bounds)
        if let mask { r = r.intersection(mask.rect) }
        return r.isEmpty ? nil : r
    }

    /// `image` resampled by the inverse of an axis-aligned transform over the destination
    /// pixels `r`.
    func resample(_ image: Pixmap, inverse: Transform2D, bilinear: Bool, into r: PixelRect) -> Pixmap? {
        guard var layer = try? Pixmap(width: r.width, height: r.height, colorSpace: colorSpace, pixelLimit: .max)
        else { return nil }
        let w = image.width
        let h = image.height
        // Per column and per row: whether the pixel center falls inside the image, the two
        // texels either side (clamped) and the weight of the second, as the general path
        // computes them.
        func axis(_ count: Int, _ origin: Int, _ scale: Double, _ offset: Double, _ size: Int) -> [(
            Bool, Int, Int, Float
        )] {
            (0..<count).map { i in
                let p = scale * (Double(origin + i) + 0.5) + offset
                guard p >= 0, p < Double(size) else { return (false, 0, 0, 0) }
                guard bilinear else { return (true, min(Int(p), size - 1), 0, 0) }
                let f = p - 0.5
                let n = Int(f.rounded(.down))
                return (true, min(max(n, 0), size - 1), min(max(n + 1, 0), size - 1), Float(f - Double(n)))
            }
        }
        let columns = axis(r.width, r.x, inverse.a, inverse.tx, w)
        let rows = axis(r.height, r.y, inverse.d, inverse.ty, h)
        let lw = r.width
        image.data.withUnsafeBytes { sraw in
            let src = SharedPointer(
                base: UnsafeMutablePointer(mutating: sraw.baseAddress!.assumingMemoryBound(to: SIMD4<UInt8>.self)))
            layer.data.withUnsafeMutableBytes { draw in
                let dst = SharedPointer(base: draw.baseAddress!.assumingMemoryBound(to: SIMD4<UInt8>.self))
                ParallelBands.run(rows: rows.count, threads: lw * rows.count < parallelPixelThreshold ? 1 : nil) {
                    band in
                    for y in band {
                        let (inside, iy0, iy1, ty) = rows[y]
                        guard inside else { continue }
                        let out = dst.base + y * lw
                        let row0 = src.base + iy0 * w
                        let row1 = src.base + iy1 * w
                        for x in 0..<lw {
                            let (cin, ix0, ix1, tx) = columns[x]
                            guard cin else { continue }
                            guard bilinear else {
                                out[x] = row0[ix0]
                                continue
                            }
                            let t00 = Pixmap.unquantize(row0[ix0])
                            let t10 = Pixmap.unquantize(row0[ix1])
                            let t01 = Pixmap.unquantize(row1[ix0])
                            let t11 = Pixmap.unquantize(row1[ix1])
                            let top = t00 + (t10 - t00) * tx
                            let bottom = t01 + (t11 - t01) * tx
                            out[x] = Pixmap.quantize(top + (bottom - top) * ty)
                        }
                    }
                }
            }
        }
        return layer
    }
}
