/// Builds a track's keyframes from the keyframes listed in a closure, as SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe as written in a track's builder closure.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeList<Value>(keyframeSegments: []) }

    /// The first keyframe of a track.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// A track's keyframes so far followed by the next one.
    public static func buildPartialBlock<A: KeyframeTrackContent, K: KeyframeTrackContent>(accumulated: A, next: K)
        -> some KeyframeTrackContent<Value> where A.Value == Value, K.Value == Value
    {
        KeyframeList(keyframeSegments: accumulated.segments + next.segments)
    }

    /// The keyframes of a `for` loop, in order.
    public static func buildArray<K: KeyframeTrackContent>(_ components: [K]) -> some KeyframeTrackContent<Value>
    where K.Value == Value {
        KeyframeList<Value>(keyframeSegments: components.flatMap(\.segments))
    }

    /// The keyframes of an `if` or a `switch`'s first branch.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> Conditional<Value, First, Second>
    {
        Conditional(segments: first.segments as Any as? [KeyframeSegment<Value>] ?? [])
    }

    /// The keyframes of an `else` or a `switch`'s other branches.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> Conditional<Value, First, Second>
    {
        Conditional(segments: second.segments as Any as? [KeyframeSegment<Value>] ?? [])
    }

    /// One of two branches of keyframes.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
        KeyframeTrackContent, PrimitiveKeyframeTrackContent
    {
        /// The value the keyframes animate.
        public typealias Value = ConditionalValue
        let segments: [KeyframeSegment<ConditionalValue>]
        public var body: Self { self }
        var keyframeSegments: [KeyframeSegment<ConditionalValue>] { segments }
    }
}
