import Foundation

extension Binding {
    /// The transaction changes through this binding run in, as SwiftUI's
    /// `Binding.transaction`: the one given to `transaction(_:)` or made by `animation(_:)`, an
    /// empty one otherwise. Setting it makes writes run in the new transaction.
    public var transaction: Transaction {
        get { boundTransaction }
        set { self = Binding(get: getter, set: setter).transaction(newValue) }
    }
}

extension Binding where Value: MutableCollection {
    /// Moves `i` to the next position, as `Collection.formIndex(after:)`.
    public func formIndex(after i: inout Index) { i = index(after: i) }
}

extension Binding where Value: BidirectionalCollection & MutableCollection {
    /// Moves `i` to the previous position, as `BidirectionalCollection.formIndex(before:)`.
    public func formIndex(before i: inout Index) { i = index(before: i) }
}
