/// When an animation counts as complete for a completion closure, as SwiftUI's
/// `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    package let kind: Kind

    /// Complete once the animation has logically reached its end (a spring within its settling
    /// threshold), even if tiny motion remains.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Complete once the animation has been removed entirely.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
