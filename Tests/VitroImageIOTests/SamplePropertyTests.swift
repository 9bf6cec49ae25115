import Foundation
import Testing
import VitroColor
import VitroRasterTestSupport

@testable import VitroImageIO

/// Laws of the sample paths, over random images from a seeded generator: 16-bit output is
/// lossless, conversions stay in range, premultiplied color never exceeds alpha, and a float
/// that is not a number never traps on its way to an integer sample.
@Suite struct SamplePropertyTests {
    func randomImage(_ rng: inout SeededRandom, deep: Bool) throws -> RasterImage {
        let width = Int.random(in: 1...24, using: &rng)
        let height = Int.random(in: 1...24, using: &rng)
        let samples = (0..<width * height * 4).map { _ in
            deep ? UInt16.random(in: 0...65535, using: &rng) : UInt16(UInt8.random(in: 0...255, using: &rng)) * 257
        }
        return try RasterImage(width: width, height: height, bitDepth: deep ? 16 : 8, samples: samples)
    }

    @Test func sixteenBitPNGsRoundTripExactly() throws {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<20 {
            let image = try randomImage(&rng, deep: true)
            let back = try RasterImage(data: try image.pngData(bitDepth: 16))
            #expect(back.samples == image.samples)
            #expect(back.decoderWarnings.isEmpty)
        }
    }

    @Test func premultipliedColorNeverExceedsAlpha() throws {
        var rng = SeededRandom(seed: 12)
        for _ in 0..<20 {
            let image = try randomImage(&rng, deep: Bool.random(using: &rng))
            for space in [ColorSpace.sRGB, .displayP3] {
                let p = image.pixmap(in: space)
                for i in stride(from: 0, to: p.data.count, by: 4) {
                    #expect(
                        p.data[i] <= p.data[i + 3] && p.data[i + 1] <= p.data[i + 3] && p.data[i + 2] <= p.data[i + 3])
                }
            }
        }
    }

    @Test func aPixmapComesBackFromItsImage() throws {
        var rng = SeededRandom(seed: 13)
        for _ in 0..<20 {
            let image = try randomImage(&rng, deep: false)
            let p = image.pixmap()
            #expect(RasterImage(p).pixmap().data == p.data)
        }
    }

    @Test func conversionsBetweenSpacesStayCloseForColorsInBothGamuts() throws {
        var rng = SeededRandom(seed: 14)
        for _ in 0..<10 {
            var image = try randomImage(&rng, deep: true)
            // sRGB colors are inside Display P3, so sRGB → P3 → sRGB loses only rounding: the
            // 16-bit step of the P3 copy, steepened near black by the curve (measured up to 7),
            // far under one 8-bit step (257).
            image.colorSpace = .sRGB
            let back = image.converted(to: .displayP3).converted(to: .sRGB)
            for (a, b) in zip(image.samples, back.samples) {
                #expect(abs(Int(a) - Int(b)) <= 16)
            }
        }
    }

    @Test func quantizingAnyFloatGivesASampleInRange() {
        var rng = SeededRandom(seed: 15)
        #expect(SampleConverter.quantize(.nan) == 0)
        #expect(SampleConverter.quantize(.infinity) == 65535)
        #expect(SampleConverter.quantize(-.infinity) == 0)
        #expect(SampleConverter.quantize(-0.5) == 0)
        #expect(SampleConverter.quantize(1.5) == 65535)
        #expect(SampleConverter.quantize(0.5) == 32768)
        for _ in 0..<10000 {
            let v = Float(rng.hostileDouble())
            let q = SampleConverter.quantize(v)
            if v.isFinite, v >= 0, v <= 1 { #expect(abs(Float(q) - v * 65535) <= 0.5) }
        }
        let clipped = SampleConverter.clipped(SIMD3(.nan, .infinity, -.infinity))
        #expect(clipped == SIMD3(0, 1, 0))
    }

    @Test func sampleCountsThatOverflowAreAClearError() {
        #expect(throws: ImageIOError.self) { try RasterImage(width: Int.max, height: 2, samples: []) }
        #expect(throws: ImageIOError.self) { try RasterImage(width: 1 << 62, height: 1, samples: []) }
        #expect(throws: ImageIOError.self) { try RasterImage(width: 2, height: 2, samples: [0]) }
    }
}
