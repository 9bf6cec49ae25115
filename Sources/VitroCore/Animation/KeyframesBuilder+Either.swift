import Foundation

extension KeyframesBuilder where Value: Animatable {
    /// The keyframes of an `if` or a `switch`'s first branch, for the whole value.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value
    {
        KeyframeTrackContentBuilder<Value>.buildEither(first: first)
    }

    /// The keyframes of an `else` or a `switch`'s other branches, for the whole value.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Second.Value == Value
    {
        KeyframeTrackContentBuilder<Value>.buildEither(second: second)
    }
}
