import Foundation

/// The blur behind `Pixmap.blur` and backdrop filters. See ``BlurPlan`` for the method.
struct BlurEngine {
    let filter: BackdropFilter
    let region: PixelRect
    let edges: BlurEdgeMode
    let mirrorRect: PixelRect
    let width: Int
    let height: Int
    let threads: Int
    let plan: BlurPlan

    init(filter: BackdropFilter, region: PixelRect, edges: BlurEdgeMode, mirrorRect: PixelRect, width: Int, height: Int, threads: Int) {
        self.filter = filter
        self.region = region
        self.edges = edges
        self.mirrorRect = mirrorRect
        self.width = width
        self.height = height
        self.threads = max(1, threads)
        plan = BlurPlan(sigma: filter.sigma)
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

    mutating func run(pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        if filter.sigma < 0.05 {
            colorStepsOnly(pixels: pixels, mask: mask)
        } else if plan.factor == 1 {
            direct(pixels: pixels, mask: mask)
        } else {
            reduced(pixels: pixels, mask: mask)
        }
    }

    // MARK: writing

    /// Writes one finished row of premultiplied 0…255 floats into the pixmap, blended with
    /// what is there by the mask's coverage.
    static func store(
        _ row: UnsafePointer<Float>, count: Int, into dst: UnsafeMutablePointer<UInt8>, mask: CoverageMask?, x0: Int, y: Int
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
            for i in 0..<count { dst[i] = toByte(row[i]) }
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

    func colorStepsOnly(pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        let (r, w, f) = (region, width, filter)
        let shared = SharedPointer(base: pixels)
        ParallelBands.run(rows: r.height, threads: threads) { rows in
            var line = [Float](repeating: 0, count: r.width * 4)
            for y in rows {
                let src = shared.base + ((r.y + y) * w + r.x) * 4
                for x in 0..<r.width {
                    var p = SIMD4(Float(src[x * 4]), Float(src[x * 4 + 1]), Float(src[x * 4 + 2]), Float(src[x * 4 + 3])) / 255
                    p = f.colorSteps(p) * 255
                    line[x * 4] = p.x; line[x * 4 + 1] = p.y; line[x * 4 + 2] = p.z; line[x * 4 + 3] = p.w
                }
                line.withUnsafeBufferPointer { Self.store($0.baseAddress!, count: r.width * 4, into: src, mask: mask, x0: r.x, y: r.y + y) }
            }
        }
    }

    // MARK: small σ: direct separable convolution

    func direct(pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        let kernel = GaussianKernel(sigma: filter.sigma)
        let rad = kernel.radius, r = region, w = width
        let mr = mirrorRect
        // Source column for each tap position, -1 for transparent.
        let columns = (0..<(r.width + 2 * rad)).map { map(r.x - rad + $0, lo: mr.x, hi: mr.maxX, canvas: width) }
        let rowsMap = (0..<(r.height + 2 * rad)).map { map(r.y - rad + $0, lo: mr.y, hi: mr.maxY, canvas: height) }
        let tmpCount = (r.height + 2 * rad) * r.width * 4
        let tmp = UnsafeMutablePointer<Float>.allocate(capacity: tmpCount)
        defer { tmp.deallocate() }
        let shared = SharedPointer(base: pixels), sharedTmp = SharedPointer(base: tmp)
        let weights = kernel.weights
        // Horizontal pass into tmp (every row the vertical pass will read).
        ParallelBands.run(rows: r.height + 2 * rad, threads: threads) { band in
            for j in band {
                let out = sharedTmp.base + j * r.width * 4
                let sy = rowsMap[j]
                guard sy >= 0 else {
                    out.initialize(repeating: 0, count: r.width * 4)
                    continue
                }
                let src = shared.base + sy * w * 4
                for x in 0..<r.width {
                    var acc = SIMD4<Float>(repeating: 0)
                    for k in 0...(2 * rad) {
                        let sx = columns[x + k]
                        if sx < 0 { continue }
                        let p = src + sx * 4
                        acc += weights[k] * SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
                    }
                    (out + x * 4).withMemoryRebound(to: SIMD4<Float>.self, capacity: 1) { $0.pointee = acc }
                }
            }
        }
        // Vertical pass, color steps, store.
        let f = filter
        ParallelBands.run(rows: r.height, threads: threads) { band in
            var line = [Float](repeating: 0, count: r.width * 4)
            for y in band {
                for i in 0..<(r.width * 4) {
                    var acc: Float = 0
                    for k in 0...(2 * rad) { acc += weights[k] * sharedTmp.base[(y + k) * r.width * 4 + i] }
                    line[i] = acc
                }
                if f.hasColorSteps {
                    for x in 0..<r.width {
                        let p = SIMD4(line[x * 4], line[x * 4 + 1], line[x * 4 + 2], line[x * 4 + 3]) / 255
                        let q = f.colorSteps(p) * 255
                        line[x * 4] = q.x; line[x * 4 + 1] = q.y; line[x * 4 + 2] = q.z; line[x * 4 + 3] = q.w
                    }
                }
                let dst = shared.base + ((r.y + y) * w + r.x) * 4
                line.withUnsafeBufferPointer { Self.store($0.baseAddress!, count: r.width * 4, into: dst, mask: mask, x0: r.x, y: r.y + y) }
            }
        }
    }

    // MARK: large σ: reduce, blur, interpolate back

    func reduced(pixels: UnsafeMutablePointer<UInt8>, mask: CoverageMask?) {
        let d = plan.factor, r = region, w = width, mr = mirrorRect
        let ex = r.x - plan.margin, ey = r.y - plan.margin
        let sw = (r.width + 2 * plan.margin + d - 1) / d, sh = (r.height + 2 * plan.margin + d - 1) / d
        let columns = (0..<(sw * d)).map { map(ex + $0, lo: mr.x, hi: mr.maxX, canvas: width) }
        let rowsMap = (0..<(sh * d)).map { map(ey + $0, lo: mr.y, hi: mr.maxY, canvas: height) }
        // The stretch of columns that read the canvas one to one, handled without a gather.
        var runStart = 0, runEnd = 0
        var c = 0
        while c < columns.count {
            var e = c
            while e + 1 < columns.count && columns[e] >= 0 && columns[e + 1] == columns[e] + 1 { e += 1 }
            if columns[c] >= 0 && e + 1 - c > runEnd - runStart { (runStart, runEnd) = (c, e + 1) }
            c = e + 1
        }
        let small = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: sw * sh)
        defer { small.deallocate() }
        let shared = SharedPointer(base: pixels), sharedSmall = SharedPointer(base: small)
        let scale = 1 / Float(d * d * 255)
        let (rs, re) = (runStart, runEnd)

        // 1. Block averages.
        ParallelBands.run(rows: sh, threads: threads, minimumRows: 2) { band in
            let acc = UnsafeMutablePointer<UInt32>.allocate(capacity: sw * d * 4)
            defer { acc.deallocate() }
            for j in band {
                acc.initialize(repeating: 0, count: sw * d * 4)
                for k in 0..<d {
                    let sy = rowsMap[j * d + k]
                    if sy < 0 { continue }
                    let row = shared.base + sy * w * 4
                    // One-to-one stretch: a plain widening add the compiler vectorizes.
                    let src = row + columns[rs] * 4
                    let dst = acc + rs * 4
                    for i in 0..<((re - rs) * 4) { dst[i] &+= UInt32(src[i]) }
                    for x in 0..<rs where columns[x] >= 0 {
                        for ch in 0..<4 { acc[x * 4 + ch] &+= UInt32(row[columns[x] * 4 + ch]) }
                    }
                    for x in re..<(sw * d) where columns[x] >= 0 {
                        for ch in 0..<4 { acc[x * 4 + ch] &+= UInt32(row[columns[x] * 4 + ch]) }
                    }
                }
                for i in 0..<sw {
                    var s = SIMD4<UInt32>(repeating: 0)
                    for k in 0..<d {
                        let p = acc + (i * d + k) * 4
                        s &+= SIMD4(p[0], p[1], p[2], p[3])
                    }
                    sharedSmall.base[j * sw + i] = SIMD4(Float(s.x), Float(s.y), Float(s.z), Float(s.w)) * scale
                }
            }
        }

        // 2. Gaussian on the reduced image (edges extended; the margin keeps them out of view),
        // then the color steps.
        Self.blurSmall(small, width: sw, height: sh, sigma: plan.reducedSigma)
        if filter.hasColorSteps {
            for i in 0..<(sw * sh) { small[i] = filter.colorSteps(small[i]) }
        }

        // 3. Bilinear back to full size: rows first at full width, then between rows.
        let fd = Float(d)
        let margin = plan.margin
        var xs = [Int](repeating: 0, count: r.width), fs = [Float](repeating: 0, count: r.width)
        for x in 0..<r.width {
            let u = (Float(x + margin) + 0.5) / fd - 0.5
            let i0 = min(max(Int(u.rounded(.down)), 0), sw - 2)
            xs[x] = i0
            fs[x] = min(max(u - Float(i0), 0), 1)
        }
        let (x0s, fxs) = (xs, fs)
        @Sendable func rowPosition(_ y: Int) -> (Int, Float) {
            let v = (Float(y + margin) + 0.5) / fd - 0.5
            let j0 = min(max(Int(v.rounded(.down)), 0), sh - 2)
            return (j0, min(max(v - Float(j0), 0), 1))
        }
        let firstRow = rowPosition(0).0, lastRow = rowPosition(r.height - 1).0 + 1
        let rowCount = lastRow - firstRow + 1
        let stride = r.width * 4
        let wide = UnsafeMutablePointer<Float>.allocate(capacity: rowCount * stride)
        defer { wide.deallocate() }
        let sharedWide = SharedPointer(base: wide)
        ParallelBands.run(rows: rowCount, threads: threads, minimumRows: 2) { band in
            for jj in band {
                let srow = sharedSmall.base + (firstRow + jj) * sw
                let out = sharedWide.base + jj * stride
                for x in 0..<r.width {
                    let a = srow[x0s[x]], b = srow[x0s[x] + 1]
                    let v = (a + (b - a) * fxs[x]) * 255
                    out[x * 4] = v.x; out[x * 4 + 1] = v.y; out[x * 4 + 2] = v.z; out[x * 4 + 3] = v.w
                }
            }
        }
        ParallelBands.run(rows: r.height, threads: threads) { band in
            let line = UnsafeMutablePointer<Float>.allocate(capacity: stride)
            defer { line.deallocate() }
            for y in band {
                let (j0, fy) = rowPosition(y)
                let a = sharedWide.base + (j0 - firstRow) * stride, b = a + stride
                let dst = shared.base + ((r.y + y) * w + r.x) * 4
                if mask == nil {
                    for i in 0..<stride { dst[i] = Self.toByte(a[i] + (b[i] - a[i]) * fy) }
                } else {
                    for i in 0..<stride { line[i] = a[i] + (b[i] - a[i]) * fy }
                    Self.store(line, count: stride, into: dst, mask: mask, x0: r.x, y: r.y + y)
                }
            }
        }
    }

    /// Separable Gaussian on a small float image, edges extended.
    static func blurSmall(_ img: UnsafeMutablePointer<SIMD4<Float>>, width: Int, height: Int, sigma: Double) {
        let k = GaussianKernel(sigma: sigma)
        let rad = k.radius
        let tmp = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width * height)
        defer { tmp.deallocate() }
        for y in 0..<height {
            let row = img + y * width
            for x in 0..<width {
                var acc = SIMD4<Float>(repeating: 0)
                for t in 0...(2 * rad) {
                    acc += k.weights[t] * row[min(max(x + t - rad, 0), width - 1)]
                }
                tmp[y * width + x] = acc
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                var acc = SIMD4<Float>(repeating: 0)
                for t in 0...(2 * rad) {
                    acc += k.weights[t] * tmp[min(max(y + t - rad, 0), height - 1) * width + x]
                }
                img[y * width + x] = acc
            }
        }
    }
}
