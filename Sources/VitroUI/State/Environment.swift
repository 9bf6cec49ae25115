/// Reads a value from the view's environment, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment the view's body is being evaluated in.
    @MainActor
    public var wrappedValue: Value { EnvironmentScope.current[keyPath: keyPath] }
}

/// An identity for matching views across states, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    nonisolated(unsafe) private static var next = 0
    private let id: ID

    public init() {
        Namespace.next += 1
        id = ID(value: Namespace.next)
    }

    public var wrappedValue: ID { id }
}
