/// Changes to a value over time, described by keyframe tracks, as SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    /// The keyframes this value is made of.
    var body: Body { get }
}

/// A track Vitro can evaluate: how long it runs and what it does to the root value.
protocol KeyframeTrackEvaluator<Root> {
    associatedtype Root
    /// The track's length in seconds.
    var length: Double { get }
    /// Sets the track's property of `root` to its value `time` seconds in, starting from its
    /// value in `initial`.
    @MainActor func apply(to root: inout Root, initial: Root, time: Double)
}
