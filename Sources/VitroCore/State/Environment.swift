import Observation

/// Reads a value from the view's environment, as SwiftUI's `@Environment`: by key path, or an
/// `@Observable` model by type (set with `.environment(_ object:)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// The key path read, or nil for a model read by type.
    let keyPath: KeyPath<EnvironmentValues, Value>?
    /// The model type read, when `keyPath` is nil.
    let objectType: ObjectIdentifier?
    /// The value when the environment has no such model (for `Environment(T.self)` with an
    /// optional `T?`).
    let missingObject: Value?

    /// A property that reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        objectType = nil
        missingObject = nil
    }

    /// The environment the graph linked this property with, so that a value read later, in a
    /// button's action (`dismiss()`), is the one the view was evaluated in.
    var linked: EnvironmentValues?

    /// The value in the environment the view's body is being evaluated in.
    @MainActor
    public var wrappedValue: Value {
        let env = linked ?? EnvironmentScope.current
        if let keyPath { return env[keyPath: keyPath] }
        if let objectType, let object = env.object(objectType) as? Value { return object }
        if let missingObject { return missingObject }
        fatalError("No observable object of type \(Value.self) found. A View.environment(_:) for it may be missing.")
    }
}

extension Environment: GraphSuppliedProperty, GraphLinkedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        linked = environment
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the `@Observable` model of this type that an ancestor set with
    /// `.environment(_ object:)`.
    public init(_ objectType: Value.Type) {
        keyPath = nil
        self.objectType = ObjectIdentifier(Value.self)
        missingObject = nil
    }
}

extension Environment {
    /// Reads the `@Observable` model of this type if an ancestor set one, nil otherwise.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        keyPath = nil
        self.objectType = ObjectIdentifier(T.self)
        missingObject = .some(nil)
    }
}
