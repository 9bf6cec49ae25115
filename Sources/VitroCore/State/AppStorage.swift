import Foundation

/// A value kept in the host's store under a key, as SwiftUI's `@AppStorage`: every view that
/// reads the key re-renders when it is written. `ViewHost/storage` is the store; a still
/// render starts from an empty one. A `UserDefaults` given as `store` is read for a key the
/// host has not stored (values written go to the host's store, not back to it).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    package let key: String
    let defaultValue: Value
    var store: HostStorage?
    /// The user defaults read for a key the host has not stored.
    let defaults: UserDefaults?

    /// A value stored under `key` in the host's storage, else in `store`, `wrappedValue` until
    /// one is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
        defaults = store
    }

    /// An optional value stored under `key` in the host's storage, else in `store`, `nil` until
    /// one is stored.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R? {
        self.key = key
        defaultValue = nil
        defaults = store
    }

    /// A value under `key` with a default, for the constrained initializers of other modules.
    package init(key: String, defaultValue: Value, defaults: UserDefaults?) {
        self.key = key
        self.defaultValue = defaultValue
        self.defaults = defaults
    }

    /// The value under `key`: the host's, else the user defaults', else the default.
    static func value(_ key: String, _ store: HostStorage?, _ defaults: UserDefaults?, _ defaultValue: Value) -> Value {
        if let stored = store?[key] as? Value { return stored }
        if let stored = defaults?.object(forKey: key) as? Value { return stored }
        return defaultValue
    }

    /// The stored value; setting it stores it and re-renders the views that read it.
    public var wrappedValue: Value {
        get { Self.value(key, store, defaults, defaultValue) }
        nonmutating set { store?[key] = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let store = store
        let key = key
        let defaultValue = defaultValue
        let defaults = defaults
        return Binding(get: { Self.value(key, store, defaults, defaultValue) }, set: { store?[key] = $0 })
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

    /// A scene value kept in `storage`, for the constrained initializers of other modules.
    package init(storage: AppStorage<Value>) { self.storage = storage }

    /// A value stored under `key` for the scene, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String) {
        storage = AppStorage(wrappedValue: wrappedValue, "scene:" + key)
    }

    /// An optional value stored under `key` for the scene, `nil` until one is stored.
    public init<R>(_ key: String) where Value == R? {
        storage = AppStorage(wrappedValue: nil, "scene:" + key)
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
