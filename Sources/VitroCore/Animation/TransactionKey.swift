/// A key for a custom value carried by a ``Transaction``, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    /// The value a transaction has for this key until one is set.
    static var defaultValue: Value { get }
}
