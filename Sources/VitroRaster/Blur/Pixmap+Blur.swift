extension Pixmap {
    /// Blurs the pixels under `rect` with a Gaussian of standard deviation `sigma`, in pixels.
    ///
    /// Pixels outside `rect` are read according to `edges`; nothing outside `rect` is written.
    /// σ from 0 to any size (the cost above σ = 5 hardly grows; above four times the canvas,
    /// or 250 px if larger, it is treated as that); NaN or negative σ blurs nothing. Uses every core unless `threads` says otherwise; the bytes are the same for
    /// any thread count.
    public mutating func blur(
        sigma: Double, in rect: PixelRect? = nil, edges: BlurEdgeMode = .extend, threads: Int? = nil
    ) {
        apply(BackdropFilter(sigma: sigma), in: rect ?? bounds, edges: edges, mask: nil, threads: threads)
    }

    /// A blurred copy; see `blur(sigma:in:edges:threads:)`.
    public func blurred(sigma: Double, edges: BlurEdgeMode = .extend, threads: Int? = nil) -> Pixmap {
        var copy = self
        copy.blur(sigma: sigma, edges: edges, threads: threads)
        return copy
    }

    /// Replaces the pixels under `rect` with the filtered backdrop, blended by `mask` coverage
    /// where a mask is given (a material's shape).
    public mutating func apply(
        _ filter: BackdropFilter, in rect: PixelRect, edges: BlurEdgeMode = .extend, mask: CoverageMask? = nil,
        threads: Int? = nil
    ) {
        var region = rect.intersection(bounds)
        if let mask { region = region.intersection(mask.rect) }
        guard !region.isEmpty else { return }
        // Mirror reflects at the edges of the requested rectangle, not of what is left of it.
        let mirrorRect = rect.intersection(bounds)
        var engine = BlurEngine(
            filter: filter, region: region, edges: edges, mirrorRect: mirrorRect, width: width, height: height,
            threads: threads ?? ParallelBands.defaultThreads)
        data.withUnsafeMutableBytes { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            engine.run(source: p, pixels: p, mask: mask)
        }
    }

    /// Replaces every pixel with `source` blurred with σ `sigma` (pixels), its edges extended:
    /// the bytes of copying `source` here and blurring it in place, without the copy. `source`
    /// has this pixmap's size.
    mutating func blur(from source: Pixmap, sigma: Double, threads: Int? = nil) {
        precondition(source.width == width && source.height == height)
        var engine = BlurEngine(
            filter: BackdropFilter(sigma: sigma), region: bounds, edges: .extend, mirrorRect: bounds, width: width,
            height: height, threads: threads ?? ParallelBands.defaultThreads)
        source.data.withUnsafeBytes { input in
            data.withUnsafeMutableBytes { raw in
                engine.run(
                    source: input.baseAddress!.assumingMemoryBound(to: UInt8.self),
                    pixels: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), mask: nil)
            }
        }
    }
}
