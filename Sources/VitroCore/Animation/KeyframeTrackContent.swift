/// A group of keyframes that define how one animatable value changes, as SwiftUI's
/// `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    var body: Body { get }
}

/// Keyframe content Vitro reads directly: the segments it adds to a track, in order.
protocol PrimitiveKeyframeTrackContent<Value>: KeyframeTrackContent {
    var keyframeSegments: [KeyframeSegment<Value>] { get }
}

extension KeyframeTrackContent {
    /// The segments of this content, in order.
    var segments: [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent<Value> { return primitive.keyframeSegments }
        return body.segments as Any as? [KeyframeSegment<Value>] ?? []
    }
}

/// Segments gathered by a builder.
struct KeyframeList<Value: Animatable>: PrimitiveKeyframeTrackContent {
    var keyframeSegments: [KeyframeSegment<Value>]
    var body: Self { self }
}
