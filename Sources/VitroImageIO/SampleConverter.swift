import VitroColor

/// Converts 16-bit straight-alpha samples between color spaces, fast: a table for the
/// decoding curve, a 3×3 matrix, and an interpolated table for the encoding curve
/// (error under 2e-6 of full scale, well below one 16-bit step).
struct SampleConverter {
    let matrix: Matrix3
    let decodeSource: Bool
    let encodeTarget: Bool

    init(from source: ColorSpace, to target: ColorSpace) {
        matrix = source.gamut.conversion(to: target.gamut)
        decodeSource = !source.isLinear
        encodeTarget = !target.isLinear
    }

    static let decodeTable: [Float] = (0...65535).map { Float(TransferFunction.decode(Double($0) / 65535)) }
    static let encodeSteps = 16384
    static let encodeTable: [Float] = (0...encodeSteps + 1).map {
        Float(TransferFunction.encode(min(1, Double($0) / Double(encodeSteps))))
    }

    /// Clipped to 0…1 with NaN to 0: SIMD `clamped` passes a NaN through, and a NaN here would
    /// trap in the table index or the integer conversion.
    @inline(__always)
    static func clipped(_ v: SIMD3<Float>) -> SIMD3<Float> {
        let finite = v.replacing(with: 0, where: v .!= v)
        return finite.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    /// A 0…1 value as a 16-bit sample, rounded to nearest; out-of-range values are clipped and
    /// NaN is 0, so no input traps.
    @inline(__always)
    static func quantize(_ v: Float) -> UInt16 {
        guard v > 0 else { return 0 }
        guard v < 1 else { return 65535 }
        return UInt16((v * 65535).rounded(.toNearestOrEven))
    }

    func convert(_ samples: inout [UInt16]) {
        let m = matrix
        let r0 = SIMD3<Float>(m.rows.0)
        let r1 = SIMD3<Float>(m.rows.1)
        let r2 = SIMD3<Float>(m.rows.2)
        let dec = Self.decodeTable
        let enc = Self.encodeTable
        let steps = Float(Self.encodeSteps)
        let (decodeSource, encodeTarget) = (decodeSource, encodeTarget)
        samples.withUnsafeMutableBufferPointer { s in
            for i in stride(from: 0, to: s.count, by: 4) {
                var v = SIMD3<Float>(Float(s[i]), Float(s[i + 1]), Float(s[i + 2])) / 65535
                if decodeSource { v = SIMD3(dec[Int(s[i])], dec[Int(s[i + 1])], dec[Int(s[i + 2])]) }
                let o = Self.clipped(SIMD3((r0 * v).sum(), (r1 * v).sum(), (r2 * v).sum()))
                var e = o
                if encodeTarget {
                    for c in 0..<3 {
                        let x = o[c] * steps
                        let k = Int(x)
                        let f = x - Float(k)
                        e[c] = enc[k] + (enc[k + 1] - enc[k]) * f
                    }
                }
                s[i] = Self.quantize(e.x)
                s[i + 1] = Self.quantize(e.y)
                s[i + 2] = Self.quantize(e.z)
            }
        }
    }
}
