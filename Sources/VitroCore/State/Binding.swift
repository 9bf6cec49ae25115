/// A two-way connection to a value stored elsewhere, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let getter: () -> Value
    let setter: (Value) -> Void
    /// The transaction of changes through the binding (`animation(_:)`, `transaction(_:)`).
    var boundTransaction = Transaction()

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding that reads with `get` and writes with `set`, which also gets the change's
    /// transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    /// The same binding, for `$value` arguments.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding reads and writes.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the value's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let g = getter
        let s = setter
        return Binding<Subject>(
            get: { g()[keyPath: keyPath] },
            set: { v in
                var whole = g()
                whole[keyPath: keyPath] = v
                s(whole)
            })
    }

    /// The binding with changes through it animated with `animation`, as SwiftUI's
    /// `animation(_:)`: a write runs inside `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// The binding with changes through it made in `transaction`, as SwiftUI's
    /// `transaction(_:)`: a write runs inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        // Used only inside `MainActor.assumeIsolated`, which runs its closure right here, on the
        // writer's thread, and traps unless that is the main actor: they never cross threads.
        nonisolated(unsafe) let set = setter
        nonisolated(unsafe) let transaction = transaction
        var binding = Binding(
            get: getter,
            set: { value in
                // The value written, handed to `set` on this same thread (see above).
                nonisolated(unsafe) let value = value
                MainActor.assumeIsolated { withTransaction(transaction) { set(value) } }
            })
        binding.boundTransaction = transaction
        return binding
    }
}

extension Binding {
    /// A binding to an optional's value, or nil when it has none.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }
}
