/// A small seeded generator (SplitMix64) so property tests draw the same values on every run
/// and a failure can be replayed from its seed. Shared by the test targets that draw seeded
/// values.
public struct SeededRandom: RandomNumberGenerator {
    /// The generator's state, advanced by each draw.
    public var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The values that break arithmetic, drawn one time in three: NaN, ±∞, ±0, huge, tiny
    /// and just-out-of-range; otherwise a value spread over −2…3.
    public mutating func hostileDouble() -> Double {
        let special: [Double] = [
            .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, 1e300, -1e300, 1.0.nextUp, -Double.ulpOfOne, 0.5, 1,
        ]
        if Int.random(in: 0..<3, using: &self) == 0 { return special.randomElement(using: &self)! }
        return Double.random(in: -2...3, using: &self)
    }
}
