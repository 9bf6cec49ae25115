import Foundation

extension RasterImage {
    /// Writes `frames` as an animated PNG (APNG) that browsers, Pillow and other APNG readers
    /// play at `fps` frames per second, looping `loopCount` times (0: forever).
    ///
    /// Frames are written as 8-bit sRGB, each whole (no frame-difference optimization), in the
    /// order given; the first frame is also the still image viewers without APNG support show.
    /// All frames must have the same size. Throws ``ImageIOError/invalidArgument(_:)`` for no
    /// frames, frames of different sizes, or a frame rate that is not positive and finite, and
    /// ``ImageIOError/fileAccess(path:reason:)`` when the file cannot be written.
    public static func writeAPNG(_ frames: [RasterImage], to url: URL, fps: Double, loopCount: Int = 0) throws {
        let data = try apngData(frames, fps: fps, loopCount: loopCount)
        do {
            try data.write(to: url)
        } catch {
            throw ImageIOError.fileAccess(path: url.path, reason: error.localizedDescription)
        }
    }

    /// The bytes of the animated PNG `writeAPNG(_:to:fps:loopCount:)` writes.
    public static func apngData(_ frames: [RasterImage], fps: Double, loopCount: Int = 0) throws(ImageIOError)
        -> Data
    {
        guard let first = frames.first else { throw .invalidArgument("an animated PNG needs at least one frame") }
        guard fps.isFinite, fps > 0 else { throw .invalidArgument("the frame rate must be positive, not \(fps)") }
        if let other = frames.first(where: { $0.width != first.width || $0.height != first.height }) {
            throw .invalidArgument(
                "all frames of an animated PNG must be \(first.width)×\(first.height) pixels, not \(other.width)×\(other.height)"
            )
        }
        guard frames.count <= Int(UInt32.max) / 2, (0...Int(UInt32.max)).contains(loopCount) else {
            throw .invalidArgument("too many frames or loops for an animated PNG")
        }
        let delay = APNGDelay(fps: fps)

        var out = Data(PNGChunks.signature)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            // Each frame goes through the ordinary PNG encoder; its IDAT stream is the frame's
            // compressed data, whatever the chunking libpng chose.
            let png = try PNGCodec.encode(frame, bitDepth: 8, colorSpace: .sRGB)
            let chunks = try PNGChunks.parse([UInt8](png))
            let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
            if index == 0 {
                // Header and color chunks (sRGB) come before the animation control chunk.
                guard let header = chunks.first, header.type == "IHDR" else {
                    throw .corrupt("the PNG encoder wrote no IHDR chunk")
                }
                PNGChunks.append(header.type, header.data, to: &out)
                PNGChunks.append(
                    "acTL", PNGChunks.be32(UInt32(frames.count)) + PNGChunks.be32(UInt32(loopCount)), to: &out)
                for chunk in chunks.dropFirst() where chunk.type != "IDAT" && chunk.type != "IEND" {
                    PNGChunks.append(chunk.type, chunk.data, to: &out)
                }
            }
            PNGChunks.append(
                "fcTL", frameControl(sequence, frame.width, frame.height, delay), to: &out)
            sequence += 1
            for part in data {
                if index == 0 {
                    PNGChunks.append("IDAT", part, to: &out)
                } else {
                    PNGChunks.append("fdAT", PNGChunks.be32(sequence) + part, to: &out)
                    sequence += 1
                }
            }
        }
        PNGChunks.append("IEND", [], to: &out)
        return out
    }

    /// fcTL: sequence, size, offset (0, 0), delay, dispose op 0 (none), blend op 0 (source:
    /// each frame replaces the previous one whole, transparency included).
    private static func frameControl(_ sequence: UInt32, _ width: Int, _ height: Int, _ delay: APNGDelay) -> [UInt8] {
        PNGChunks.be32(sequence) + PNGChunks.be32(UInt32(width)) + PNGChunks.be32(UInt32(height))
            + PNGChunks.be32(0) + PNGChunks.be32(0)
            + PNGChunks.be16(delay.numerator) + PNGChunks.be16(delay.denominator) + [0, 0]
    }
}

/// A frame delay as APNG stores it: numerator / denominator seconds, both 16-bit.
struct APNGDelay: Hashable {
    var numerator: UInt16
    var denominator: UInt16

    init(numerator: UInt16, denominator: UInt16) {
        (self.numerator, self.denominator) = (numerator, denominator)
    }

    /// The delay of one frame at `fps` (positive and finite): exact for whole rates up to 65535,
    /// otherwise the closest fraction with a power-of-ten denominator that fits.
    init(fps: Double) {
        if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) {
            (numerator, denominator) = (1, UInt16(fps))
            return
        }
        for denominator in [10_000.0, 1_000, 100, 10, 1] {
            let numerator = (denominator / fps).rounded()
            if numerator >= 1, numerator <= Double(UInt16.max) {
                (self.numerator, self.denominator) = (UInt16(numerator), UInt16(denominator))
                return
            }
        }
        // Slower than one frame in 65535 s, or faster than 10000 per second: the longest or the
        // shortest delay APNG can say.
        (numerator, denominator) = fps < 1 ? (UInt16.max, 1) : (1, UInt16.max)
    }
}

/// Reading and writing PNG chunks (length, type, data, CRC-32).
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks of a PNG file, CRCs checked.
    static func parse(_ bytes: [UInt8]) throws(ImageIOError) -> [Chunk] {
        guard bytes.starts(with: signature) else { throw .notAnImage }
        var chunks: [Chunk] = []
        var i = signature.count
        while i + 12 <= bytes.count {
            let length = Int(bytes[i..<(i + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            guard i + 12 + length <= bytes.count else { throw .truncated("a PNG chunk runs past the end") }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let stored = bytes[(i + 8 + length)..<(i + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard stored == crc32(bytes[(i + 4)..<(i + 8 + length)]) else { throw .corrupt("bad CRC in \(type)") }
            chunks.append(Chunk(type: type, data: Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return chunks
    }

    static func append(_ type: String, _ data: [UInt8], to out: inout Data) {
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: be32(UInt32(data.count)))
        out.append(contentsOf: typeBytes)
        out.append(contentsOf: data)
        out.append(contentsOf: be32(crc32(typeBytes + data)))
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// CRC-32 as PNG defines it (ISO 3309), with the usual 256-entry table.
    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
