import VitroRaster

/// Premultiplied 8-bit pixels to straight samples by table, one lookup a channel.
///
/// Each table is indexed by `alpha << 8 | value` and holds exactly what the arithmetic
/// `RasterImage` has always used gives, so every path writes the same bytes:
/// straight 16-bit = round(value · 65535 / alpha) (0 where alpha is 0, clipped to 65535), then
/// straight 8-bit = round(straight16 · 255 / 65535), and the premultiplied 8-bit value that
/// straight16 gives back = round(straight16 · alpha16 · 255 / 65535²).
enum Unpremultiply {
    /// Straight 16-bit values.
    static let straight16: [UInt16] = (0..<65536).map { i in
        let a = UInt32(i >> 8)
        let v = UInt32(i & 0xFF)
        guard a > 0 else { return 0 }
        return UInt16(min((v * 65535 + a / 2) / a, 65535))
    }

    /// Straight 8-bit values, as a PNG of 8 bits stores them.
    static let straight8: [UInt8] = straight16.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }

    /// The premultiplied 8-bit value the straight 16-bit one converts back to.
    static let repremultiplied: [UInt8] = (0..<65536).map { i in
        let a16 = UInt64(i >> 8) * 257
        let v = UInt64(straight16[i]) * a16 * 255
        return UInt8((v + 2_147_385_344) / 4_294_836_225)
    }

    /// The straight 16-bit samples of a premultiplied pixmap.
    static func samples(of pixmap: Pixmap) -> [UInt16] {
        let count = pixmap.width * pixmap.height
        return [UInt16](unsafeUninitializedCapacity: count * 4) { out, initialized in
            straight16.withUnsafeBufferPointer { table in
                pixmap.data.withUnsafeBufferPointer { src in
                    for i in 0..<count {
                        let a = Int(src[i &* 4 &+ 3])
                        let row = a << 8
                        out[i &* 4] = table[row | Int(src[i &* 4])]
                        out[i &* 4 &+ 1] = table[row | Int(src[i &* 4 &+ 1])]
                        out[i &* 4 &+ 2] = table[row | Int(src[i &* 4 &+ 2])]
                        out[i &* 4 &+ 3] = UInt16(a) &* 257
                    }
                }
            }
            initialized = count * 4
        }
    }

    /// Straight RGBA bytes of a premultiplied pixmap: 8 bits a channel, or 16 big-endian.
    static func pngRows(of pixmap: Pixmap, bitDepth: Int) -> [UInt8] {
        let count = pixmap.width * pixmap.height
        let bytes = bitDepth == 16 ? 2 : 1
        return [UInt8](unsafeUninitializedCapacity: count * 4 * bytes) { out, initialized in
            pixmap.data.withUnsafeBufferPointer { src in
                if bytes == 1 {
                    straight8.withUnsafeBufferPointer { table in
                        for i in 0..<count {
                            let a = src[i &* 4 &+ 3]
                            let row = Int(a) << 8
                            out[i &* 4] = table[row | Int(src[i &* 4])]
                            out[i &* 4 &+ 1] = table[row | Int(src[i &* 4 &+ 1])]
                            out[i &* 4 &+ 2] = table[row | Int(src[i &* 4 &+ 2])]
                            // round(alpha · 257 · 255 / 65535) is alpha itself.
                            out[i &* 4 &+ 3] = a
                        }
                    }
                } else {
                    straight16.withUnsafeBufferPointer { table in
                        for i in 0..<count {
                            let a = src[i &* 4 &+ 3]
                            let row = Int(a) << 8
                            for c in 0..<3 {
                                let v = table[row | Int(src[i &* 4 &+ c])]
                                out[i &* 8 &+ 2 &* c] = UInt8(v >> 8)  // PNG stores 16-bit samples big-endian
                                out[i &* 8 &+ 2 &* c &+ 1] = UInt8(v & 0xFF)
                            }
                            // alpha · 257 in 16 bits: both bytes are alpha.
                            out[i &* 8 &+ 6] = a
                            out[i &* 8 &+ 7] = a
                        }
                    }
                }
            }
            initialized = count * 4 * bytes
        }
    }

    /// The premultiplied 8-bit pixmap that converting the image's samples back gives (equal
    /// to the source wherever no channel exceeds its alpha).
    static func repremultiplied(_ pixmap: Pixmap) -> Pixmap {
        var p = pixmap
        repremultiplied.withUnsafeBufferPointer { table in
            p.data.withUnsafeMutableBufferPointer { d in
                for i in 0..<(pixmap.width * pixmap.height) {
                    let row = Int(d[i &* 4 &+ 3]) << 8
                    d[i &* 4] = table[row | Int(d[i &* 4])]
                    d[i &* 4 &+ 1] = table[row | Int(d[i &* 4 &+ 1])]
                    d[i &* 4 &+ 2] = table[row | Int(d[i &* 4 &+ 2])]
                }
            }
        }
        return p
    }
}
