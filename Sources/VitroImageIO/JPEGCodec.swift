import CVitroShims
import Foundation
import VitroColor

/// JPEG through libjpeg-turbo (all calls that can fail run inside the C shim).
enum JPEGCodec {
    static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageIOError) -> RasterImage {
        var info = vitro_jpeg_info()
        var message = [CChar](repeating: 0, count: Int(VITRO_ERROR_SIZE))
        let status = bytes.withUnsafeBufferPointer { vitro_jpeg_read_info($0.baseAddress, $0.count, &info, &message) }
        guard status == 0 else { throw classify(message) }
        defer { vitro_free(info.icc) }
        try limits.check(width: Int(info.width), height: Int(info.height))
        let count = Int(info.width) * Int(info.height) * 4
        var rgba = [UInt8](repeating: 0, count: count)
        var warnings = vitro_warnings()
        let decoded = bytes.withUnsafeBufferPointer { b in
            rgba.withUnsafeMutableBufferPointer { s in
                vitro_jpeg_decode(b.baseAddress, b.count, s.baseAddress, count, &warnings, &message)
            }
        }
        guard decoded == 0 else { throw classify(message) }
        var space = ColorSpace.sRGB
        if let icc = info.icc, info.icc_length > 0 {
            let profile = [UInt8](UnsafeBufferPointer(start: icc, count: Int(info.icc_length)))
            space = ICCProfile.colorSpace(of: profile) ?? .sRGB
        }
        var image = try RasterImage(
            width: Int(info.width), height: Int(info.height), colorSpace: space, bitDepth: 8,
            samples: rgba.map { UInt16($0) * 257 })
        image.decoderWarnings = warnings.messages
        return image
    }

    static func encode(_ image: RasterImage, quality: Int, profile: Data?) throws(ImageIOError) -> Data {
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        let samples = image.samples
        for i in 0..<(image.width * image.height) {
            let a = UInt32(samples[i * 4 + 3])
            for c in 0..<3 {
                rgb[i * 3 + c] = UInt8((UInt64(samples[i * 4 + c]) * UInt64(a) * 255 / (65535 * 65535)))
            }
        }
        let icc = profile.map { [UInt8]($0) } ?? []
        var message = [CChar](repeating: 0, count: Int(VITRO_ERROR_SIZE))
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = rgb.withUnsafeBufferPointer { p in
            icc.withUnsafeBufferPointer { i in
                vitro_jpeg_encode(
                    p.baseAddress, UInt32(image.width), UInt32(image.height), Int32(quality),
                    i.baseAddress, UInt32(i.count), &out, &length, &message)
            }
        }
        guard status == 0, let out else { throw .corrupt("JPEG encoding failed: " + message.shimMessage) }
        defer { vitro_free(out) }
        return Data(bytes: out, count: length)
    }

    static func classify(_ message: [CChar]) -> ImageIOError {
        let m = message.shimMessage
        if m.contains("truncated") || m.contains("Premature end") { return .truncated(m) }
        if m.contains("not a JPEG") || m.contains("Not a JPEG") { return .notAnImage }
        // A valid file of a kind libjpeg was not built for (12-bit samples, …).
        if m.contains("CMYK") || m.contains("Unsupported JPEG data precision") { return .unsupported(m) }
        if m.contains("Empty JPEG image") || m.contains("Bogus") && m.contains("dimension") { return .zeroSize }
        return .corrupt(m)
    }
}
