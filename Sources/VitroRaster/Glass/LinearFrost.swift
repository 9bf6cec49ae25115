import Foundation

/// Liquid Glass's frost: a Gaussian of the backdrop in linear light.
///
/// Apple's clear glass keeps its lines' contrast while their detail falls away (the iOS 26.3
/// grid: the clear panel keeps 0.96 of the lines' contrast at 0.34 retention); a blur of
/// gamma-encoded values darkens a thin bright line as it spreads it, one in linear light keeps its
/// light (docs/reference/glass-measurements.md, section 4). The standard materials keep blurring
/// encoded values, as CSS `backdrop-filter` does; glass alone frosts in light.
///
/// The method keeps near the cost of the encoded blur's reduced path: d×d blocks averaged in
/// linear light (d = ⌊σ / 1.35⌋: the reduced image keeps a σ of at least 1.25 of its pixels once
/// the blocks' and the upsampling's own spread are taken), a Gaussian at that size, encoded back
/// to sRGB at the reduced size (through a table), the color steps there, and bilinear
/// interpolation back to full size on the encoded values in 16-bit fixed point. The frosted
/// image is smooth over d pixels, so interpolating encoded or linear values differs by far less
/// than a level.
enum LinearFrost {
    /// Linear light (0…1) of each 8-bit sRGB value.
    static let decode: [Float] = (0...255).map { c in
        let v = Double(c) / 255
        return Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }

    /// Encoded sRGB (0…1) at `encodeSteps` + 1 even steps of linear light, read with linear
    /// interpolation: within 0.05 of a level of the exact curve everywhere but the first step.
    static let encodeSteps = 4096
    static let encode: [Float] = (0...encodeSteps + 1).map { i in
        let v = min(1, Double(i) / Double(encodeSteps))
        return Float(v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
    }

    /// The block size and the σ left for the reduced image.
    struct Plan: Equatable {
        let factor: Int
        let reducedSigma: Double
        /// Pixels read beyond the region on each side.
        let margin: Int

        init(sigma: Double) {
            let s = max(0, sigma)
            let d = max(1, Int(s / 1.35))
            factor = d
            reducedSigma = BlurPlan.remainingSigma(s, factor: d)
            margin = Int((3 * s).rounded(.up)) + 2 * d
        }
    }

    /// Frosts the pixels of `region` of `image` in place with σ (pixels), reading the image
    /// around the region as far as the blur reaches (its own edge extended beyond that), then
    /// the color steps of `matrix` on the encoded values.
    static func apply(
        to image: inout Pixmap, in region: PixelRect, sigma: Double, matrix: ColorMatrix?, threads: Int?,
        lens: Lens = Lens()
    ) {
        let r = region.intersection(image.bounds)
        guard !r.isEmpty, sigma.isFinite, sigma > 0 else { return }
        let plan = Plan(sigma: min(sigma, RasterLimits.maximumBlurSigma))
        let d = plan.factor
        let (w, h) = (image.width, image.height)
        let ex = r.x - plan.margin
        let ey = r.y - plan.margin
        let sw = (r.width + 2 * plan.margin + d - 1) / d
        let sh = (r.height + 2 * plan.margin + d - 1) / d
        // The image's column and row of each reduced block's members, the edge extended.
        let columns = (0..<(sw * d)).map { Int32(min(max(ex + $0, 0), w - 1)) }
        let rows = (0..<(sh * d)).map { min(max(ey + $0, 0), h - 1) }
        // Each block's first column where its d columns are consecutive, else −1.
        let blocks = (0..<sw).map { i -> Int32 in
            let first = columns[i * d]
            return (1..<d).allSatisfy { columns[i * d + $0] == first + Int32($0) } ? first : -1
        }
        let small = UnsafeMutablePointer<Float>.allocate(capacity: sw * sh * 4)
        defer { small.deallocate() }
        let sharedSmall = SharedPointer(base: small)
        let threadCount = max(1, threads ?? ParallelBands.defaultThreads)

        image.data.withUnsafeMutableBufferPointer { buffer in
            let pixels = SharedPointer(base: buffer.baseAddress!)
            // 1. Block averages in linear light (premultiplied in light, so a transparent pixel
            // adds nothing), summed straight into each block's four channels.
            decode.withUnsafeBufferPointer { lut in
                columns.withUnsafeBufferPointer { cols in
                    blocks.withUnsafeBufferPointer { starts in
                        let (table, columnAt) = (ReadOnly(base: lut.baseAddress!), ReadOnly(base: cols.baseAddress!))
                        let blockStart = ReadOnly(base: starts.baseAddress!)
                        ParallelBands.run(rows: sh, threads: threadCount, minimumRows: 2) { band in
                            let scale = 1 / Float(d * d)
                            let t = table.base
                            for j in band {
                                let out = sharedSmall.base + j * sw * 4
                                out.initialize(repeating: 0, count: sw * 4)
                                for k in 0..<d {
                                    let row = UnsafePointer(pixels.base) + rows[j * d + k] * w * 4
                                    for i in 0..<sw {
                                        var (r, g, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
                                        // A block's columns lie side by side except where the edge repeats.
                                        let run = Int(blockStart.base[i])
                                        for q in 0..<d {
                                            let p = row + (run >= 0 ? run + q : Int(columnAt.base[i * d + q])) * 4
                                            if p[3] == 255 {
                                                r += t[Int(p[0])]
                                                g += t[Int(p[1])]
                                                b += t[Int(p[2])]
                                                a += 1
                                            } else {
                                                let v = light(p, t)
                                                r += v.x
                                                g += v.y
                                                b += v.z
                                                a += v.w
                                            }
                                        }
                                        out[i * 4] += r
                                        out[i * 4 + 1] += g
                                        out[i * 4 + 2] += b
                                        out[i * 4 + 3] += a
                                    }
                                }
                                for i in 0..<(sw * 4) { out[i] *= scale }
                            }
                        }
                    }
                }
            }

            // 2. The Gaussian at the reduced size, back to encoded values, the color steps.
            // Truncated at 3σ: a frost, not a reference blur (the weight left out is 0.3 %).
            BlurEngine.blurSmall(
                small, width: sw, height: sh, sigma: plan.reducedSigma, threads: threadCount, truncation: 3)
            encode.withUnsafeBufferPointer { lut in
                let table = ReadOnly(base: lut.baseAddress!)
                ParallelBands.run(rows: sh, threads: threadCount, minimumRows: 4) { band in
                    let row = sharedSmall.base + band.lowerBound * sw * 4
                    encoded(row, count: band.count * sw, table.base)
                    if matrix != nil {
                        BackdropFilter.colorSteps(row, count: band.count * sw, matrix: matrix, tint: nil)
                    }
                }
            }

            // 3. Bilinear back to full size. Output rows map to reduced rows linearly (v = v0 +
            // y · slope, the lens included), so between two reduced rows each output row is the
            // previous one plus a step row, in 16-bit fixed point, as the encoded blur's reduced
            // path writes them (BlurEngine+Reduced.swift).
            let fd = Float(d)
            let margin = plan.margin
            let xs = (0..<r.width).map { x -> (Int32, Float) in
                let u = (Float(lens.source(r.x + x, lens.center.x) - Double(r.x) + Double(margin)) + 0.5) / fd - 0.5
                let i0 = min(max(Int(u.rounded(.down)), 0), sw - 2)
                return (Int32(i0), min(max(u - Float(i0), 0), 1))
            }
            // Output rows per reduced row.
            let rowsPerStep =
                Double(d) * (lens.magnification.isFinite && lens.magnification > 0 ? lens.magnification : 1)
            // Reduced row of output row y: v0 + y / rowsPerStep (the lens is affine).
            let v0 = (lens.source(r.y, lens.center.y) - Double(r.y) + Double(margin) + 0.5) / Double(d) - 0.5
            @Sendable func rowAt(_ y: Int) -> Double { v0 + Double(y) / rowsPerStep }
            /// The first output row whose reduced row is `j`: every band starts an interval
            /// there, so a row's bytes do not depend on where the bands split.
            @Sendable func firstRow(_ j: Int) -> Int {
                var y = max(0, Int(((Double(j) - v0) * rowsPerStep).rounded(.up)))
                while y > 0 && rowAt(y - 1) >= Double(j) { y -= 1 }
                while rowAt(y) < Double(j) { y += 1 }
                return y
            }
            let x0s = xs.map(\.0)
            let fxs = xs.map(\.1)
            let stride = r.width * 4
            x0s.withUnsafeBufferPointer { x0 in
                fxs.withUnsafeBufferPointer { fx in
                    let (x0p, fxp) = (ReadOnly(base: x0.baseAddress!), ReadOnly(base: fx.baseAddress!))
                    ParallelBands.run(rows: r.height, threads: threadCount) { band in
                        var upper = UnsafeMutablePointer<Float>.allocate(capacity: stride)
                        var lower = UnsafeMutablePointer<Float>.allocate(capacity: stride)
                        let start = UnsafeMutablePointer<Int16>.allocate(capacity: stride)
                        let step = UnsafeMutablePointer<Int16>.allocate(capacity: stride)
                        defer {
                            upper.deallocate()
                            lower.deallocate()
                            start.deallocate()
                            step.deallocate()
                        }
                        var current = -1
                        var y0 = 0
                        for y in band {
                            let v = rowAt(y)
                            let j = min(max(Int(v.rounded(.down)), 0), sh - 2)
                            let inside = v >= Double(j) && v <= Double(j + 1)
                            // A new interval where the reduced row changes, and row by row where
                            // the edge clamps the fraction.
                            if j != current || !inside {
                                y0 = inside ? firstRow(j) : y
                                let f0 = Float(min(max(rowAt(y0) - Double(j), 0), 1))
                                if current >= 0 && j == current + 1 {
                                    // The next interval's upper row is this one's lower.
                                    swap(&upper, &lower)
                                } else {
                                    BlurEngine.widen(
                                        sharedSmall.base + j * sw * 4, x0p.base, fxp.base, r.width, into: upper)
                                }
                                BlurEngine.widen(
                                    sharedSmall.base + (j + 1) * sw * 4, x0p.base, fxp.base, r.width, into: lower)
                                BlurEngine.interval(
                                    upper, lower, f0: f0, d: Float(rowsPerStep), start: start, step: step, stride)
                                current = inside ? j : -1
                            }
                            let dst = pixels.base + ((r.y + y) * w + r.x) * 4
                            BlurEngine.emit(start, step, Int16(truncatingIfNeeded: y - y0), dst, stride)
                        }
                    }
                }
            }
        }
    }

    /// A magnification of the frosted image about a center (pixels of the image frosted).
    struct Lens: Sendable {
        var center = SIMD2<Double>(0, 0)
        var magnification = 1.0

        /// Where pixel `i`'s center reads from along one axis whose center is `c`, as a pixel
        /// index (its center at `i` + 0.5).
        @inline(__always)
        func source(_ i: Int, _ c: Double) -> Double {
            guard magnification != 1, magnification.isFinite, magnification > 0 else { return Double(i) }
            return c + (Double(i) + 0.5 - c) / magnification - 0.5
        }
    }

    /// A premultiplied pixel in linear light: each color decoded from its straight value, then
    /// premultiplied again (in light) by its alpha.
    @inline(__always)
    static func light(_ p: UnsafePointer<UInt8>, _ table: UnsafePointer<Float>) -> SIMD4<Float> {
        let a = p[3]
        if a == 255 { return SIMD4(table[Int(p[0])], table[Int(p[1])], table[Int(p[2])], 1) }
        if a == 0 { return .zero }
        let alpha = Float(a) / 255
        let inverse = 255 / Float(a)
        @inline(__always) func straight(_ c: UInt8) -> Float {
            table[min(255, Int(Float(c) * inverse + 0.5))] * alpha
        }
        return SIMD4(straight(p[0]), straight(p[1]), straight(p[2]), alpha)
    }

    /// Linear-light premultiplied pixels (0…1) encoded to sRGB premultiplied values (0…1) in place.
    static func encoded(_ pixels: UnsafeMutablePointer<Float>, count: Int, _ table: UnsafePointer<Float>) {
        let steps = Float(encodeSteps)
        @inline(__always) func curve(_ v: Float) -> Float {
            let t = (v > 0 ? (v < 1 ? v : 1) : 0) * steps
            let i = Int(t)
            return table[i] + (table[i + 1] - table[i]) * (t - Float(i))
        }
        for p in 0..<count {
            let px = pixels + p * 4
            let a = px[3]
            if a >= 0.999_99 {
                px[0] = curve(px[0])
                px[1] = curve(px[1])
                px[2] = curve(px[2])
                px[3] = 1
            } else if a > 1e-6 {
                let inverse = 1 / a
                px[0] = curve(px[0] * inverse) * a
                px[1] = curve(px[1] * inverse) * a
                px[2] = curve(px[2] * inverse) * a
            } else {
                px[0] = 0
                px[1] = 0
                px[2] = 0
                px[3] = 0
            }
        }
    }
}
