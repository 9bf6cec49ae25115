/// What a custom animation can read and keep while it runs, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own stored values.
    public var state: AnimationState<Value>
    /// Set to true once the animation has logically reached its end (completions with
    /// ``AnimationCompletionCriteria/logicallyComplete`` may run), even if it keeps moving.
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation runs in.
    public var environment: EnvironmentValues { environmentValues }

    let environmentValues: EnvironmentValues

    package init(
        state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        environmentValues = environment
    }

    /// The same context holding `state` for values of another type.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environmentValues)
    }
}
