import CVitroKernels
import Testing

@testable import VitroRaster

/// The direct blur's C passes give the floats and bytes of the Swift arithmetic they replaced
/// (each sum from 0, weight × value tap by tap, never fused), on rows with transparent taps.
@Suite struct DirectBlurKernelTests {
    /// A reproducible stream of bytes (xorshift).
    struct Bytes {
        var state: UInt32
        mutating func next() -> UInt8 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }

    @Test(arguments: [0.7, 1.6, 3.3, 4.9])
    func horizontalAndVerticalPassesMatchTheSwiftArithmetic(_ sigma: Double) {
        let kernel = GaussianKernel(sigma: sigma)
        let taps = 2 * kernel.radius + 1
        let width = 37
        var bytes = Bytes(state: 0x9E37_79B9)
        let source = (0..<(64 * 4)).map { _ in bytes.next() }
        // Columns as a transparent edge maps them: some taps read nothing.
        let columns = (0..<(width + taps - 1)).map { i -> Int32 in i % 11 == 3 ? -1 : Int32((i * 7) % 64) }
        var c = [Float](repeating: .nan, count: width * 4)
        source.withUnsafeBufferPointer { s in
            vitro_blur_row_h(s.baseAddress!, columns, kernel.weights, Int32(taps), Int32(width), &c)
        }
        for x in 0..<width {
            var acc = SIMD4<Float>(repeating: 0)
            for k in 0..<taps {
                let sx = Int(columns[x + k])
                if sx < 0 { continue }
                let v = SIMD4(
                    Float(source[sx * 4]), Float(source[sx * 4 + 1]), Float(source[sx * 4 + 2]),
                    Float(source[sx * 4 + 3]))
                acc += kernel.weights[k] * v
            }
            for l in 0..<4 { #expect(c[x * 4 + l].bitPattern == acc[l].bitPattern, "x \(x) lane \(l)") }
        }
        // Vertical: `taps` rows of `width` pixels, summed at each float.
        let stride = width * 4
        let rows = (0..<(taps * stride)).map { _ in Float(bytes.next()) * 0.731 }
        var v = [Float](repeating: .nan, count: stride)
        vitro_blur_row_v(rows, Int64(stride), kernel.weights, Int32(taps), Int32(stride), &v)
        for i in 0..<stride {
            var acc: Float = 0
            for k in 0..<taps { acc += kernel.weights[k] * rows[k * stride + i] }
            #expect(v[i].bitPattern == acc.bitPattern, "i \(i)")
        }
    }

    @Test func storeRoundsAndClampsAsToByte() {
        var values: [Float] = [
            .nan, -.infinity, -1, -0.0, 0, 0.49, 0.5, 0.51, 1.5, 2.5, 127.5, 254.49, 254.5, 255, 255.5,
        ]
        values += [300, .infinity, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        values += (0..<2000).map { Float($0) * 0.1371 - 10 }
        var out = [UInt8](repeating: 7, count: values.count)
        vitro_blur_store(values, Int32(values.count), &out)
        for (i, v) in values.enumerated() { #expect(out[i] == BlurEngine.toByte(v), "\(v)") }
    }
}
