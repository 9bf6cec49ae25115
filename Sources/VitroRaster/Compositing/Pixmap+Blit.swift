// The integer fast paths behind `Pixmap.draw(_:atX:y:…)` and `Pixmap.fill(_:with:…)`: one pass
// over packed 8-bit pixels, rows split into bands over every core (each row computed alone, so
// the bytes are the same for any thread count).

/// Pixel counts below which a draw stays on one thread: dispatching costs more than it saves.
let parallelPixelThreshold = 1 << 16

extension Pixmap {
    /// Composites `source` at (`dx`, `dy`) over `rect` (already clipped to both) by the integer
    /// kernel of `blend`; false, with nothing drawn, when the mode has none.
    mutating func blitInteger(
        _ source: Pixmap, dx: Int, dy: Int, rect: PixelRect, opacity: Double, blend: BlendOperation,
        mask: CoverageMask?, overClear: Bool, threads: Int? = nil
    ) -> Bool {
        var job = ImageBlit(
            dx: dx, dy: dy, sourceWidth: source.width, rect: rect, width: width, opacity: Float(min(1, opacity)),
            mask: mask, threads: threads ?? (rect.width * rect.height < parallelPixelThreshold ? 1 : nil))
        var done = false
        source.data.withUnsafeBytes { s in
            data.withUnsafeMutableBytes { d in
                job.source = SharedPointer(
                    base: UnsafeMutablePointer(mutating: s.baseAddress!.assumingMemoryBound(to: UInt32.self)))
                job.target = SharedPointer(base: d.baseAddress!.assumingMemoryBound(to: UInt32.self))
                done = blend.acceptInteger(&job, overClear: overClear)
            }
        }
        return done
    }

    /// Fills `rect` (already clipped) with the premultiplied `color`, scaled by `mask` coverage
    /// when given, by the integer kernel of `blend`; false when the mode has none.
    mutating func fillInteger(
        _ color: SIMD4<Float>, rect: PixelRect, mask: CoverageMask?, blend: BlendOperation, overClear: Bool,
        threads: Int? = nil
    ) -> Bool {
        var job = SolidBlit(
            color: color, packed: Pixmap.pack(Pixmap.quantize(color)), rect: rect, width: width, mask: mask,
            threads: threads ?? (rect.width * rect.height < parallelPixelThreshold ? 1 : nil))
        var done = false
        data.withUnsafeMutableBytes { d in
            job.target = SharedPointer(base: d.baseAddress!.assumingMemoryBound(to: UInt32.self))
            done = blend.acceptInteger(&job, overClear: overClear)
        }
        return done
    }

    /// A byte pixel packed R-low, as the integer kernels take it.
    @inline(__always)
    static func pack(_ p: SIMD4<UInt8>) -> UInt32 {
        UInt32(p.x) | UInt32(p.y) << 8 | UInt32(p.z) << 16 | UInt32(p.w) << 24
    }
}

/// Coverage 0…1 as a 0…255 multiplier (NaN and negatives are 0).
@inline(__always)
func coverageByte(_ c: Float) -> UInt32 {
    c > 0 ? (c < 1 ? UInt32(c * 255 + 0.5) : 255) : 0
}

struct ImageBlit: IntegerBlendVisitor {
    let dx: Int, dy: Int, sourceWidth: Int
    let rect: PixelRect
    let width: Int
    let opacity: Float
    let mask: CoverageMask?
    let threads: Int?
    var source = SharedPointer<UInt32>(base: UnsafeMutablePointer(bitPattern: 16)!)
    var target = SharedPointer<UInt32>(base: UnsafeMutablePointer(bitPattern: 16)!)

    mutating func visit<K: IntegerBlend>(_ kernel: K.Type) {
        let (dx, dy, sw, rect, width, opacity, source, target) = (
            dx, dy, sourceWidth, rect, width, opacity, source, target
        )
        let constant = coverageByte(opacity)
        if let mask {
            mask.values.withUnsafeBufferPointer { cov in
                let coverage = SharedPointer(base: UnsafeMutablePointer(mutating: cov.baseAddress!))
                let m = mask.rect
                ParallelBands.run(rows: rect.height, threads: threads) { rows in
                    for y in (rect.y + rows.lowerBound)..<(rect.y + rows.upperBound) {
                        let s = source.base + ((y - dy) * sw - dx)
                        let d = target.base + y * width
                        let c = coverage.base + ((y - m.y) * m.width - m.x)
                        for x in rect.x..<rect.maxX {
                            let sp = s[x]
                            if sp >> 24 == 0 { continue }
                            let k = coverageByte(opacity * c[x])
                            if k == 0 { continue }
                            d[x] = K.blend(k == 255 ? sp : scalePixel(sp, k), d[x])
                        }
                    }
                }
            }
            return
        }
        guard constant > 0 else { return }
        ParallelBands.run(rows: rect.height, threads: threads) { rows in
            for y in (rect.y + rows.lowerBound)..<(rect.y + rows.upperBound) {
                let s = source.base + ((y - dy) * sw - dx)
                let d = target.base + y * width
                if K.self == CopyBlend.self && constant == 255 {
                    // A copy: transparent source pixels leave the (transparent) backdrop alone anyway.
                    (d + rect.x).update(from: s + rect.x, count: rect.width)
                    continue
                }
                for x in rect.x..<rect.maxX {
                    let sp = s[x]
                    if sp >> 24 == 0 { continue }
                    d[x] = K.blend(constant == 255 ? sp : scalePixel(sp, constant), d[x])
                }
            }
        }
    }
}

struct SolidBlit: IntegerBlendVisitor {
    /// For each channel and backdrop value 0…255, the float source-over result as a byte.
    static func sourceOverTable(_ color: SIMD4<Float>) -> [UInt8] {
        let c = color.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        var table = [UInt8](repeating: 0, count: 1024)
        for v in 0..<256 {
            let o = c + SIMD4(repeating: Float(v)) * (1.0 / 255) * (1 - c.w)
            for i in 0..<4 { table[i * 256 + v] = UInt8(Int32(min(max(o[i], 0), 1) * 255 + 0.5)) }
        }
        return table
    }

    /// The float kernel on one packed pixel.
    @inline(__always)
    static func sourceOver(_ color: SIMD4<Float>, _ d: UInt32) -> UInt32 {
        let b = SIMD4<UInt8>(truncatingIfNeeded: SIMD4<UInt32>(repeating: d) &>> SIMD4(0, 8, 16, 24))
        return Pixmap.pack(Pixmap.quantize(SourceOver.blend(color, Pixmap.unquantize(b))))
    }

    @inline(__always)
    static func lookUp(_ table: [UInt8], _ d: UInt32) -> UInt32 {
        UInt32(table[Int(d & 0xFF)]) | UInt32(table[256 + Int((d >> 8) & 0xFF)]) << 8
            | UInt32(table[512 + Int((d >> 16) & 0xFF)]) << 16 | UInt32(table[768 + Int(d >> 24)]) << 24
    }

    let color: SIMD4<Float>
    let packed: UInt32
    let rect: PixelRect
    let width: Int
    let mask: CoverageMask?
    let threads: Int?
    var target = SharedPointer<UInt32>(base: UnsafeMutablePointer(bitPattern: 16)!)

    mutating func visit<K: IntegerBlend>(_ kernel: K.Type) {
        let (color, packed, rect, width, target) = (color, packed, rect, width, target)
        // Source-over of one color is a function of each backdrop channel alone: a table of
        // the float kernel's results makes fully covered pixels exact.
        // (Small fills, text mostly, take the float kernel per pixel instead of building one.)
        let translucentOver = K.self == SourceOverBlend.self && packed >> 24 < 255
        let table = translucentOver && rect.width * rect.height >= 4096 ? Self.sourceOverTable(color) : []
        let exact = translucentOver && table.isEmpty
        // Where an opaque color covers fully, over or copy, it is the result.
        let opaque = (K.self == SourceOverBlend.self || K.self == CopyBlend.self) && packed >> 24 == 255
        // A transparent source leaves the backdrop as it is in every mode.
        guard packed != 0 else { return }
        if let mask {
            mask.values.withUnsafeBufferPointer { cov in
                let coverage = SharedPointer(base: UnsafeMutablePointer(mutating: cov.baseAddress!))
                let m = mask.rect
                ParallelBands.run(rows: rect.height, threads: threads) { rows in
                    for y in (rect.y + rows.lowerBound)..<(rect.y + rows.upperBound) {
                        let d = target.base + y * width
                        let c = coverage.base + ((y - m.y) * m.width - m.x)
                        for x in rect.x..<rect.maxX {
                            let k = c[x]
                            if !(k > 0) { continue }
                            if k >= 1, opaque {
                                d[x] = packed
                                continue
                            }
                            if k >= 1, !table.isEmpty {
                                d[x] = Self.lookUp(table, d[x])
                                continue
                            }
                            if k >= 1, exact {
                                d[x] = Self.sourceOver(color, d[x])
                                continue
                            }
                            // Partial coverage scales the float color, so the source rounds once.
                            let s = k >= 1 ? packed : Pixmap.pack(Pixmap.quantize(color * k))
                            d[x] = K.blend(s, d[x])
                        }
                    }
                }
            }
            return
        }
        ParallelBands.run(rows: rect.height, threads: threads) { rows in
            for y in (rect.y + rows.lowerBound)..<(rect.y + rows.upperBound) {
                let d = target.base + y * width
                if K.self == CopyBlend.self || (K.self == SourceOverBlend.self && packed >> 24 == 255) {
                    (d + rect.x).update(repeating: packed, count: rect.width)
                    continue
                }
                if !table.isEmpty {
                    for x in rect.x..<rect.maxX { d[x] = Self.lookUp(table, d[x]) }
                    continue
                }
                if exact {
                    for x in rect.x..<rect.maxX { d[x] = Self.sourceOver(color, d[x]) }
                    continue
                }
                for x in rect.x..<rect.maxX { d[x] = K.blend(packed, d[x]) }
            }
        }
    }
}
