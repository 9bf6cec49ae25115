import Foundation

/// The large-σ path: block averages, a Gaussian at the reduced size, fixed-point interpolation back.
extension BlurEngine {
    // MARK: large σ: reduce, blur, interpolate back

    /// A stretch of the reduced region's columns that read the canvas in one pattern:
    /// one to one (`step` 1), backwards (mirror, −1), or one pixel repeated (extend, 0).
    struct ColumnRun {
        var start: Int, count: Int, source: Int, step: Int
    }

    static func runs(of columns: [Int]) -> [ColumnRun] {
        var out: [ColumnRun] = []
        var i = 0
        while i < columns.count {
            if columns[i] < 0 {
                i += 1
                continue
            }
            var step = 0
            if i + 1 < columns.count, columns[i + 1] >= 0, abs(columns[i + 1] - columns[i]) <= 1 {
                step = columns[i + 1] - columns[i]
            }
            var e = i + 1
            while e < columns.count && columns[e] >= 0 && columns[e] == columns[e - 1] + step { e += 1 }
            out.append(ColumnRun(start: i, count: e - i, source: columns[i], step: step))
            i = e
        }
        return out
    }

    func reduced(source: UnsafePointer<UInt8>, pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        let d = plan.factor
        let r = region
        let w = width
        let mr = mirrorRect
        let ex = r.x - plan.margin
        let ey = r.y - plan.margin
        let sw = (r.width + 2 * plan.margin + d - 1) / d
        let sh = (r.height + 2 * plan.margin + d - 1) / d
        let columns = (0..<(sw * d)).map { map(ex + $0, lo: mr.x, hi: mr.maxX, canvas: width) }
        let rowsMap = (0..<(sh * d)).map { map(ey + $0, lo: mr.y, hi: mr.maxY, canvas: height) }
        let runs = Self.runs(of: columns)
        let small = UnsafeMutablePointer<Float>.allocate(capacity: sw * sh * 4)
        defer { small.deallocate() }
        let shared = SharedPointer(base: pixels)
        let input = ReadOnly(base: source)
        let sharedSmall = SharedPointer(base: small)
        let scale = 1 / Float(d * d * 255)

        // 1. Block averages: column sums of d rows in 16 bits (d·255 fits while d ≤ 257),
        // then sums of d columns.
        ParallelBands.run(rows: sh, threads: threads, minimumRows: 2) { band in
            let acc = UnsafeMutablePointer<UInt16>.allocate(capacity: sw * d * 4)
            let reversed = UnsafeMutablePointer<UInt32>.allocate(capacity: sw * d)
            defer {
                acc.deallocate()
                reversed.deallocate()
            }
            for j in band {
                acc.initialize(repeating: 0, count: sw * d * 4)
                for k in 0..<d {
                    let sy = rowsMap[j * d + k]
                    if sy < 0 { continue }
                    let row = input.base + sy * w * 4
                    for run in runs {
                        let dst = acc + run.start * 4
                        switch run.step {
                        case 1:
                            let src = row + run.source * 4
                            for i in 0..<(run.count * 4) { dst[i] &+= UInt16(src[i]) }
                        case 0:
                            let p = row + run.source * 4
                            let (p0, p1, p2, p3) = (UInt16(p[0]), UInt16(p[1]), UInt16(p[2]), UInt16(p[3]))
                            for x in 0..<run.count {
                                dst[x * 4] &+= p0
                                dst[x * 4 + 1] &+= p1
                                dst[x * 4 + 2] &+= p2
                                dst[x * 4 + 3] &+= p3
                            }
                        default:
                            // Mirrored: gather the pixels in order, then the same vector add.
                            let src = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
                            for x in 0..<run.count { reversed[x] = src[run.source - x] }
                            let bytes = UnsafeRawPointer(reversed).assumingMemoryBound(to: UInt8.self)
                            for i in 0..<(run.count * 4) { dst[i] &+= UInt16(bytes[i]) }
                        }
                    }
                }
                let out = sharedSmall.base + j * sw * 4
                for i in 0..<sw {
                    var s = SIMD4<UInt32>(repeating: 0)
                    for k in 0..<d {
                        let p = acc + (i * d + k) * 4
                        s &+= SIMD4(UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3]))
                    }
                    out[i * 4] = Float(s.x) * scale
                    out[i * 4 + 1] = Float(s.y) * scale
                    out[i * 4 + 2] = Float(s.z) * scale
                    out[i * 4 + 3] = Float(s.w) * scale
                }
            }
        }

        // 2. Gaussian on the reduced image (edges extended; the margin keeps them out of view),
        // then the color steps.
        Self.blurSmall(small, width: sw, height: sh, sigma: plan.reducedSigma, threads: threads)
        if filter.hasColorSteps {
            let (matrix, tint) = (filter.colorMatrix, filter.tint)
            ParallelBands.run(rows: sh, threads: threads, minimumRows: 4) { band in
                BackdropFilter.colorSteps(
                    sharedSmall.base + band.lowerBound * sw * 4, count: band.count * sw, matrix: matrix, tint: tint)
            }
        }

        // 3. Bilinear back to full size. Each band of output rows takes the reduced rows it
        // lies between, interpolated to full width; between two of them the output rows step
        // by a constant, so each output row is the previous one plus a step row, in 16-bit
        // fixed point (1/128 of a level): one add, a shift and a pack per byte. The rows and
        // steps stay in the band's own small buffers, and every band starts an interval from
        // its first row, so a row's bytes do not depend on the split.
        let fd = Float(d)
        let margin = plan.margin
        let xs = UnsafeMutablePointer<Int32>.allocate(capacity: r.width)
        let fs = UnsafeMutablePointer<Float>.allocate(capacity: r.width)
        defer {
            xs.deallocate()
            fs.deallocate()
        }
        for x in 0..<r.width {
            let u = (Float(x + margin) + 0.5) / fd - 0.5
            let i0 = min(max(Int(u.rounded(.down)), 0), sw - 2)
            xs[x] = Int32(i0)
            fs[x] = min(max(u - Float(i0), 0), 1)
        }
        let (x0s, fxs) = (ReadOnly(base: xs), ReadOnly(base: fs))
        let stride = r.width * 4
        let regionWidth = r.width
        let blends = blendRows
        /// The first output row whose interval is `j` (rows before the region count too).
        @Sendable func firstOutputRow(_ j: Int) -> Int { (2 * d * j + d - 1 - 2 * margin + 1) / 2 }
        ParallelBands.run(rows: r.height, threads: threads) { band in
            var upper = UnsafeMutablePointer<Float>.allocate(capacity: stride)
            var lower = UnsafeMutablePointer<Float>.allocate(capacity: stride)
            let start = UnsafeMutablePointer<Int16>.allocate(capacity: stride)
            let step = UnsafeMutablePointer<Int16>.allocate(capacity: stride)
            let line = UnsafeMutablePointer<Float>.allocate(capacity: stride)
            defer {
                upper.deallocate()
                lower.deallocate()
                start.deallocate()
                step.deallocate()
                line.deallocate()
            }
            /// Reduced row `j` interpolated to full width, in 1/128 of a level.
            func wide(_ j: Int, into out: UnsafeMutablePointer<Float>) {
                Self.widen(sharedSmall.base + j * sw * 4, x0s.base, fxs.base, regionWidth, into: out)
            }
            var current = -1
            var y0 = 0
            for y in band {
                // Output row y lies between reduced rows j and j + 1 at fraction
                // (y + margin + 0.5)/d − 0.5 − j; the margin keeps every fraction inside.
                let j = ((y + margin) * 2 + 1 - d) / (2 * d)
                if j != current {
                    if current >= 0 && j == current + 1 {
                        swap(&upper, &lower)
                    } else {
                        wide(j, into: upper)
                    }
                    wide(j + 1, into: lower)
                    current = j
                    y0 = max(firstOutputRow(j), 0)
                    let f0 = (Float(y0 + margin) + 0.5) / fd - 0.5 - Float(j)
                    Self.interval(upper, lower, f0: f0, d: fd, start: start, step: step, stride)
                }
                // The interval's first row plus (y − y0) steps, wrapping as repeated 16-bit adds do.
                let k = Int16(truncatingIfNeeded: y - y0)
                let dst = shared.base + ((r.y + y) * w + r.x) * 4
                if mask == nil {
                    Self.emit(start, step, k, dst, stride)
                } else {
                    for i in 0..<stride { line[i] = Float(start[i] &+ step[i] &* k) / 128 }
                    Self.store(line, count: stride, into: dst, mask: mask, x0: r.x, y: r.y + y)
                }
                BackdropBlendRow.apply(blends, to: dst, count: regionWidth, mask: mask, x0: r.x, y: r.y + y)
            }
        }
    }

    /// A reduced row (`SIMD4` floats, 0…1) interpolated to full width at columns `x0s` with
    /// fractions `fxs`, in 1/128 of a level.
    @inline(__always)
    static func widen(
        _ row: UnsafePointer<Float>, _ x0s: UnsafePointer<Int32>, _ fxs: UnsafePointer<Float>, _ count: Int,
        into out: UnsafeMutablePointer<Float>
    ) {
        let srow = UnsafeRawPointer(row).assumingMemoryBound(to: SIMD4<Float>.self)
        let o = UnsafeMutableRawPointer(out).assumingMemoryBound(to: SIMD4<Float>.self)
        for x in 0..<count {
            let i = Int(x0s[x])
            let a = srow[i]
            let b = srow[i + 1]
            o[x] = (a + (b - a) * fxs[x]) * (255 * 128)
        }
    }

    /// An interval's first output row (at fraction `f0` between rows `a` and `b`) and the step
    /// from one output row to the next, in 16-bit fixed point.
    @inline(__always)
    static func interval(
        _ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, f0: Float, d: Float,
        start: UnsafeMutablePointer<Int16>, step: UnsafeMutablePointer<Int16>, _ n: Int
    ) {
        for i in 0..<n {
            let diff = b[i] - a[i]
            start[i] = fixed(a[i] + diff * f0)
            step[i] = fixed(diff / d)
        }
    }

    /// A value in 1/128 of a level as a 16-bit integer, rounded; branch-free so loops vectorize.
    @inline(__always)
    static func fixed(_ v: Float) -> Int16 {
        // Full scale is 255·128 = 32640; the bounds leave room for rounding, not for clipping.
        let q: Float = v > -32704 ? (v < 32704 ? v : 32704) : -32704
        // 1.5·2²³ leaves the rounded integer in the low mantissa bits (two's complement for
        // negatives, as 2²² is a multiple of 2¹⁶).
        return Int16(truncatingIfNeeded: (q + 12_582_912).bitPattern)
    }

    /// Row `k` of an interval: `start` plus `k` steps (16-bit, wrapping), rounded to bytes.
    @inline(__always)
    static func emit(
        _ start: UnsafePointer<Int16>, _ step: UnsafePointer<Int16>, _ k: Int16, _ dst: UnsafeMutablePointer<UInt8>,
        _ n: Int
    ) {
        for i in 0..<n {
            var o = (start[i] &+ step[i] &* k &+ 64) >> 7
            o = o < 0 ? 0 : (o > 255 ? 255 : o)
            dst[i] = UInt8(truncatingIfNeeded: o)
        }
    }

    /// Separable Gaussian on a small RGBA float image, edges extended; rows banded over cores.
    /// `truncation`: how many σ the kernel reaches (4 where the result is held to an exact
    /// Gaussian; glass's frost takes 3).
    static func blurSmall(
        _ img: UnsafeMutablePointer<Float>, width: Int, height: Int, sigma: Double, threads: Int, truncation: Double = 4
    ) {
        let k = GaussianKernel(sigma: sigma, truncation: truncation)
        let rad = k.radius
        let weights = k.weights
        let rowLength = width * 4
        let tmp = UnsafeMutablePointer<Float>.allocate(capacity: width * height * 4)
        defer { tmp.deallocate() }
        let sharedImg = SharedPointer(base: img)
        let sharedTmp = SharedPointer(base: tmp)
        // Horizontal: each row padded with its edge pixels, then one multiply-add per tap
        // over the whole row.
        ParallelBands.run(rows: height, threads: threads, minimumRows: 4) { band in
            let padded = UnsafeMutablePointer<Float>.allocate(capacity: (width + 2 * rad) * 4)
            defer { padded.deallocate() }
            for y in band {
                let row = sharedImg.base + y * rowLength
                for x in 0..<(width + 2 * rad) {
                    let sx = min(max(x - rad, 0), width - 1)
                    for c in 0..<4 { padded[x * 4 + c] = row[sx * 4 + c] }
                }
                let out = sharedTmp.base + y * rowLength
                // The kernel is symmetric: pair the taps at ±k and multiply once.
                let center = padded + rad * 4
                let w0 = weights[rad]
                for i in 0..<rowLength { out[i] = w0 * center[i] }
                for k in stride(from: 1, through: rad, by: 1) {
                    let wt = weights[rad + k]
                    let lo = center - k * 4
                    let hi = center + k * 4
                    for i in 0..<rowLength { out[i] += wt * (lo[i] + hi[i]) }
                }
            }
        }
        // Vertical: a weighted sum of whole rows.
        ParallelBands.run(rows: height, threads: threads, minimumRows: 4) { band in
            for y in band {
                let out = sharedImg.base + y * rowLength
                let w0 = weights[rad]
                let center = sharedTmp.base + y * rowLength
                for i in 0..<rowLength { out[i] = w0 * center[i] }
                for k in stride(from: 1, through: rad, by: 1) {
                    let wt = weights[rad + k]
                    let lo = sharedTmp.base + max(y - k, 0) * rowLength
                    let hi = sharedTmp.base + min(y + k, height - 1) * rowLength
                    for i in 0..<rowLength { out[i] += wt * (lo[i] + hi[i]) }
                }
            }
        }
    }
}
