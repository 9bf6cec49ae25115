/// The animatable data of a value with nothing to animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Empty animatable data.
    public init() {}
    /// The zero value (there is nothing to animate).
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The sum: still nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The difference: still nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Scales nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero: there is nothing to measure.
    public var magnitudeSquared: Double { 0 }
}
