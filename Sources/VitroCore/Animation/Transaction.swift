/// The context of one state change, as SwiftUI's `Transaction`: the animation to run, and values
/// that travel with the change.
///
/// `withAnimation` and `withTransaction` make a transaction current while their body runs;
/// state changed inside it animates with `animation`. `current` is how the graph reads it.
public struct Transaction {
    /// The animation the change runs with; nil changes at once.
    public var animation: Animation?
    /// True to keep `.animation(_:value:)` modifiers below from replacing `animation`.
    public var disablesAnimations = false
    /// True while an interactive change (a drag, a slider) is still going on.
    public var isContinuous = false
    /// True when the change's velocity should be tracked to hand it to the next animation.
    public var tracksVelocity = false

    /// Values stored by ``TransactionKey``.
    var values: [ObjectIdentifier: Any] = [:]
    /// Closures to run when the animations of this transaction finish, with their criteria.
    package var animationCompletions: [AnimationCompletion] = []

    /// A transaction with no animation.
    public init() {}

    /// A transaction that animates its changes with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The value stored under `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` once the animations of this transaction meet `criteria`.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        animationCompletions.append(AnimationCompletion(criteria: criteria, run: completion))
    }
}

/// A closure waiting for a transaction's animations, with the moment it waits for.
package struct AnimationCompletion {
    package var criteria: AnimationCompletionCriteria
    package var run: () -> Void
}

extension Transaction {
    /// The transaction in force while the body of `withAnimation` or `withTransaction` runs;
    /// nil outside them. Nested calls see the innermost and restore the outer one when they
    /// return. State setters read it to learn how their change animates.
    @MainActor package static var current: Transaction?

    /// Called with each transaction when the body of `withAnimation` or `withTransaction`
    /// returns (inner ones first). A host installs it to start the animations of the changes
    /// made inside and to run `animationCompletions` when they finish (at once when nothing
    /// animated). With no host installed, completions run at once: a still render shows the
    /// change complete.
    @MainActor package static var didCommit: (@MainActor (Transaction) -> Void)?

    /// Runs `body` with `transaction` current, then commits it.
    @MainActor
    package static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let outer = current
        current = transaction
        let result: Result
        do {
            result = try body()
        } catch {
            current = outer
            throw error
        }
        let committed = current ?? transaction
        current = outer
        if let didCommit {
            didCommit(committed)
        } else {
            for completion in committed.animationCompletions { completion.run() }
        }
        return result
    }
}
