import Foundation
import Testing
import VitroColor
@testable import VitroImageIO

/// The animated PNG writer: its chunk structure decoded here, and an outside reader's view of it
/// (Pillow, recorded by Scripts/check-apng-with-pillow.py into a fixture).
@Suite struct APNGTests {
    /// Four 12 × 10 frames: white, with a 4 × 4 square that moves 2 px right per frame and turns
    /// from black to red, blue, green.
    static func frames() throws -> [RasterImage] {
        let colors: [(UInt16, UInt16, UInt16)] = [(0, 0, 0), (65535, 0, 0), (0, 0, 65535), (0, 65535, 0)]
        return try (0..<4).map { i in
            var samples = [UInt16](repeating: 65535, count: 12 * 10 * 4)
            for y in 3..<7 {
                for x in (2 * i)..<(2 * i + 4) {
                    let p = (y * 12 + x) * 4
                    (samples[p], samples[p + 1], samples[p + 2]) = colors[i]
                }
            }
            return try RasterImage(width: 12, height: 10, colorSpace: .sRGB, bitDepth: 16, samples: samples)
        }
    }

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks, each CRC checked.
    static func chunks(_ data: Data) -> [Chunk] {
        let b = [UInt8](data)
        #expect(b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var out: [Chunk] = []
        var i = 8
        while i + 12 <= b.count {
            let n = Int(UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = Array(b[(i + 8)..<(i + 8 + n)])
            let stored =
                UInt32(b[i + 8 + n]) << 24 | UInt32(b[i + 9 + n]) << 16 | UInt32(b[i + 10 + n]) << 8
                | UInt32(b[i + 11 + n])
            #expect(stored == crc32(Array(type.utf8) + body), "CRC of \(type)")
            out.append(Chunk(type: type, data: body))
            i += 12 + n
        }
        #expect(i == b.count)
        return out
    }

    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    static func u16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }

    @Test func chunksDescribeEveryFrameWithItsDelay() throws {
        let data = try RasterImage.apngData(Self.frames(), fps: 25)
        let chunks = Self.chunks(data)
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        let actl = try #require(chunks.first { $0.type == "acTL" })
        #expect(Self.u32(actl.data, 0) == 4 && Self.u32(actl.data, 4) == 0)
        // acTL and the first fcTL come before the image data.
        let types = chunks.map(\.type)
        #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!)

        let controls = chunks.filter { $0.type == "fcTL" }
        #expect(controls.count == 4)
        for control in controls {
            #expect(Self.u32(control.data, 4) == 12 && Self.u32(control.data, 8) == 10)
            #expect(Self.u32(control.data, 12) == 0 && Self.u32(control.data, 16) == 0)
            #expect(Self.u16(control.data, 20) == 1 && Self.u16(control.data, 22) == 25)  // 1/25 s
            #expect(control.data[24] == 0 && control.data[25] == 0)
        }
        // Sequence numbers run 0, 1, 2 … across fcTL and fdAT in file order.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.u32($0.data, 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
    }

    @Test func everyFrameDecodesToItsPixels() throws {
        let frames = try Self.frames()
        let chunks = Self.chunks(try RasterImage.apngData(frames, fps: 25))
        let header = chunks[0]
        // Rebuild each frame as a plain PNG from its IDAT or fdAT data and decode it.
        var perFrame: [[UInt8]] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL": perFrame.append([])
            case "IDAT": perFrame[perFrame.count - 1] += chunk.data
            case "fdAT": perFrame[perFrame.count - 1] += chunk.data.dropFirst(4)
            default: break
            }
        }
        #expect(perFrame.count == 4)
        for (i, compressed) in perFrame.enumerated() {
            let png =
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header.data)
                + chunk("IDAT", compressed)
                + chunk("IEND", [])
            let decoded = try RasterImage(data: Data(png))
            let square = decoded.color(atX: 2 * i + 1, y: 4)
            let expected = frames[i].color(atX: 2 * i + 1, y: 4)
            #expect(abs(square.red - expected.red) < 0.01 && abs(square.blue - expected.blue) < 0.01)
            #expect(decoded.color(atX: 11, y: 0).red == 1)
        }
    }

    @Test func viewersWithoutAnimationShowTheFirstFrame() throws {
        let frames = try Self.frames()
        let still = try RasterImage(data: RasterImage.apngData(frames, fps: 25))
        #expect(still.color(atX: 1, y: 4).red == 0 && still.color(atX: 7, y: 4).red == 1)
    }

    @Test func frameRatesBecomeExactDelaysWhereTheyCan() {
        #expect(APNGDelay(fps: 60) == APNGDelay(numerator: 1, denominator: 60))
        #expect(APNGDelay(fps: 29.97) == APNGDelay(numerator: 334, denominator: 10_000))
        #expect(APNGDelay(fps: 0.5) == APNGDelay(numerator: 20_000, denominator: 10_000))
        #expect(APNGDelay(fps: 0.001) == APNGDelay(numerator: 10_000, denominator: 10))
        #expect(APNGDelay(fps: 0.00001) == APNGDelay(numerator: 65_535, denominator: 1))
    }

    @Test func badArgumentsAreClearErrors() throws {
        let frames = try Self.frames()
        #expect(throws: ImageIOError.self) { try RasterImage.apngData([], fps: 30) }
        #expect(throws: ImageIOError.self) { try RasterImage.apngData(frames, fps: 0) }
        #expect(throws: ImageIOError.self) { try RasterImage.apngData(frames, fps: .nan) }
        let odd = try RasterImage(
            width: 3, height: 3, samples: [UInt16](repeating: 0, count: 36))
        #expect(throws: ImageIOError.self) { try RasterImage.apngData(frames + [odd], fps: 30) }
        #expect(throws: ImageIOError.self) {
            try RasterImage.writeAPNG(frames, to: URL(fileURLWithPath: "/nonexistent/dir/a.png"), fps: 30)
        }
    }

    /// Pillow's reading of the fixture (Scripts/check-apng-with-pillow.py): frame count, delays,
    /// loop count and pixels. The fixture must still be what the writer produces today.
    @Test func pillowReadsTheFramesAndDelays() throws {
        let fixture = try Data(contentsOf: Fixture.url("four-frames.apng"))
        let data = try RasterImage.apngData(Self.frames(), fps: 25)
        if ProcessInfo.processInfo.environment["VITRO_RECORD_APNG"] != nil {
            try data.write(
                to: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("Fixtures/four-frames.apng"))
        }
        // The compressed bytes may differ with another zlib; the animation must not.
        func control(_ d: Data) -> [[UInt8]] {
            Self.chunks(d).filter { $0.type == "acTL" || $0.type == "fcTL" }.map { Array($0.data.dropFirst(4)) }
        }
        #expect(control(fixture) == control(data), "the writer changed: re-run Scripts/check-apng-with-pillow.py")
        let pillow =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Fixture.url("apng-as-pillow-reads-it.json"))) as! [String: Any]
        #expect(pillow["n_frames"] as? Int == 4)
        #expect(pillow["is_animated"] as? Bool == true)
        #expect(pillow["durations_ms"] as? [Double] == [40, 40, 40, 40])
        #expect(pillow["loop"] as? Int == 0)
        let squares = try #require(pillow["square_pixels"] as? [[Int]])
        #expect(squares == [[0, 0, 0], [255, 0, 0], [0, 0, 255], [0, 255, 0]])
        let corners = try #require(pillow["corner_pixels"] as? [[Int]])
        #expect(corners.allSatisfy { $0 == [255, 255, 255] })
    }
}
