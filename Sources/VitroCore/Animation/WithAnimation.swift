/// Runs `body` with `transaction` current and returns its result, as SwiftUI's `withTransaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.run(transaction, body)
}

/// Runs `body` in a transaction whose value at `keyPath` is `value`, as SwiftUI's
/// `withTransaction(_:_:_:)`.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = Transaction.current.map(Transaction.inheriting) ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try Transaction.run(transaction, body)
}

/// Runs `body` so that the state it changes animates with `animation`, and returns its result,
/// as SwiftUI's `withAnimation`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current.map(Transaction.inheriting) ?? Transaction()
    transaction.animation = animation
    return try Transaction.run(transaction, body)
}

/// Runs `body` so that the state it changes animates with `animation`, then `completion` once
/// that animation meets `completionCriteria`; returns the body's result.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current.map(Transaction.inheriting) ?? Transaction()
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try Transaction.run(transaction, body)
}

extension Transaction {
    /// A transaction nested in `outer`: its values, without its completions (those belong to
    /// the outer call and run when it commits).
    static func inheriting(_ outer: Transaction) -> Transaction {
        var transaction = outer
        transaction.animationCompletions = []
        return transaction
    }
}
