/// One of a backdrop filter's ``BackdropFilter/blends`` ready to run on the rows the blur
/// writes: the bytes a solid fill of its color in its mode gives (`Pixmap.fill` by the float
/// kernel, coverage scaling the source), while the row is still in cache and on every core.
///
/// Over an opaque backdrop a solid color's result in a channel-wise mode is a function of
/// each channel's byte alone, so fully covered opaque pixels take it from a table of the float
/// kernel's own results (exact); the rest, and the hue, saturation, color and luminosity modes
/// (which mix channels), go through the kernel pixel by pixel.
struct BackdropBlendRow: Sendable {
    /// For channels R, G, B and each backdrop byte 0…255, the result byte over an opaque
    /// backdrop; then the result alpha (the same for every byte). Empty for modes that mix
    /// channels.
    let table: [UInt8]
    /// The kernel on a row: `row` (`count` pixels, four bytes each) at canvas column `x0`,
    /// row `y`, scaled by `mask` coverage where one is given.
    let run:
        @Sendable (_ row: UnsafeMutablePointer<UInt8>, _ count: Int, _ mask: CoverageMask?, _ x0: Int, _ y: Int) ->
            Void

    init(_ blend: BackdropFilter.Blend) {
        let mixesChannels = [.hue, .saturation, .color, .luminosity].contains(blend.operation)
        var builder = Builder(source: blend.color, tabulate: !mixesChannels)
        blend.operation.accept(&builder)
        (table, run) = (builder.table, builder.run)
    }

    /// Blends every row of `rows` in place; see `run`.
    @inline(__always)
    static func apply(
        _ rows: [BackdropBlendRow], to row: UnsafeMutablePointer<UInt8>, count: Int, mask: CoverageMask?, x0: Int,
        y: Int
    ) {
        for r in rows { r.run(row, count, mask, x0, y) }
    }

    /// Specializes the row loop for one blend kernel.
    struct Builder: BlendKernelVisitor {
        let source: SIMD4<Float>
        let tabulate: Bool
        var table: [UInt8] = []
        var run: @Sendable (UnsafeMutablePointer<UInt8>, Int, CoverageMask?, Int, Int) -> Void = { _, _, _, _, _ in }

        mutating func visit<K: BlendKernel>(_ kernel: K.Type) {
            let source = source
            var t = [UInt8]()
            if tabulate {
                t = [UInt8](repeating: 0, count: 3 * 256 + 1)
                for v in 0...255 {
                    let d = Pixmap.unquantize(SIMD4(UInt8(v), UInt8(v), UInt8(v), 255))
                    let o = Pixmap.quantize(K.blend(source, d))
                    (t[v], t[256 + v], t[512 + v], t[768]) = (o.x, o.y, o.z, o.w)
                }
            }
            table = t
            let lookUp = t
            run = { row, count, mask, x0, y in
                let pixels = UnsafeMutableRawPointer(row).assumingMemoryBound(to: UInt32.self)
                lookUp.withUnsafeBufferPointer { tb in
                    let tabulated = !tb.isEmpty
                    let alpha = tabulated ? UInt32(tb[768]) << 24 : 0
                    for x in 0..<count {
                        let c = mask?[x0 + x, y] ?? 1
                        // As `Pixmap.fill` does: uncovered pixels are left alone.
                        if c <= 0 { continue }
                        let d = pixels[x]
                        if tabulated && c == 1 && d >= 0xFF00_0000 {
                            pixels[x] =
                                UInt32(tb[Int(d & 0xFF)]) | UInt32(tb[256 + Int((d >> 8) & 0xFF)]) << 8
                                | UInt32(tb[512 + Int((d >> 16) & 0xFF)]) << 16 | alpha
                            continue
                        }
                        let b = SIMD4<UInt8>(truncatingIfNeeded: SIMD4<UInt32>(repeating: d) &>> SIMD4(0, 8, 16, 24))
                        pixels[x] = Pixmap.pack(Pixmap.quantize(K.blend(source, Pixmap.unquantize(b), coverage: c)))
                    }
                }
            }
        }
    }
}
