import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`
/// (`$model.name`, or `Bindable(model).name` inside a body).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The observable object.
    public var wrappedValue: Value

    /// A bindable wrapper of an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// A bindable wrapper of an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// The same bindable wrapper, for `$model` arguments.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// The wrapper itself, whose dynamic members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
