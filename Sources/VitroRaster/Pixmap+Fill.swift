import VitroColor
import VitroGeometry

extension Pixmap {
    /// Paints `color` where `mask` covers, combined with what is there by `blend`.
    ///
    /// Coverage scales the source (its alpha and color alike), as Core Graphics and Skia do,
    /// so an edge pixel half covered gets half the source.
    public mutating func fill(_ mask: CoverageMask, with color: RGBColor, blend: BlendOperation = .normal) {
        fill(mask, with: color, blend: blend, overClear: false)
    }

    /// A solid fill; `overClear` promises that the pixels under the mask are transparent, which
    /// turns most modes into a copy. `mask` nil covers `rect` fully.
    mutating func fill(
        _ mask: CoverageMask?, rect: PixelRect? = nil, with color: RGBColor, blend: BlendOperation, overClear: Bool,
        threads: Int? = nil
    ) {
        let r = (rect ?? mask?.rect ?? bounds).intersection(mask?.rect ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        let source = premultiplied(color)
        if fillInteger(source, rect: r, mask: mask, blend: blend, overClear: overClear, threads: threads) { return }
        fillReference(mask ?? CoverageMask(rect: r), source: source, blend: blend)
    }

    /// The float path of a solid fill: the reference the integer paths are checked against.
    package mutating func fillReference(_ mask: CoverageMask, source: SIMD4<Float>, blend: BlendOperation) {
        let r = mask.rect.intersection(bounds)
        guard !r.isEmpty else { return }
        var job = SolidFill(source: source, mask: mask, rect: r, width: width, data: [])
        swap(&job.data, &data)
        blend.accept(&job)
        swap(&job.data, &data)
    }

    /// Fills `path` (pixel coordinates) with `color`, anti-aliased by exact pixel area.
    public mutating func fill(
        _ path: BezierPath, with color: RGBColor, rule: FillRule = .nonZero, blend: BlendOperation = .normal
    ) {
        fill(PathRasterizer.coverage(of: path, rule: rule, clip: bounds), with: color, blend: blend)
    }

    /// Fills a rectangle of whole pixels with `color`.
    public mutating func fill(_ rect: PixelRect, with color: RGBColor, blend: BlendOperation = .normal) {
        fill(CoverageMask(rect: rect.intersection(bounds)), with: color, blend: blend)
    }

    /// Composites `source` with its top-left corner at (`x`, `y`), scaled by `opacity` and by
    /// `mask` when given (mask coordinates are this pixmap's).
    ///
    /// The source's values are taken as they are; convert it first if its color space differs.
    public mutating func draw(
        _ source: Pixmap, atX x: Int, y: Int, opacity: Double = 1, blend: BlendOperation = .normal,
        mask: CoverageMask? = nil
    ) {
        draw(source, atX: x, y: y, opacity: opacity, blend: blend, mask: mask, overClear: false)
    }

    /// An image draw; `overClear` promises that the pixels under it are transparent.
    mutating func draw(
        _ source: Pixmap, atX x: Int, y: Int, opacity: Double, blend: BlendOperation, mask: CoverageMask?,
        overClear: Bool, threads: Int? = nil
    ) {
        var r = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        if let mask { r = r.intersection(mask.rect) }
        guard !r.isEmpty, opacity > 0 else { return }
        if blitInteger(
            source, dx: x, dy: y, rect: r, opacity: opacity, blend: blend, mask: mask, overClear: overClear,
            threads: threads)
        {
            return
        }
        drawReference(source, atX: x, y: y, opacity: opacity, blend: blend, mask: mask)
    }

    /// The float path of an image draw: the reference the integer paths are checked against.
    package mutating func drawReference(
        _ source: Pixmap, atX x: Int, y: Int, opacity: Double = 1, blend: BlendOperation = .normal,
        mask: CoverageMask? = nil
    ) {
        var r = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        if let mask { r = r.intersection(mask.rect) }
        guard !r.isEmpty, opacity > 0 else { return }
        var job = ImageDraw(
            source: source, dx: x, dy: y, opacity: Float(min(1, opacity)), mask: mask, rect: r, width: width, data: [])
        swap(&job.data, &data)
        blend.accept(&job)
        swap(&job.data, &data)
    }
}

/// The loop of a solid fill, specialized per blend kernel.
struct SolidFill: BlendKernelVisitor {
    let source: SIMD4<Float>
    let mask: CoverageMask
    let rect: PixelRect
    let width: Int
    var data: [UInt8]

    mutating func visit<K: BlendKernel>(_ kernel: K.Type) {
        let (source, mask, rect, width) = (source, mask, rect, width)
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: SIMD4<UInt8>.self)
            mask.values.withUnsafeBufferPointer { cov in
                for y in rect.y..<rect.maxY {
                    let mrow = (y - mask.rect.y) * mask.rect.width - mask.rect.x
                    let prow = y * width
                    for x in rect.x..<rect.maxX {
                        let c = cov[mrow + x]
                        if c <= 0 { continue }
                        let d = Pixmap.unquantize(px[prow + x])
                        px[prow + x] = Pixmap.quantize(K.blend(source, d, coverage: c))
                    }
                }
            }
        }
    }
}

/// The loop of an image draw, specialized per blend kernel.
struct ImageDraw: BlendKernelVisitor {
    let source: Pixmap
    let dx: Int, dy: Int
    let opacity: Float
    let mask: CoverageMask?
    let rect: PixelRect
    let width: Int
    var data: [UInt8]

    mutating func visit<K: BlendKernel>(_ kernel: K.Type) {
        let (source, dx, dy, opacity, mask, rect, width) = (source, dx, dy, opacity, mask, rect, width)
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: SIMD4<UInt8>.self)
            source.data.withUnsafeBytes { sraw in
                let spx = sraw.bindMemory(to: SIMD4<UInt8>.self)
                for y in rect.y..<rect.maxY {
                    let srow = (y - dy) * source.width - dx
                    let prow = y * width
                    for x in rect.x..<rect.maxX {
                        // A transparent source leaves the backdrop as it is in every mode.
                        let sp = spx[srow + x]
                        if sp.w == 0 { continue }
                        let c = opacity * (mask?[x, y] ?? 1)
                        if c <= 0 { continue }
                        let d = Pixmap.unquantize(px[prow + x])
                        px[prow + x] = Pixmap.quantize(K.blend(Pixmap.unquantize(sp), d, coverage: c))
                    }
                }
            }
        }
    }
}
