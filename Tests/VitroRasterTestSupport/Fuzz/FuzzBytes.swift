/// The byte reader under the decoders that turn random bytes into hostile input (compositor
/// commands, view trees): the seeded property tests feed them SplitMix64 bytes and the fuzzers
/// feed them libFuzzer's inputs. It lives in the test-support target, and the fuzz targets link
/// this same file (Fuzz/Sources/*), so every decoder draws its numbers the same way.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// A reader of `bytes`, from the first.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// `count` pseudo-random bytes from `seed` (SplitMix64), for seeded property tests.
    public static func seeded(_ seed: UInt64, count: Int) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { index >= bytes.count }

    /// The next byte; zero once the input runs out, so every input decodes to something finite.
    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number: one in eight is a hostile value (NaN, ±infinity, ±huge, tiny, zero), the rest
    /// spread over `normal`.
    public mutating func number(_ normal: ClosedRange<Double>) -> Double {
        let k = byte()
        switch k < 32 ? Int(k % 10) : -1 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5: return .greatestFiniteMagnitude
        case 6: return 1e-300
        case 7: return 1e9
        case 8: return -1e9
        case 9: return 0
        default:
            let t = Double(UInt16(byte()) << 8 | UInt16(k)) / 65535
            return normal.lowerBound + t * (normal.upperBound - normal.lowerBound)
        }
    }
}
