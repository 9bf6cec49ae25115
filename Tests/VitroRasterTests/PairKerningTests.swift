import Foundation
import Testing

@testable import VitroRaster

/// `GPOS` pair kerning: a hand-built table for each pair-adjustment format, damaged tables, and
/// Inter's own pairs where Inter is installed.
@Suite struct PairKerningTests {
    /// Big-endian bytes of 16-bit words.
    static func bytes(_ words: [Int]) -> [UInt8] {
        words.flatMap { [UInt8((UInt16(truncatingIfNeeded: $0)) >> 8), UInt8(UInt16(truncatingIfNeeded: $0) & 0xFF)] }
    }

    /// A `GPOS` table with one `kern` feature whose lookup holds `subtable` (placed at byte 38).
    static func gpos(lookupType: Int = 2, _ subtable: [Int]) -> [UInt8] {
        let kern = [0x6B65, 0x726E]  // "kern"
        let head = [1, 0, 10, 12, 26]  // version, script list, feature list, lookup list
        let scripts = [0]
        let features = [1] + kern + [8] + [0, 1, 0]  // one record → feature at +8: one lookup, index 0
        let lookups = [1, 4] + [lookupType, 0, 1, 8]  // one lookup at +4: one subtable at +8
        return bytes(head + scripts + features + lookups + subtable)
    }

    /// Format 1: glyph 5 kerned against 7 (−80) and 9 (+20).
    static let format1 = gpos([
        1, 12, 4, 0, 1, 18,  // format, coverage at +12, x advance only, one pair set at +18
        1, 1, 5,  // coverage: glyph 5
        2, 7, -80, 9, 20,  // pair set: (7, −80), (9, +20)
    ])

    @Test func formatOneKernsListedPairsOnly() throws {
        let k = try #require(PairKerning(gpos: Self.format1))
        #expect(k.value(5, 7) == -80)
        #expect(k.value(5, 9) == 20)
        #expect(k.value(5, 8) == 0)
        #expect(k.value(6, 7) == 0)
    }

    @Test func formatTwoKernsByClass() throws {
        // Glyphs 10…12 are class 1 on the left; 20…21 class 1 on the right; class pair (1, 1) −50.
        let table = Self.gpos([
            2, 24, 4, 0, 34, 46, 2, 2,  // format, coverage +24, x advance, class defs +34 / +46, 2 × 2 classes
            0, 0, 0, -50,  // class records (0,0) (0,1) (1,0) (1,1)
            2, 1, 10, 12, 0,  // coverage: range 10…12 from index 0
            1, 10, 3, 1, 1, 1,  // class def 1: glyphs 10…12 → class 1
            2, 1, 20, 21, 1,  // class def 2: range 20…21 → class 1
        ])
        let k = try #require(PairKerning(gpos: table))
        #expect(k.value(11, 20) == -50)
        #expect(k.value(12, 21) == -50)
        #expect(k.value(11, 22) == 0)
        #expect(k.value(13, 20) == 0)
    }

    @Test func extensionLookupsAreFollowed() throws {
        // A type 9 lookup pointing 8 bytes on to the format 1 subtable.
        let inner = Array(Self.format1[38...]).chunked()
        let table = Self.gpos(lookupType: 9, [1, 2, 0, 8] + inner)
        let k = try #require(PairKerning(gpos: table))
        #expect(k.value(5, 7) == -80)
    }

    @Test func damagedTablesKernNothingAndDoNotCrash() {
        for length in [0, 3, 11, 20, 30, 40, 45, 50, 55] {
            let cut = Array(Self.format1.prefix(length))
            let k = PairKerning(gpos: cut)
            #expect((k?.value(5, 7) ?? 0) == 0 || length >= Self.format1.count)
        }
        var garbage = Self.format1
        for i in stride(from: 38, to: garbage.count, by: 3) { garbage[i] = 0xFF }
        _ = PairKerning(gpos: garbage)?.value(5, 7)
        #expect(PairKerning(gpos: [UInt8](repeating: 0xFF, count: 64)) == nil)
    }

    @Test(.enabled(if: FontLocator.hasFamily("Inter")))
    func interKernsItsClassicPairs() throws {
        let face = try #require(FontFace.named("Inter"))
        #expect(face.familyName == "Inter")
        for pair in ["AV", "To", "Ty", "LT"] {
            let s = Array(pair.unicodeScalars)
            let k = face.kerning(face.glyphIndex(for: s[0]), face.glyphIndex(for: s[1]))
            #expect(k < 0, "\(pair): \(k)")
        }
        let none = face.kerning(face.glyphIndex(for: "o"), face.glyphIndex(for: "o"))
        #expect(abs(none) < 20)
    }
}

extension Array where Element == UInt8 {
    /// Big-endian 16-bit words (a trailing odd byte dropped).
    fileprivate func chunked() -> [Int] {
        stride(from: 0, to: count - 1, by: 2).map {
            Int(Int16(bitPattern: UInt16(self[$0]) << 8 | UInt16(self[$0 + 1])))
        }
    }
}
