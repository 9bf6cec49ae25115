import Foundation

/// Pair kerning read from a font's OpenType `GPOS` table: the pair-adjustment lookups (type 2,
/// formats 1 and 2, also behind extension lookups, type 9) of its `kern` feature, as the
/// horizontal advance adjustment of the first glyph, in font units.
///
/// For fonts that kern only through `GPOS` (Inter has no legacy `kern` table, which is all
/// FreeType's `FT_Get_Kerning` reads). Every read is bounds-checked: a damaged table kerns
/// nothing rather than failing.
struct PairKerning: Sendable {
    /// The pair-adjustment subtables of the `kern` feature, in lookup order, each as the offset
    /// of its subtable in `data`.
    private let subtables: [[Int]]
    private let data: [UInt8]

    /// Reads the `GPOS` table's bytes; nil when it has no `kern` feature with pair adjustments.
    init?(gpos data: [UInt8]) {
        self.data = data
        var lookups: [[Int]] = []
        let reader = Reader(data: data)
        guard let featureList = reader.u16(6).map(Int.init), let lookupList = reader.u16(8).map(Int.init),
            let featureCount = reader.u16(featureList)
        else { return nil }
        var indices: [Int] = []
        for i in 0..<Int(featureCount) {
            let record = featureList + 2 + i * 6
            guard reader.tag(record) == "kern", let offset = reader.u16(record + 4) else { continue }
            let feature = featureList + Int(offset)
            guard let count = reader.u16(feature + 2) else { continue }
            for j in 0..<Int(count) {
                if let index = reader.u16(feature + 4 + j * 2), !indices.contains(Int(index)) {
                    indices.append(Int(index))
                }
            }
        }
        indices.sort()
        guard let lookupCount = reader.u16(lookupList) else { return nil }
        for index in indices where index < Int(lookupCount) {
            guard let offset = reader.u16(lookupList + 2 + index * 2) else { continue }
            let lookup = lookupList + Int(offset)
            guard let type = reader.u16(lookup), let count = reader.u16(lookup + 4) else { continue }
            var tables: [Int] = []
            for k in 0..<Int(count) {
                guard let sub = reader.u16(lookup + 6 + k * 2) else { continue }
                var table = lookup + Int(sub)
                var kind = type
                if type == 9 {
                    // Extension: the real type and a 32-bit offset from this subtable.
                    guard let real = reader.u16(table + 2), let ext = reader.u32(table + 4) else { continue }
                    kind = real
                    table += Int(ext)
                }
                if kind == 2 { tables.append(table) }
            }
            if !tables.isEmpty { lookups.append(tables) }
        }
        guard !lookups.isEmpty else { return nil }
        subtables = lookups
    }

    /// The kerning between `left` and `right` in font units: the sum over the lookups of the
    /// first subtable of each that covers the pair.
    func value(_ left: UInt32, _ right: UInt32) -> Double {
        guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
        let reader = Reader(data: data)
        var total = 0
        for lookup in subtables {
            for table in lookup {
                if let v = Self.pair(reader, table, Int(left), Int(right)) {
                    total += v
                    break
                }
            }
        }
        return Double(total)
    }

    /// The x advance adjustment of one subtable for the pair, or nil when it does not cover it.
    private static func pair(_ r: Reader, _ table: Int, _ left: Int, _ right: Int) -> Int? {
        guard let format = r.u16(table), let coverage = r.u16(table + 2), let vf1 = r.u16(table + 4),
            let vf2 = r.u16(table + 6), let index = r.coverageIndex(table + Int(coverage), left)
        else { return nil }
        let size1 = (vf1 & 0xFF).nonzeroBitCount * 2
        let size2 = (vf2 & 0xFF).nonzeroBitCount * 2
        // The x advance is the third field; it comes after x and y placement when present.
        func xAdvance(_ at: Int) -> Int? {
            guard vf1 & 4 != 0 else { return 0 }
            let skip = (vf1 & 1 != 0 ? 2 : 0) + (vf1 & 2 != 0 ? 2 : 0)
            return r.i16(at + skip)
        }
        switch format {
        case 1:
            guard let count = r.u16(table + 8), index < Int(count), let setOffset = r.u16(table + 10 + index * 2),
                let pairs = r.u16(table + Int(setOffset))
            else { return nil }
            let set = table + Int(setOffset) + 2
            let stride = 2 + size1 + size2
            // Records are sorted by the second glyph: binary search.
            var (low, high) = (0, Int(pairs) - 1)
            while low <= high {
                let mid = (low + high) / 2
                guard let glyph = r.u16(set + mid * stride) else { return nil }
                if Int(glyph) == right { return xAdvance(set + mid * stride + 2) }
                if Int(glyph) < right { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            guard let def1 = r.u16(table + 8), let def2 = r.u16(table + 10), let count1 = r.u16(table + 12),
                let count2 = r.u16(table + 14)
            else { return nil }
            let c1 = r.glyphClass(table + Int(def1), left)
            let c2 = r.glyphClass(table + Int(def2), right)
            guard c1 < Int(count1), c2 < Int(count2) else { return nil }
            let record = table + 16 + (c1 * Int(count2) + c2) * (size1 + size2)
            return xAdvance(record)
        default:
            return nil
        }
    }

    /// Big-endian reads that return nil past the end.
    struct Reader {
        let data: [UInt8]

        func u16(_ at: Int) -> UInt16? {
            guard at >= 0, at + 2 <= data.count else { return nil }
            return UInt16(data[at]) << 8 | UInt16(data[at + 1])
        }
        func i16(_ at: Int) -> Int? { u16(at).map { Int(Int16(bitPattern: $0)) } }
        func u32(_ at: Int) -> UInt32? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return UInt32(hi) << 16 | UInt32(lo)
        }
        func tag(_ at: Int) -> String? {
            guard at >= 0, at + 4 <= data.count else { return nil }
            return String(decoding: data[at..<(at + 4)], as: UTF8.self)
        }

        /// The index of `glyph` in a coverage table, or nil when it is not covered.
        func coverageIndex(_ table: Int, _ glyph: Int) -> Int? {
            guard let format = u16(table), let count = u16(table + 2) else { return nil }
            var (low, high) = (0, Int(count) - 1)
            while low <= high {
                let mid = (low + high) / 2
                if format == 1 {
                    guard let g = u16(table + 4 + mid * 2).map(Int.init) else { return nil }
                    if g == glyph { return mid }
                    if g < glyph { low = mid + 1 } else { high = mid - 1 }
                } else if format == 2 {
                    let record = table + 4 + mid * 6
                    guard let start = u16(record).map(Int.init), let end = u16(record + 2).map(Int.init),
                        let first = u16(record + 4).map(Int.init)
                    else { return nil }
                    if glyph < start {
                        high = mid - 1
                    } else if glyph > end {
                        low = mid + 1
                    } else {
                        return first + glyph - start
                    }
                } else {
                    return nil
                }
            }
            return nil
        }

        /// The class of `glyph` in a class definition table (0 when it is in none).
        func glyphClass(_ table: Int, _ glyph: Int) -> Int {
            guard let format = u16(table) else { return 0 }
            if format == 1 {
                guard let start = u16(table + 2).map(Int.init), let count = u16(table + 4).map(Int.init),
                    glyph >= start, glyph < start + count
                else { return 0 }
                return u16(table + 6 + (glyph - start) * 2).map(Int.init) ?? 0
            }
            guard format == 2, let count = u16(table + 2) else { return 0 }
            var (low, high) = (0, Int(count) - 1)
            while low <= high {
                let mid = (low + high) / 2
                let record = table + 4 + mid * 6
                guard let start = u16(record).map(Int.init), let end = u16(record + 2).map(Int.init) else { return 0 }
                if glyph < start {
                    high = mid - 1
                } else if glyph > end {
                    low = mid + 1
                } else {
                    return u16(record + 4).map(Int.init) ?? 0
                }
            }
            return 0
        }
    }
}
