/// An `Equatable` value a modifier watches, type-erased so the host can compare the values of
/// two updates.
package struct AnimationTrigger {
    package let value: Any
    private let equals: (Any) -> Bool

    package init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }

    /// True when `other` holds an equal value of the same type.
    package func isEqual(to other: AnimationTrigger) -> Bool { equals(other.value) }
}
