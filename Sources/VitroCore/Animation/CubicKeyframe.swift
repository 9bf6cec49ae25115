import Foundation

/// A keyframe reached along a smooth cubic curve, as SwiftUI's `CubicKeyframe`: adjacent cubic
/// keyframes form a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Moves to `to` over `duration` seconds; velocities (value units per second) left nil are
    /// chosen to keep the motion smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(
            to: to, duration: duration,
            kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    public var body: Self { self }
    var keyframeSegments: [KeyframeSegment<Value>] { [segment] }
}
