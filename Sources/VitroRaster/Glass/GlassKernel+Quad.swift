import Foundation

/// Four pixels, channel by channel (premultiplied 0…1): a lane per pixel.
struct PixelQuad {
    var r: SIMD4<Float>
    var g: SIMD4<Float>
    var b: SIMD4<Float>
    var a: SIMD4<Float>

    /// Four pixels' words (bytes R, G, B, A in memory order), as ``GlassKernel/load(_:)`` reads
    /// each.
    @inline(__always)
    init(words: SIMD4<UInt32>) {
        let v = SIMD4<Int32>(truncatingIfNeeded: words)
        @inline(__always) func lane(_ shift: Int32) -> SIMD4<Float> {
            SIMD4<Float>((v &>> shift) & 0xFF) * (1 / 255)
        }
        (r, g, b, a) = (lane(0), lane(8), lane(16), lane(24))
    }

    /// Four adjacent pixels from `p`.
    @inline(__always)
    init(_ p: UnsafePointer<UInt8>) {
        let w = UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
        self.init(
            words: SIMD4(
                UInt32(littleEndian: w.x), UInt32(littleEndian: w.y), UInt32(littleEndian: w.z),
                UInt32(littleEndian: w.w)))
    }

    /// Lane by lane, `self + (other − self) · t`.
    @inline(__always)
    func lerp(_ other: PixelQuad, _ t: SIMD4<Float>) -> PixelQuad {
        var q = self
        q.r = r + (other.r - r) * t
        q.g = g + (other.g - g) * t
        q.b = b + (other.b - b) * t
        q.a = a + (other.a - a) * t
        return q
    }

    /// This where `mask` holds, else `other`.
    @inline(__always)
    func selecting(_ other: PixelQuad, where mask: SIMDMask<SIMD4<Int32>>) -> PixelQuad {
        PixelQuad(
            r: other.r.replacing(with: r, where: mask), g: other.g.replacing(with: g, where: mask),
            b: other.b.replacing(with: b, where: mask), a: other.a.replacing(with: a, where: mask))
    }

    init(r: SIMD4<Float>, g: SIMD4<Float>, b: SIMD4<Float>, a: SIMD4<Float>) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }
}

extension GlassKernel {
    /// Four toned face pixels at once (`frosted`, `sharp` and `out` point at the first of
    /// them; `depth` is each one's depth inside the owner's outline): a lane per pixel, each
    /// lane the scalar path's arithmetic in the scalar path's order (frost weight, backdrop,
    /// tone, wash, store), so the bytes are the same. Only the tone curve is read lane by lane.
    @inline(__always)
    static func toneFace4(
        _ o: Own, depth: SIMD4<Float>, frosted: UnsafePointer<UInt8>, sharp: UnsafePointer<UInt8>,
        curve: UnsafePointer<Float>, into out: UnsafeMutablePointer<UInt8>
    ) {
        // pixel(_:_:_:_:_:): the frosted backdrop, the unfrosted one, or w of the way between.
        let w = frostWeight4(o, depth)
        let s = PixelQuad(sharp)
        let f = PixelQuad(frosted)
        let c = f.selecting(s.selecting(s.lerp(f, w), where: w .<= 0), where: w .>= 1)
        store4(washed(toned4(c, o, curve), o), into: out)
    }

    /// Four bezel pixels at once (x ..< x + 4 of row y, field index `fi`, all fully covered and
    /// within the bezel, no border, no glow, one owner): refracted, toned, washed and lit, lane
    /// by lane the scalar path's arithmetic in its order. `exp` and the tables are read lane by
    /// lane.
    @inline(__always)
    func bezel4(
        _ o: Own, depth: SIMD4<Float>, x: Int, y: Int, fi: Int, fieldWidth fw: Int, field: UnsafePointer<Float>,
        source: UnsafePointer<UInt8>, sharp: UnsafePointer<UInt8>, curve: UnsafePointer<Float>?,
        profile lut: UnsafePointer<Float>, into out: UnsafeMutablePointer<UInt8>
    ) {
        typealias V = SIMD4<Float>
        @inline(__always) func at(_ i: Int) -> V { UnsafeRawPointer(field + i).loadUnaligned(as: V.self) }
        let gx = at(fi + 1) - at(fi - 1)
        let gy = at(fi + fw) - at(fi - fw)
        let len = (gx * gx + gy * gy).squareRoot()
        let flat = .!(len .> 1e-6)
        let nx = (gx / len).replacing(with: 0, where: flat)
        let ny = (gy / len).replacing(with: 0, where: flat)
        // How far into the bezel (0 at the outline, 1 at the face), and the displacement there.
        let sr = depth / o.bezel
        let s = sr.replacing(with: 1, where: sr .> 1)
        let t = s * Float(table.count - 1)
        let i0 = pointwiseMin(Self.truncated(t), SIMD4(repeating: Int32(table.count - 2)))
        let f = t - V(i0)
        let lo = V(lut[Int(i0[0])], lut[Int(i0[1])], lut[Int(i0[2])], lut[Int(i0[3])])
        let hi = V(lut[Int(i0[0]) + 1], lut[Int(i0[1]) + 1], lut[Int(i0[2]) + 1], lut[Int(i0[3]) + 1])
        let disp = o.bezel * (lo + (hi - lo) * f)
        let w = Self.frostWeight4(o, depth)
        let cx = V(Float(x), Float(x + 1), Float(x + 2), Float(x + 3)) + 0.5
        let cy = V(repeating: Float(y) + 0.5)
        let qx = cx + nx * disp
        let qy = cy + ny * disp
        var c: PixelQuad
        if all(w .<= 0) {
            c = sample4(sharp, qx, qy)
        } else if all(w .>= 1) {
            c = sample4(source, qx, qy)
        } else {
            let frosted = sample4(source, qx, qy)
            let clear = sample4(sharp, qx, qy)
            // w ≥ 1 reads the frosted sample alone; 0 < w < 1 adds w of the way to it.
            c = frosted.selecting(clear.selecting(clear.lerp(frosted, w), where: w .<= 0), where: w .>= 1)
        }
        c = Self.washed(curve.map { Self.toned4(c, o, $0) } ?? c, o)
        // Highlights where the rim faces the light and where it faces away.
        let k = nx * light.x + ny * light.y
        let r = depth * rimScale
        let lit = specular * (0.2 + 0.8 * k * k)
        var h = V(repeating: 0)
        for i in 0..<4 where r[i] < 6 { h[i] = lit[i] * exp(-r[i]) }
        h += sheen * (1 - s) * (1 - s)
        c.r += h
        c.g += h
        c.b += h
        c.a += h
        Self.store4(c, into: out)
    }

    /// The frosted backdrop at four canvas positions, bilinear, clamped to what the source
    /// holds: ``sample(_:_:_:)`` lane by lane.
    @inline(__always)
    func sample4(_ source: UnsafePointer<UInt8>, _ qx: SIMD4<Float>, _ qy: SIMD4<Float>) -> PixelQuad {
        typealias V = SIMD4<Float>
        let sw = sourceRect.width
        let sh = sourceRect.height
        // min(max(v, 0), limit), with NaN taken as 0 (never an index outside the source).
        @inline(__always) func clamp(_ v: V, _ limit: Int) -> V {
            let m = v.replacing(with: 0, where: .!(v .> 0))
            return m.replacing(with: Float(limit), where: m .> Float(limit))
        }
        let u = clamp(qx - 0.5 - Float(sourceRect.x), sw - 1)
        let v = clamp(qy - 0.5 - Float(sourceRect.y), sh - 1)
        let x0 = Self.truncated(u)
        let y0 = Self.truncated(v)
        let fx = u - V(x0)
        let fy = v - V(y0)
        let x1 = pointwiseMin(x0 &+ 1, SIMD4(repeating: Int32(sw - 1)))
        let y1 = pointwiseMin(y0 &+ 1, SIMD4(repeating: Int32(sh - 1)))
        let stride = sourceStride
        @inline(__always) func words(_ ys: SIMD4<Int32>, _ xs: SIMD4<Int32>) -> PixelQuad {
            @inline(__always) func word(_ i: Int) -> UInt32 {
                UInt32(
                    littleEndian: UnsafeRawPointer(source + (Int(ys[i]) * stride + Int(xs[i])) * 4)
                        .loadUnaligned(as: UInt32.self))
            }
            return PixelQuad(words: SIMD4(word(0), word(1), word(2), word(3)))
        }
        let top = words(y0, x0).lerp(words(y0, x1), fx)
        let bottom = words(y1, x0).lerp(words(y1, x1), fx)
        return top.lerp(bottom, fy)
    }

    /// ``frostWeight(_:_:)`` lane by lane.
    @inline(__always)
    static func frostWeight4(_ o: Own, _ depth: SIMD4<Float>) -> SIMD4<Float> {
        if o.frostRamp > 0 {
            let c = unit((depth - o.frostFrom) / o.frostRamp)
            return c * c * (3 - 2 * c)
        }
        return SIMD4(repeating: 0).replacing(with: 1, where: depth .>= o.frostFrom)
    }

    /// ``toned(_:_:_:)`` lane by lane: where there is alpha, the tone curve (at `curve`) on
    /// the luma and the gain on the chroma; elsewhere the pixel as it is.
    @inline(__always)
    static func toned4(_ c: PixelQuad, _ o: Own, _ curve: UnsafePointer<Float>) -> PixelQuad {
        typealias V = SIMD4<Float>
        let a = c.a
        let shows = a .> 0
        let inv = 1 / a
        let r = c.r * inv
        let g = c.g * inv
        let b = c.b * inv
        let y = unit(0.2126 * r + 0.7152 * g + 0.0722 * b).replacing(with: 0, where: .!shows)
        let t = y * Float(toneSteps)
        let i = pointwiseMin(truncated(t), SIMD4(repeating: Int32(toneSteps - 1)))
        let lo = V(curve[Int(i[0])], curve[Int(i[1])], curve[Int(i[2])], curve[Int(i[3])])
        let hi = V(curve[Int(i[0]) + 1], curve[Int(i[1]) + 1], curve[Int(i[2]) + 1], curve[Int(i[3]) + 1])
        let f = lo + (hi - lo) * (t - V(i))
        let k = o.chroma
        @inline(__always) func channel(_ v: V, _ raw: V) -> V {
            (unit(f + k * (v - y)) * a).replacing(with: raw, where: .!shows)
        }
        return PixelQuad(r: channel(r, c.r), g: channel(g, c.g), b: channel(b, c.b), a: a)
    }

    /// The owner's wash over four pixels: `over + c · (1 − over.w)`.
    @inline(__always)
    static func washed(_ c: PixelQuad, _ o: Own) -> PixelQuad {
        let keep = 1 - o.over.w
        return PixelQuad(
            r: o.over.x + c.r * keep, g: o.over.y + c.g * keep, b: o.over.z + c.b * keep, a: o.over.w + c.a * keep)
    }

    /// ``store(_:_:)`` lane by lane: alpha to 0…1, color to 0…alpha, each × 255 + 0.5
    /// truncated; the four pixels written at `out`.
    @inline(__always)
    static func store4(_ c: PixelQuad, into out: UnsafeMutablePointer<UInt8>) {
        typealias V = SIMD4<Float>
        let alpha = V(repeating: 0).replacing(with: c.a.replacing(with: 1, where: .!(c.a .< 1)), where: c.a .> 0)
        @inline(__always) func byte(_ x: V) -> SIMD4<Int32> {
            let q = V(repeating: 0).replacing(with: x.replacing(with: alpha, where: .!(x .< alpha)), where: x .> 0)
            return truncated(q * 255 + 0.5)
        }
        let words = SIMD4<UInt32>(
            truncatingIfNeeded: byte(c.r) | byte(c.g) &<< 8 | byte(c.b) &<< 16 | truncated(alpha * 255 + 0.5) &<< 24)
        UnsafeMutableRawPointer(out).storeBytes(
            of: SIMD4(words.x.littleEndian, words.y.littleEndian, words.z.littleEndian, words.w.littleEndian),
            as: SIMD4<UInt32>.self)
    }

    /// `min(max(v, 0), 1)` lane by lane (−0 becomes 0, as there).
    @inline(__always)
    static func unit(_ v: SIMD4<Float>) -> SIMD4<Float> {
        v.replacing(with: 0, where: v .<= 0).replacing(with: 1, where: v .> 1)
    }

    /// `Int32(v)` lane by lane for 0 ≤ v < 2²²: adding 1.5 · 2²³ rounds to the nearest integer
    /// and leaves it in the low mantissa bits; one less where that rounded up (truncation).
    @inline(__always)
    static func truncated(_ v: SIMD4<Float>) -> SIMD4<Int32> {
        let m = v + 12_582_912
        let k = unsafeBitCast(m, to: SIMD4<Int32>.self) &- 0x4B40_0000
        return k.replacing(with: k &- 1, where: m - 12_582_912 .> v)
    }
}
