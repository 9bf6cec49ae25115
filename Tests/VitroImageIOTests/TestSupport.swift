import Foundation
import VitroImageIO

enum Fixture {
    static func url(_ name: String) throws -> URL {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Fixtures/\(name)"])
        }
        return url
    }
}

/// CRC-32 as PNG defines it, written here so hostile files can be built with valid or broken CRCs.
func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
    }
    return c ^ 0xFFFF_FFFF
}

func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
}

/// A PNG chunk with its length and CRC.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let t = Array(type.utf8)
    return be32(UInt32(data.count)) + t + data + be32(crc32(t + data))
}

/// The chunks of a PNG: type, data, and whether the stored CRC is right.
func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8], crcOK: Bool)] {
    var out: [(String, [UInt8], Bool)] = []
    var i = 8
    while i + 12 <= png.count {
        let n = Int(UInt32(png[i]) << 24 | UInt32(png[i + 1]) << 16 | UInt32(png[i + 2]) << 8 | UInt32(png[i + 3]))
        guard i + 12 + n <= png.count else { break }
        let type = Array(png[i + 4..<i + 8])
        let data = Array(png[i + 8..<i + 8 + n])
        let stored = Array(png[i + 8 + n..<i + 12 + n])
        out.append((String(decoding: type, as: UTF8.self), data, stored == be32(crc32(type + data))))
        i += 12 + n
    }
    return out
}

func testImage(width: Int, height: Int, deep: Bool = false) throws -> RasterImage {
    var s = [UInt16](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            let v = [
                x * 65535 / max(1, width - 1), y * 65535 / max(1, height - 1), (x * 7 + y * 13) * 997 % 65536,
                65535 - x * 300,
            ]
            for c in 0..<4 {
                // An 8-bit image keeps 8-bit values (v·257); a deep one uses all 16 bits.
                s[i + c] = deep ? UInt16(clamping: v[c]) : UInt16(clamping: v[c] >> 8) * 257
            }
        }
    }
    return try RasterImage(width: width, height: height, bitDepth: deep ? 16 : 8, samples: s)
}
