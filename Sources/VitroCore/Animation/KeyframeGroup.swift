/// Tracks gathered by a ``KeyframesBuilder``.
struct KeyframeGroup<Root>: Keyframes {
    typealias Value = Root
    var tracks: [any KeyframeTrackEvaluator<Root>]
    var body: Self { self }
}
