/// Builds keyframes from the tracks (or, for the whole value, the keyframes) listed in a
/// closure, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track for one property.
    public static func buildExpression<V, C>(_ expression: KeyframeTrack<Value, V, C>) -> some Keyframes<Value> {
        KeyframeGroup<Value>(tracks: [expression])
    }

    /// A keyframe for the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    public static func buildBlock() -> some Keyframes<Value> { KeyframeGroup<Value>(tracks: []) }

    /// The first keyframes of a builder closure.
    public static func buildPartialBlock(first: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeGroup<Value>(tracks: tracks(of: first))
    }

    /// The keyframes so far followed by the next ones.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value>
    {
        KeyframeGroup<Value>(tracks: tracks(of: accumulated) + tracks(of: next))
    }

    /// The first keyframe of a track.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeList<K.Value>(keyframeSegments: first.segments)
    }

    /// A track's keyframes so far followed by the next one.
    public static func buildPartialBlock<A: KeyframeTrackContent, K: KeyframeTrackContent>(accumulated: A, next: K)
        -> some KeyframeTrackContent<Value> where A.Value == Value, K.Value == Value
    {
        KeyframeList<K.Value>(keyframeSegments: accumulated.segments + next.segments)
    }

    /// The keyframes of a `for` loop, in order.
    public static func buildArray(_ components: [some Keyframes<Value>]) -> some Keyframes<Value> {
        KeyframeGroup<Value>(tracks: components.flatMap { tracks(of: $0) })
    }

    /// Keyframes listed for the whole value form one track on it.
    public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K) -> some Keyframes<Value>
    where K.Value == Value {
        KeyframeGroup<Value>(tracks: [KeyframeTrack<Value, Value, K>(keyPath: \.self, segments: component.segments)])
    }

    /// The keyframes of a builder closure.
    public static func buildFinalResult(_ component: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeGroup<Value>(tracks: tracks(of: component))
    }

    /// The evaluable tracks of built keyframes.
    static func tracks(of keyframes: some Keyframes<Value>) -> [any KeyframeTrackEvaluator<Value>] {
        if let group = keyframes as? KeyframeGroup<Value> { return group.tracks }
        if let track = keyframes as? any KeyframeTrackEvaluator<Value> { return [track] }
        return tracks(of: keyframes.body as Any as? KeyframeGroup<Value> ?? KeyframeGroup(tracks: []))
    }
}
