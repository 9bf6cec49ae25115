import Foundation

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Springs toward `to` for `duration` seconds (nil: the spring's settling duration),
    /// starting with `startVelocity` (nil: the velocity the previous keyframe ended with). When
    /// the duration cuts the spring short, the next keyframe starts where the spring got to.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(
            to: to, duration: duration,
            kind: .spring(spring, startVelocity: startVelocity))
    }

    public var body: Self { self }
    var keyframeSegments: [KeyframeSegment<Value>] { [segment] }
}
