import Foundation
import VitroColor

/// The ICC profiles Vitro writes and the classification of profiles it reads.
enum ICCProfile {
    /// A compact ICC v4 display profile for Display P3: D50-adapted colorants (Bradford),
    /// the sRGB curve as a parametric curve, and a `chad` tag.
    ///
    /// Bytes, not `Data`: a `Data` global keeps its storage behind a tagged pointer that
    /// LeakSanitizer cannot follow, so every sanitized run reported this one-time profile as a leak.
    static let displayP3: [UInt8] = build(gamut: .displayP3, description: "Display P3")

    /// The color space a profile describes, judged by its red and green colorants, or nil when
    /// it is neither sRGB nor Display P3 (or cannot be parsed).
    static func colorSpace(of profile: [UInt8]) -> ColorSpace? {
        guard profile.count >= 132, let red = xyzTag(profile, "rXYZ"), let green = xyzTag(profile, "gXYZ") else {
            return nil
        }
        func xy(_ v: SIMD3<Double>) -> SIMD2<Double> { SIMD2(v.x, v.y) / v.sum() }
        let (r, g) = (xy(red), xy(green))
        for gamut in Gamut.allCases {
            let (rr, gg) = (xy(colorant(gamut, 0)), xy(colorant(gamut, 1)))
            let dr = r - rr
            let dg = g - gg
            let err = max(abs(dr.x), abs(dr.y), abs(dg.x), abs(dg.y))
            if err < 0.005 { return gamut == .sRGB ? .sRGB : .displayP3 }
        }
        return nil
    }

    // MARK: building

    /// Bradford adaptation from D65 to the ICC's D50 PCS illuminant.
    static let bradfordD65toD50: Matrix3 = {
        let bradford = Matrix3([0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296])
        let d65 = SIMD3(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
        let d50 = SIMD3(0.9642, 1.0, 0.8249)
        let a = bradford * d65
        let b = bradford * d50
        let scale = Matrix3([b.x / a.x, 0, 0], [0, b.y / a.y, 0], [0, 0, b.z / a.z])
        return bradford.inverse * scale * bradford
    }()

    /// The D50-adapted XYZ of primary `i` (0 red, 1 green, 2 blue).
    static func colorant(_ gamut: Gamut, _ i: Int) -> SIMD3<Double> {
        let m = bradfordD65toD50 * gamut.toXYZ
        let c = m.columns
        return [c.0, c.1, c.2][i]
    }

    static func build(gamut: Gamut, description: String) -> [UInt8] {
        var tags: [(String, [UInt8])] = []
        tags.append(("desc", mluc(description)))
        tags.append(("cprt", mluc("No copyright, use freely")))
        tags.append(("wtpt", xyz(SIMD3(0.9642, 1.0, 0.8249))))
        let chad = bradfordD65toD50
        tags.append(
            (
                "chad",
                Array("sf32".utf8) + [0, 0, 0, 0]
                    + [chad.rows.0, chad.rows.1, chad.rows.2].flatMap { [$0.x, $0.y, $0.z] }.flatMap(s15)
            ))
        tags.append(("rXYZ", xyz(colorant(gamut, 0))))
        tags.append(("gXYZ", xyz(colorant(gamut, 1))))
        tags.append(("bXYZ", xyz(colorant(gamut, 2))))
        // sRGB curve: Y = (aX + b)^g for X ≥ d, else cX (ICC parametric type 3).
        let curve =
            Array("para".utf8) + [0, 0, 0, 0, 0, 3, 0, 0]
            + [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045].flatMap(s15)
        tags.append(("rTRC", curve))
        tags.append(("gTRC", curve))
        tags.append(("bTRC", curve))

        // The three curves share one copy of the data, as ICC allows.
        var table: [UInt8] = u32(UInt32(tags.count))
        var body: [UInt8] = []
        var offsets: [String: (Int, Int)] = [:]
        let dataStart = 128 + 4 + 12 * tags.count
        for (sig, bytes) in tags {
            if sig == "gTRC" || sig == "bTRC", let shared = offsets["rTRC"] {
                offsets[sig] = shared
                continue
            }
            while body.count % 4 != 0 { body.append(0) }
            offsets[sig] = (dataStart + body.count, bytes.count)
            body += bytes
        }
        for (sig, _) in tags {
            let (offset, size) = offsets[sig]!
            table += Array(sig.utf8) + u32(UInt32(offset)) + u32(UInt32(size))
        }
        while body.count % 4 != 0 { body.append(0) }
        let size = 128 + table.count + body.count
        var header = [UInt8](repeating: 0, count: 128)
        func put(_ at: Int, _ b: [UInt8]) { header.replaceSubrange(at..<at + b.count, with: b) }
        put(0, u32(UInt32(size)))
        put(8, [4, 0x30, 0, 0])  // version 4.3
        put(12, Array("mntr".utf8))
        put(16, Array("RGB ".utf8))
        put(20, Array("XYZ ".utf8))
        put(24, [2026, 1, 1, 0, 0, 0].flatMap { u16(UInt16($0)) })
        put(36, Array("acsp".utf8))
        put(64, u32(0))  // perceptual
        put(68, [0.9642, 1.0, 0.8249].flatMap(s15))
        put(80, Array("vtro".utf8))
        return header + table + body
    }

    static func u32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
    static func u16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    static func s15(_ v: Double) -> [UInt8] { u32(UInt32(bitPattern: Int32((v * 65536).rounded()))) }
    static func xyz(_ v: SIMD3<Double>) -> [UInt8] {
        Array("XYZ ".utf8) + [0, 0, 0, 0] + [v.x, v.y, v.z].flatMap(s15)
    }

    static func mluc(_ s: String) -> [UInt8] {
        let utf16 = s.utf16.flatMap { u16($0) }
        return Array("mluc".utf8) + [0, 0, 0, 0] + u32(1) + u32(12) + Array("enUS".utf8) + u32(UInt32(utf16.count))
            + u32(28) + utf16
    }

    // MARK: reading

    static func readU32(_ p: [UInt8], _ at: Int) -> UInt32? {
        guard at >= 0, at + 4 <= p.count else { return nil }
        return UInt32(p[at]) << 24 | UInt32(p[at + 1]) << 16 | UInt32(p[at + 2]) << 8 | UInt32(p[at + 3])
    }

    static func xyzTag(_ p: [UInt8], _ signature: String) -> SIMD3<Double>? {
        guard let count = readU32(p, 128), count < 1000 else { return nil }
        let sig = Array(signature.utf8)
        for i in 0..<Int(count) {
            let entry = 132 + i * 12
            guard entry + 12 <= p.count else { return nil }
            guard Array(p[entry..<entry + 4]) == sig, let offset = readU32(p, entry + 4) else { continue }
            let o = Int(offset)
            guard o + 20 <= p.count, Array(p[o..<o + 4]) == Array("XYZ ".utf8) else { return nil }
            func s15(_ at: Int) -> Double { Double(Int32(bitPattern: readU32(p, at)!)) / 65536 }
            return SIMD3(s15(o + 8), s15(o + 12), s15(o + 16))
        }
        return nil
    }
}
