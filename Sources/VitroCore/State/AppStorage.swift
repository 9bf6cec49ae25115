/// A value kept in the host's store under a key, as SwiftUI's `@AppStorage`: every view that
/// reads the key re-renders when it is written. `ViewHost/storage` is the store; a still
/// render starts from an empty one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    package let key: String
    let defaultValue: Value
    var store: HostStorage?

    /// A value stored under `key` in the host's storage, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional value stored under `key`, `nil` until one is stored.
    public init<R>(_ key: String) where Value == R? {
        self.key = key
        defaultValue = nil
    }

    /// The stored value; setting it stores it and re-renders the views that read it.
    public var wrappedValue: Value {
        get { store?[key] as? Value ?? defaultValue }
        nonmutating set { store?[key] = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let store = store
        let key = key
        let defaultValue = defaultValue
        return Binding(get: { store?[key] as? Value ?? defaultValue }, set: { store?[key] = $0 })
    }
}

extension AppStorage: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        store = node.graph.storage
        node.graph.storage.addReader(node, for: key)
    }
}

/// A value kept per scene, as SwiftUI's `@SceneStorage`; in Vitro the host is the scene, so it
/// lives in the host's store beside `@AppStorage` values, under its own keys.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    var storage: AppStorage<Value>

    /// A value stored under `key` for the scene, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String) {
        storage = AppStorage(wrappedValue: wrappedValue, "scene:" + key)
    }

    /// The stored value; setting it stores it and re-renders the views that read it.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        storage.link(to: node, environment: environment, slot: &slot)
    }
}
