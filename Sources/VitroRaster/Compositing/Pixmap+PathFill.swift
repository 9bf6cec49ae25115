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
        let edges = ChunkEdges(flat, first: first, last: last, rows: pathFillChunkRows)
        data.withUnsafeMutableBytes { raw in
            let target = SharedPointer(base: raw.baseAddress!.assumingMemoryBound(to: UInt32.self))
            ParallelBands.run(rows: last - first + 1, threads: threads, minimumRows: 1) { chunks in
                // One accumulation buffer for this band's chunks: each fill leaves it zero.
                var cells = [Float](repeating: 0, count: (rect.width + 2) * pathFillChunkRows)
                cells.withUnsafeMutableBufferPointer { a in
                    for chunk in chunks {
                        let y0 = max(rect.y, (first + chunk) * pathFillChunkRows)
                        let y1 = min(rect.maxY, (first + chunk + 1) * pathFillChunkRows)
                        let band = PixelRect(x: rect.x, y: y0, width: rect.width, height: y1 - y0)
                        guard let r = PathRasterizer.region(of: flat, clip: band) else { continue }
                        PathRasterizer.accumulate(edges.chunks[chunk], in: r, into: a)
                        var job = SolidRunFill(
                            color: source, packed: packed, rect: r, width: w, rule: rule,
                            cells: SharedPointer(base: a.baseAddress!))
                        job.target = target
                        // (Always taken: the guard above. Were it not, the cells must not stay.)
                        if !blend.acceptInteger(&job, overClear: overClear) { a.update(repeating: 0) }
                    }
                }
            }
        }
        return true
    }
}
