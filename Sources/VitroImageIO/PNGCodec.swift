import CVitroShims
import Foundation
import VitroColor

/// PNG through libpng (all calls that can fail run inside the C shim).
enum PNGCodec {
    /// cICP for Display P3: primaries 12 (P3-D65), transfer 13 (sRGB), matrix 0 (RGB), full range.
    static let displayP3CICP: [UInt8] = [12, 13, 0, 1]

    static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageIOError) -> RasterImage {
        // The size is checked from IHDR (always the first chunk) before libpng reads further,
        // so a hostile header is refused whatever follows it.
        if bytes.count >= 33, bytes[12..<16].elementsEqual("IHDR".utf8), crcMatches(bytes, chunkAt: 8, length: 13) {
            func be(_ i: Int) -> Int {
                Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            }
            try limits.check(width: be(16), height: be(20))
        }
        var info = vitro_png_info()
        var message = [CChar](repeating: 0, count: Int(VITRO_ERROR_SIZE))
        let status = bytes.withUnsafeBufferPointer { vitro_png_read_info($0.baseAddress, $0.count, &info, &message) }
        guard status == 0 else { throw classify(message) }
        defer { vitro_free(info.icc) }
        try limits.check(width: Int(info.width), height: Int(info.height))
        let count = Int(info.width) * Int(info.height) * 4
        var samples = [UInt16](repeating: 0, count: count)
        var warnings = vitro_warnings()
        let decoded = bytes.withUnsafeBufferPointer { b in
            samples.withUnsafeMutableBufferPointer { s in
                vitro_png_decode(b.baseAddress, b.count, s.baseAddress, count, &warnings, &message)
            }
        }
        guard decoded == 0 else { throw classify(message) }
        var space = ColorSpace.sRGB
        if info.has_cicp != 0 {
            let cicp = [info.cicp.0, info.cicp.1, info.cicp.2, info.cicp.3]
            // cICP takes precedence over iCCP (PNG third edition). Primaries 1 = BT.709/sRGB.
            if cicp[0] == 12 {
                space = cicp[1] == 8 ? .linearDisplayP3 : .displayP3
            } else if cicp[0] == 1 && cicp[1] == 8 {
                space = .linearSRGB
            }
        } else if info.has_srgb == 0, let icc = info.icc, info.icc_length > 0 {
            let profile = [UInt8](UnsafeBufferPointer(start: icc, count: Int(info.icc_length)))
            space = ICCProfile.colorSpace(of: profile) ?? .sRGB
        }
        var image = try RasterImage(
            width: Int(info.width), height: Int(info.height), colorSpace: space,
            bitDepth: info.bit_depth == 16 ? 16 : 8, samples: samples)
        image.decoderWarnings = warnings.messages
        return image
    }

    /// The color tags of PNG data as libpng reads them: the iCCP profile, the cICP chunk and
    /// whether there is an sRGB chunk (for tests and tools).
    static func tags(of data: Data) -> (icc: [UInt8]?, cicp: [UInt8]?, srgb: Bool)? {
        let bytes = [UInt8](data)
        var info = vitro_png_info()
        var message = [CChar](repeating: 0, count: Int(VITRO_ERROR_SIZE))
        guard bytes.withUnsafeBufferPointer({ vitro_png_read_info($0.baseAddress, $0.count, &info, &message) }) == 0
        else { return nil }
        defer { vitro_free(info.icc) }
        let icc = info.icc.map { [UInt8](UnsafeBufferPointer(start: $0, count: Int(info.icc_length))) }
        let cicp = info.has_cicp != 0 ? [info.cicp.0, info.cicp.1, info.cicp.2, info.cicp.3] : nil
        return (icc, cicp, info.has_srgb != 0)
    }

    static func encode(_ image: RasterImage, bitDepth: Int, colorSpace: ColorSpace) throws(ImageIOError) -> Data {
        guard bitDepth == 8 || bitDepth == 16 else {
            throw .invalidArgument("PNG bit depth must be 8 or 16, not \(bitDepth)")
        }
        guard colorSpace == .sRGB || colorSpace == .displayP3 else {
            throw .invalidArgument("PNG output is sRGB or Display P3, not \(colorSpace)")
        }
        let img = image.converted(to: colorSpace)
        var pixels: [UInt8]
        if colorSpace == image.colorSpace, let rendered = img.storage.premultiplied {
            // A rendered image: straight from its pixels, by table, the same bytes as from its samples.
            pixels = Unpremultiply.pngRows(of: rendered, bitDepth: bitDepth)
        } else if bitDepth == 8 {
            pixels = img.samples.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
        } else {
            pixels = [UInt8](repeating: 0, count: img.samples.count * 2)
            for (i, v) in img.samples.enumerated() {
                pixels[2 * i] = UInt8(v >> 8)  // PNG stores 16-bit samples big-endian
                pixels[2 * i + 1] = UInt8(v & 0xFF)
            }
        }
        let profile = colorSpace == .displayP3 ? ICCProfile.displayP3 : []
        var message = [CChar](repeating: 0, count: Int(VITRO_ERROR_SIZE))
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = profile.withUnsafeBufferPointer { icc in
            "Display P3".withCString { name in
                var tags = vitro_png_tags()
                if colorSpace == .sRGB {
                    tags.srgb = 1
                } else {
                    tags.icc = icc.baseAddress
                    tags.icc_length = UInt32(icc.count)
                    tags.icc_name = name
                    tags.cicp = 1
                    tags.cicp_values = (displayP3CICP[0], displayP3CICP[1], displayP3CICP[2], displayP3CICP[3])
                }
                return pixels.withUnsafeBufferPointer { p in
                    vitro_png_encode(
                        p.baseAddress, UInt32(img.width), UInt32(img.height), Int32(bitDepth), &tags, &out, &length,
                        &message)
                }
            }
        }
        guard status == 0, let out else { throw .corrupt("PNG encoding failed: " + message.shimMessage) }
        defer { vitro_free(out) }
        return Data(bytes: out, count: length)
    }

    /// Whether the stored CRC of the chunk at `offset` with `length` data bytes is right (a bad
    /// one is left for libpng to report).
    static func crcMatches(_ b: [UInt8], chunkAt offset: Int, length: Int) -> Bool {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in b[(offset + 4)..<(offset + 8 + length)] {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
        }
        let stored = b[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return stored == c ^ 0xFFFF_FFFF
    }

    /// Turns libpng's message into the error a user can act on.
    static func classify(_ message: [CChar]) -> ImageIOError {
        let m = message.shimMessage
        if m.contains("truncated") || m.contains("Read Error") { return .truncated(m) }
        if m.contains("not a PNG") { return .notAnImage }
        if m.contains("Image width is zero") || m.contains("Image height is zero") { return .zeroSize }
        return .corrupt(m)
    }
}
