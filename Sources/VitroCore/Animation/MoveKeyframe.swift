/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Jumps to `to` without taking time.
    public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, kind: .move)
    }

    public var body: Self { self }
    var keyframeSegments: [KeyframeSegment<Value>] { [segment] }
}
