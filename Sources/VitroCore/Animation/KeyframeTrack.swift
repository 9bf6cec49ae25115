/// Keyframes for one property of a root value, as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    /// Keyframes for the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content().segments
    }

    /// Keyframes for the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        segments = content().segments
    }

    init(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        self.segments = segments
    }

    public var body: Self { self }
}

extension KeyframeTrack: KeyframeTrackEvaluator {
    var length: Double { segments.reduce(0) { $0 + $1.length } }

    @MainActor
    func apply(to root: inout Root, initial: Root, time: Double) {
        var value = initial[keyPath: keyPath]
        let curve = KeyframeCurve(initial: value.animatableData, segments: segments)
        value.animatableData = curve.value(at: time)
        root[keyPath: keyPath] = value
    }
}
