import OpenCombine

/// A key for a value that the focused view (or the active scene) publishes, as SwiftUI's
/// `FocusedValueKey`. Apps declare one per value their commands or other scenes read.
public protocol FocusedValueKey {
    /// The type of the published value.
    associatedtype Value
}

/// The values published by the focused view and the active scene, as SwiftUI's `FocusedValues`.
///
/// A still render has no focus and no menu commands to read these, so Vitro keeps the values a
/// view publishes with `focusedValue(_:_:)` recorded on nothing: every key reads `nil`,
/// which is what SwiftUI gives a reader outside the focused hierarchy.
public struct FocusedValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]

    /// The value for `key`, or `nil` when no focused view publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A property that reads a value published by the focused view, as SwiftUI's `@FocusedValue`:
/// `nil` in a still render, where nothing has focus (recorded).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>?

    /// Reads the value at `keyPath` of the focused view's ``FocusedValues`` (recorded: `nil`).
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

    /// Reads the `Observable` object of type `objectType` that the focused view publishes
    /// (recorded: `nil`).
    public init(_ objectType: Value.Type) where Value: AnyObject { keyPath = nil }

    /// The focused view's value; `nil`, as no view has focus in a still render (recorded).
    public var wrappedValue: Value? {
        guard let keyPath else { return nil }
        return FocusedValues()[keyPath: keyPath]
    }
}

/// A property that reads a binding published by the focused view, as SwiftUI's
/// `@FocusedBinding`: `nil` in a still render, where nothing has focus (recorded).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// Reads the binding at `keyPath` of the focused view's ``FocusedValues`` (recorded: `nil`).
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    /// The bound value; `nil` with no focused view, and setting it then does nothing (recorded).
    public var wrappedValue: Value? {
        get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue { FocusedValues()[keyPath: keyPath]?.wrappedValue = newValue }
        }
    }

    /// A binding to `wrappedValue` (recorded: reads `nil`).
    public var projectedValue: Binding<Value?> {
        let keyPath = keyPath
        return Binding(
            get: { FocusedValues()[keyPath: keyPath]?.wrappedValue },
            set: { value in
                if let value { FocusedValues()[keyPath: keyPath]?.wrappedValue = value }
            })
    }
}

/// A property that reads an `ObservableObject` published by the focused view, as SwiftUI's
/// `@FocusedObject`: `nil` in a still render, where nothing has focus (recorded).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    /// Reads the focused view's object of this type (recorded: `nil`).
    public init() {}

    /// The focused view's object; `nil` with no focused view (recorded).
    public var wrappedValue: ObjectType? { nil }

    /// Bindings to the object's properties; `nil` with no focused view (recorded).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper? { nil }
}

extension View {
    /// Publishes `value` at `keyPath` while this view has focus (recorded: a still render has
    /// no focus).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        self
    }

    /// Publishes `value` at `keyPath`, or removes it when `nil`, while this view has focus
    /// (recorded: a still render has no focus).
    @_disfavoredOverload
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        self
    }

    /// Publishes an `Observable` object while this view has focus (recorded).
    public func focusedValue<T: AnyObject>(_ object: T?) -> some View { self }

    /// Publishes `value` at `keyPath` while this view's scene is active (recorded: no menu
    /// commands or other scenes read it in a still render).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
        -> some View
    {
        self
    }

    /// Publishes `value` at `keyPath`, or removes it when `nil`, while this view's scene is
    /// active (recorded).
    @_disfavoredOverload
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
        -> some View
    {
        self
    }

    /// Publishes an `Observable` object while this view's scene is active (recorded).
    public func focusedSceneValue<T: AnyObject>(_ object: T?) -> some View { self }

    /// Publishes `object` to ``FocusedObject`` readers while this view has focus (recorded).
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View { self }

    /// Publishes `object`, or nothing when `nil`, while this view has focus (recorded).
    @_disfavoredOverload
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Publishes `object` to ``FocusedObject`` readers while this view's scene is active
    /// (recorded).
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { self }

    /// Publishes `object`, or nothing when `nil`, while this view's scene is active (recorded).
    @_disfavoredOverload
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
