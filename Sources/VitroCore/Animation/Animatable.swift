import Foundation

/// A type whose appearance an animation can interpolate through its `animatableData`, as
/// SwiftUI's `Animatable`.
///
/// Shapes and modifiers that conform are drawn at intermediate values while an animation runs:
/// the host reads `animatableData` from the old and new values, interpolates, writes the result
/// into a copy and draws it.
///
/// Like `View`, the protocol is main-actor isolated, so views, shapes and modifiers (which are
/// main-actor types) conform in Swift 6 without marking `animatableData` `nonisolated`; value
/// types that are not views conform as they are.
@MainActor @preconcurrency
public protocol Animatable {
    /// The animated part of the value, as a vector.
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Values with nothing to animate.
    public nonisolated var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates as itself.
    public nonisolated var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable {
    /// The value `fraction` of the way from `self` to `end`, through `animatableData`.
    ///
    /// `fraction` may lie outside 0…1 (springs overshoot).
    package func interpolated(to end: Self, fraction: Double) -> Self {
        var result = end
        result.animatableData = animatableData.interpolated(towards: end.animatableData, amount: fraction)
        return result
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
