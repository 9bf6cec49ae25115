import Foundation

/// A keyframe reached in a straight line, paced by a unit curve, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// Moves to `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }

    public var body: Self { self }
    var keyframeSegments: [KeyframeSegment<Value>] { [segment] }
}
