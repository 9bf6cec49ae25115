import VitroGeometry

/// A solid fill straight from a path's accumulation rows (`PathRasterizer.accumulate`), without
/// a coverage mask: between the cells where edges cross, a row's coverage is constant, so each
/// such run is drawn at once (an opaque color's inside is a plain store, the outside is skipped).
/// Every pixel comes out as `SolidBlit` makes it from the mask `PathRasterizer.coverage` gives:
/// the running sum meets the same cells in the same order (adding a zero cell changes nothing).
/// The cells are read once and left zero, so one buffer serves every chunk of a fill.
struct SolidRunFill: IntegerBlendVisitor {
    let color: SIMD4<Float>
    let packed: UInt32
    /// The accumulation's pixels (its rows are `rect.width + 2` cells apart).
    let rect: PixelRect
    /// The pixmap's width.
    let width: Int
    let rule: FillRule
    let cells: SharedPointer<Float>
    var target = SharedPointer<UInt32>(base: UnsafeMutablePointer(bitPattern: 16)!)

    init(color: SIMD4<Float>, packed: UInt32, rect: PixelRect, width: Int, rule: FillRule, cells: SharedPointer<Float>)
    {
        (self.color, self.packed, self.rect, self.width, self.rule, self.cells) = (
            color, packed, rect, width, rule, cells
        )
    }

    mutating func visit<K: IntegerBlend>(_ kernel: K.Type) {
        let (color, packed, rect, rule) = (color, packed, rect, rule)
        // The same choices as SolidBlit's, for the same rectangle.
        let translucentOver = K.self == SourceOverBlend.self && packed >> 24 < 255
        let table = translucentOver && rect.width * rect.height >= 4096 ? SolidBlit.sourceOverTable(color) : []
        let exact = translucentOver && table.isEmpty
        let opaque = (K.self == SourceOverBlend.self || K.self == CopyBlend.self) && packed >> 24 == 255
        let w = rect.width
        let stride = w + 2
        let drawn = packed != 0
        for y in 0..<rect.height {
            let row = cells.base + y * stride
            let d = target.base + (rect.y + y) * width + rect.x
            var sum: Float = 0
            var k: Float = 0
            var x = 0
            while x < w {
                // The run of cells that leave the sum as it is, eight at a time first: their bits
                // but the signs, or-ed as four words, are zero only if all eight are ±0.
                var end = x
                while end + 8 <= w {
                    let p = UnsafeRawPointer(row + end)
                    let bits =
                        p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                        | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                    if bits & 0x7FFF_FFFF_7FFF_FFFF != 0 { break }
                    end += 8
                }
                while end < w, row[end] == 0 { end += 1 }
                if end > x {
                    if drawn {
                        Self.draw(
                            k, d + x, end - x, color: color, packed: packed, opaque: opaque, table: table, exact: exact,
                            K.self)
                    }
                    x = end
                    continue
                }
                sum += row[x]
                row[x] = 0
                switch rule {
                case .nonZero:
                    k = min(abs(sum), 1)
                case .evenOdd:
                    let m = abs(sum).truncatingRemainder(dividingBy: 2)
                    k = m > 1 ? 2 - m : m
                }
                if drawn {
                    Self.draw(
                        k, d + x, 1, color: color, packed: packed, opaque: opaque, table: table, exact: exact, K.self)
                }
                x += 1
            }
            // The cells past the row's end take what edges clamped there left.
            row[w] = 0
            row[w + 1] = 0
        }
    }

    /// `count` pixels from `d` at coverage `k`, each as SolidBlit's masked loop draws it.
    @inline(__always)
    static func draw<K: IntegerBlend>(
        _ k: Float, _ d: UnsafeMutablePointer<UInt32>, _ count: Int, color: SIMD4<Float>, packed: UInt32, opaque: Bool,
        table: [UInt8], exact: Bool, _: K.Type
    ) {
        if !(k > 0) { return }
        if k >= 1, opaque {
            d.update(repeating: packed, count: count)
            return
        }
        if k >= 1, !table.isEmpty {
            for i in 0..<count { d[i] = SolidBlit.lookUp(table, d[i]) }
            return
        }
        if k >= 1, exact {
            for i in 0..<count { d[i] = SolidBlit.sourceOver(color, d[i]) }
            return
        }
        // Partial coverage scales the float color, so the source rounds once.
        let s = k >= 1 ? packed : Pixmap.pack(Pixmap.quantize(color * k))
        for i in 0..<count { d[i] = K.blend(s, d[i]) }
    }
}
