import CVitroKernels
import Foundation

/// The blur behind `Pixmap.blur` and backdrop filters. See `BlurPlan` for the method.
struct BlurEngine {
    let filter: BackdropFilter
    let region: PixelRect
    let edges: BlurEdgeMode
    let mirrorRect: PixelRect
    let width: Int
    let height: Int
    let threads: Int
    let plan: BlurPlan
    /// The filter's blends, run on each row as it is written.
    let blendRows: [BackdropBlendRow]

    init(
        filter: BackdropFilter, region: PixelRect, edges: BlurEdgeMode, mirrorRect: PixelRect, width: Int, height: Int,
        threads: Int
    ) {
        self.filter = filter
        self.region = region
        self.edges = edges
        self.mirrorRect = mirrorRect
        self.width = width
        self.height = height
        self.threads = max(1, threads)
        blendRows = filter.blends.map(BackdropBlendRow.init)
        // Beyond a few canvas sizes a larger σ changes nothing visible, but the margins it
        // reads would grow without bound: cap it there (never below RasterLimits' 250 px).
        plan = BlurPlan(
            sigma: min(filter.sigma, max(RasterLimits.maximumBlurSigma, 4 * Double(max(width, height)))))
    }

    /// Where a coordinate beyond the region reads from: a canvas index, or -1 for nothing.
    func map(_ v: Int, lo: Int, hi: Int, canvas: Int) -> Int {
        switch edges {
        case .extend:
            return min(max(v, 0), canvas - 1)
        case .transparent:
            return v >= lo && v < hi ? v : -1
        case .mirror:
            let n = hi - lo
            guard n > 1 else { return lo }
            var t = (v - lo) % (2 * n)
            if t < 0 { t += 2 * n }
            return lo + (t < n ? t : 2 * n - 1 - t)
        }
    }

    /// Filters `source` into `pixels` (both `width` × `height`, four bytes a pixel; they may be
    /// the same). Every read of `source` happens before any write that could change it, and
    /// without a mask `pixels` is only written, so blurring one image into a fresh canvas gives
    /// the bytes blurring a copy of it in place would.
    mutating func run(source: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        if filter.sigma < 0.05 {
            // Nothing to blur and no color step: in place, every byte stays as it is (v / 255 · 255
            // rounds back to v, blended by any coverage with itself), so there is nothing to do.
            if source == UnsafePointer(pixels), !filter.hasColorSteps, blendRows.isEmpty { return }
            colorStepsOnly(source: source, pixels: pixels, mask: mask)
        } else if plan.factor == 1 {
            direct(source: source, pixels: pixels, mask: mask)
        } else {
            reduced(source: source, pixels: pixels, mask: mask)
        }
    }

    // MARK: writing

    /// Writes one finished row of premultiplied 0…255 floats into the pixmap, blended with
    /// what is there by the mask's coverage.
    static func store(
        _ row: UnsafePointer<Float>, count: Int, into dst: UnsafeMutablePointer<UInt8>, mask: CoverageMask?, x0: Int,
        y: Int
    ) {
        if let mask {
            for x in 0..<count / 4 {
                let c = mask[x0 + x, y]
                if c <= 0 { continue }
                for k in 0..<4 {
                    let o = Float(dst[x * 4 + k]) + (row[x * 4 + k] - Float(dst[x * 4 + k])) * c
                    dst[x * 4 + k] = toByte(o)
                }
            }
        } else {
            vitro_blur_store(row, Int32(count), dst)
        }
    }

    /// 0…255 float to a byte, rounding to nearest; branch-free so loops vectorize. NaN → 0.
    @inline(__always)
    static func toByte(_ v: Float) -> UInt8 {
        let q: Float = v > 0 ? (v < 255 ? v : 255) : 0
        // Adding 1.5·2²³ leaves the rounded integer in the low mantissa bits.
        return UInt8(truncatingIfNeeded: (q + 12_582_912).bitPattern)
    }

    // MARK: σ ≈ 0: only the color steps

    func colorStepsOnly(source: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        let (r, w, f, blends) = (region, width, filter, blendRows)
        let shared = SharedPointer(base: pixels)
        let input = ReadOnly(base: source)
        ParallelBands.run(rows: r.height, threads: threads) { rows in
            var line = [Float](repeating: 0, count: r.width * 4)
            for y in rows {
                let src = input.base + ((r.y + y) * w + r.x) * 4
                let dst = shared.base + ((r.y + y) * w + r.x) * 4
                for x in 0..<r.width {
                    var p =
                        SIMD4(Float(src[x * 4]), Float(src[x * 4 + 1]), Float(src[x * 4 + 2]), Float(src[x * 4 + 3]))
                        / 255
                    p = f.colorSteps(p) * 255
                    line[x * 4] = p.x
                    line[x * 4 + 1] = p.y
                    line[x * 4 + 2] = p.z
                    line[x * 4 + 3] = p.w
                }
                line.withUnsafeBufferPointer {
                    Self.store($0.baseAddress!, count: r.width * 4, into: dst, mask: mask, x0: r.x, y: r.y + y)
                }
                BackdropBlendRow.apply(blends, to: dst, count: r.width, mask: mask, x0: r.x, y: r.y + y)
            }
        }
    }

    // MARK: small σ: direct separable convolution

    func direct(source: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        let kernel = GaussianKernel(sigma: filter.sigma)
        let rad = kernel.radius
        let r = region
        let w = width
        let mr = mirrorRect
        // Source column for each tap position, -1 for transparent.
        let columns = (0..<(r.width + 2 * rad)).map { Int32(map(r.x - rad + $0, lo: mr.x, hi: mr.maxX, canvas: width)) }
        let rowsMap = (0..<(r.height + 2 * rad)).map { map(r.y - rad + $0, lo: mr.y, hi: mr.maxY, canvas: height) }
        let tmpCount = (r.height + 2 * rad) * r.width * 4
        let tmp = UnsafeMutablePointer<Float>.allocate(capacity: tmpCount)
        defer { tmp.deallocate() }
        let shared = SharedPointer(base: pixels)
        let input = ReadOnly(base: source)
        let sharedTmp = SharedPointer(base: tmp)
        let weights = kernel.weights
        let taps = Int32(2 * rad + 1)
        // Horizontal pass into tmp (every row the vertical pass will read).
        ParallelBands.run(rows: r.height + 2 * rad, threads: threads) { band in
            for j in band {
                let out = sharedTmp.base + j * r.width * 4
                let sy = rowsMap[j]
                guard sy >= 0 else {
                    out.initialize(repeating: 0, count: r.width * 4)
                    continue
                }
                columns.withUnsafeBufferPointer { c in
                    weights.withUnsafeBufferPointer { k in
                        vitro_blur_row_h(
                            input.base + sy * w * 4, c.baseAddress!, k.baseAddress!, taps, Int32(r.width), out)
                    }
                }
            }
        }
        // Vertical pass, color steps, store, blends.
        let (f, blends) = (filter, blendRows)
        ParallelBands.run(rows: r.height, threads: threads) { band in
            var line = [Float](repeating: 0, count: r.width * 4)
            for y in band {
                line.withUnsafeMutableBufferPointer { l in
                    weights.withUnsafeBufferPointer { k in
                        vitro_blur_row_v(
                            sharedTmp.base + y * r.width * 4, Int64(r.width * 4), k.baseAddress!, taps,
                            Int32(r.width * 4),
                            l.baseAddress!)
                    }
                }
                if f.hasColorSteps {
                    for x in 0..<r.width {
                        let p = SIMD4(line[x * 4], line[x * 4 + 1], line[x * 4 + 2], line[x * 4 + 3]) / 255
                        let q = f.colorSteps(p) * 255
                        line[x * 4] = q.x
                        line[x * 4 + 1] = q.y
                        line[x * 4 + 2] = q.z
                        line[x * 4 + 3] = q.w
                    }
                }
                let dst = shared.base + ((r.y + y) * w + r.x) * 4
                line.withUnsafeBufferPointer {
                    Self.store($0.baseAddress!, count: r.width * 4, into: dst, mask: mask, x0: r.x, y: r.y + y)
                }
                BackdropBlendRow.apply(blends, to: dst, count: r.width, mask: mask, x0: r.x, y: r.y + y)
            }
        }
    }
}
