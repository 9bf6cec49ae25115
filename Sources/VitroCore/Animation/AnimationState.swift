/// Values a custom animation stores between frames, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]

    /// An empty state.
    public init() {}

    /// The value stored under `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in ``AnimationState``, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    associatedtype Value
    /// The value until one is stored.
    static var defaultValue: Value { get }
}
