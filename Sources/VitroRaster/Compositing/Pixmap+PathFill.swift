import VitroColor
import VitroGeometry

/// Rows per chunk of a large path fill: each chunk's coverage fits in the L2 cache.
let pathFillChunkRows = 32

extension Pixmap {
    /// Fills a large path in chunks of rows, each rasterized and blended on its own, the chunks
    /// spread over every core. The chunks are fixed rows of the pixmap, whatever the thread
    /// count, so the bytes are the same for any. Returns false (nothing drawn) when the mode
    /// has no integer kernel.
    mutating func fillChunked(
        _ path: BezierPath, rule: FillRule, rect: PixelRect, color: RGBColor, blend: BlendOperation, overClear: Bool,
        threads: Int? = nil
    ) -> Bool {
        guard blend.hasIntegerPath || (overClear && blend.isCopyOverClear) else { return false }
        let source = premultiplied(color)
        let packed = Pixmap.pack(Pixmap.quantize(source))
        let first = rect.y / pathFillChunkRows
        let last = (rect.maxY - 1) / pathFillChunkRows
        guard path.isFinite else { return true }
        let w = width
        let flat = PathRasterizer.Flattened(path)
        data.withUnsafeMutableBytes { raw in
            let target = SharedPointer(base: raw.baseAddress!.assumingMemoryBound(to: UInt32.self))
            ParallelBands.run(rows: last - first + 1, threads: threads, minimumRows: 1) { chunks in
                for chunk in chunks {
                    let y0 = max(rect.y, (first + chunk) * pathFillChunkRows)
                    let y1 = min(rect.maxY, (first + chunk + 1) * pathFillChunkRows)
                    let band = PixelRect(x: rect.x, y: y0, width: rect.width, height: y1 - y0)
                    let mask = PathRasterizer.coverage(of: flat, rule: rule, clip: band)
                    let r = mask.rect.intersection(band)
                    guard !r.isEmpty else { continue }
                    var job = SolidBlit(color: source, packed: packed, rect: r, width: w, mask: mask, threads: 1)
                    job.target = target
                    blend.acceptInteger(&job, overClear: overClear)
                }
            }
        }
        return true
    }
}
