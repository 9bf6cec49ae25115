import Foundation

/// Any number of vectors animated together, as SwiftUI's `AnimatableValues` (what
/// `AnimatablePair` nests for two): `AnimatableValues(width, height, opacity)`.
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
    /// The values, in order.
    public var value: (repeat each Value)

    /// The values `value`, animated together.
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// Every value zero.
    public static var zero: AnimatableValues<repeat each Value> {
        AnimatableValues(repeat (each Value).zero)
    }

    /// The values' sums, one by one.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(repeat each lhs.value + each rhs.value)
    }

    /// The values' differences, one by one.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(repeat each lhs.value - each rhs.value)
    }

    /// Whether every value equals its counterpart.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for (a, b) in repeat (each lhs.value, each rhs.value) {
            if a != b { return false }
        }
        return true
    }

    /// Scales every value by `rhs`.
    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    /// The sum of the values' squared magnitudes.
    public var magnitudeSquared: Double {
        var sum = 0.0
        for v in repeat each value { sum += v.magnitudeSquared }
        return sum
    }
}
