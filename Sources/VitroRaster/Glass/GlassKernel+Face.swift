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
        typealias V = SIMD4<Float>
        // frostWeight(_:_:)
        var w: V
        if o.frostRamp > 0 {
            let c = unit((depth - o.frostFrom) / o.frostRamp)
            w = c * c * (3 - 2 * c)
        } else {
            w = V(repeating: 0).replacing(with: 1, where: depth .>= o.frostFrom)
        }
        // pixel(_:_:_:_:_:): the frosted backdrop, the unfrosted one, or w of the way between.
        let f = channels(frosted)
        let s = channels(sharp)
        let full = w .>= 1
        let none = w .<= 0
        @inline(__always) func mix(_ f: V, _ s: V) -> V {
            (s + (f - s) * w).replacing(with: f, where: full).replacing(with: s, where: none)
        }
        let (r0, g0, b0, a) = (mix(f.0, s.0), mix(f.1, s.1), mix(f.2, s.2), mix(f.3, s.3))
        // toned(_:_:_:), where there is alpha (elsewhere the pixel stays as it is).
        let shows = a .> 0
        let inv = 1 / a
        let r = r0 * inv
        let g = g0 * inv
        let b = b0 * inv
        let y = unit(0.2126 * r + 0.7152 * g + 0.0722 * b).replacing(with: 0, where: .!shows)
        let t = y * Float(toneSteps)
        let i = pointwiseMin(truncated(t), SIMD4(repeating: Int32(toneSteps - 1)))
        let lo = V(curve[Int(i[0])], curve[Int(i[1])], curve[Int(i[2])], curve[Int(i[3])])
        let hi = V(curve[Int(i[0]) + 1], curve[Int(i[1]) + 1], curve[Int(i[2]) + 1], curve[Int(i[3]) + 1])
        let fy = lo + (hi - lo) * (t - V(i))
        let k = o.chroma
        @inline(__always) func channel(_ v: V, _ raw: V) -> V {
            (unit(fy + k * (v - y)) * a).replacing(with: raw, where: .!shows)
        }
        // The wash over it: over + toned · (1 − over.w).
        let keep = 1 - o.over.w
        let cr = o.over.x + channel(r, r0) * keep
        let cg = o.over.y + channel(g, g0) * keep
        let cb = o.over.z + channel(b, b0) * keep
        let ca = o.over.w + a * keep
        // store(_:_:): alpha to 0…1, color to 0…alpha, each × 255 + 0.5 truncated.
        let alpha = V(repeating: 0).replacing(with: ca.replacing(with: 1, where: .!(ca .< 1)), where: ca .> 0)
        @inline(__always) func byte(_ x: V) -> SIMD4<Int32> {
            let q = V(repeating: 0).replacing(with: x.replacing(with: alpha, where: .!(x .< alpha)), where: x .> 0)
            return truncated(q * 255 + 0.5)
        }
        let pr = byte(cr)
        let pg = byte(cg)
        let pb = byte(cb)
        let pa = truncated(alpha * 255 + 0.5)
        let words = SIMD4<UInt32>(truncatingIfNeeded: pr | pg &<< 8 | pb &<< 16 | pa &<< 24)
        UnsafeMutableRawPointer(out).storeBytes(of: words.littleEndianWords, as: SIMD4<UInt32>.self)
    }

    /// Four pixels' bytes as four lanes of each channel, 0…1 (`load(_:)`'s values).
    @inline(__always)
    static func channels(_ p: UnsafePointer<UInt8>) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) {
        let v = SIMD4<Int32>(
            truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self).fromLittleEndian)
        @inline(__always) func lane(_ shift: Int32) -> SIMD4<Float> {
            SIMD4<Float>((v &>> shift) & 0xFF) * (1 / 255)
        }
        return (lane(0), lane(8), lane(16), lane(24))
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

extension SIMD4 where Scalar == UInt32 {
    /// The lanes as little-endian words (bytes in memory order R, G, B, A).
    fileprivate var littleEndianWords: SIMD4<UInt32> {
        SIMD4(x.littleEndian, y.littleEndian, z.littleEndian, w.littleEndian)
    }
}

extension SIMD4 where Scalar == UInt32 {
    /// Lanes read as little-endian words.
    fileprivate var fromLittleEndian: SIMD4<UInt32> {
        SIMD4(UInt32(littleEndian: x), UInt32(littleEndian: y), UInt32(littleEndian: z), UInt32(littleEndian: w))
    }
}
