import Foundation

/// A value's path through time described by keyframes, as SwiftUI's `KeyframeTimeline`: it can be
/// evaluated at any time, like scrubbing a clip.
///
/// Every track starts from the initial value's property and runs its keyframes in order; a track
/// holds its last value once it ends. The timeline lasts as long as its longest track.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [any KeyframeTrackEvaluator<Value>]

    /// A timeline starting at `initialValue` with the keyframes `content` lists.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = KeyframesBuilder<Value>.tracks(of: content())
    }

    /// The length of the timeline, in seconds: that of its longest track.
    public var duration: TimeInterval { tracks.map(\.length).max() ?? 0 }

    /// The value `time` seconds in (before 0: the initial value; after the end: the final value).
    @MainActor
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(to: &value, initial: initialValue, time: time) }
        return value
    }

    /// The value at `progress` (0…1) of the timeline's duration.
    @MainActor
    public func value(progress: Double) -> Value {
        value(time: min(max(progress.isNaN ? 0 : progress, 0), 1) * duration)
    }
}
