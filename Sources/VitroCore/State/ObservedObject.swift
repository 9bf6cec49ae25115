import OpenCombine

/// An `ObservableObject` a view reads but does not own, as SwiftUI's `@ObservedObject`: the
/// view re-renders when the object's `objectWillChange` publishes.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// A property that re-renders the view when `wrappedValue` publishes a change.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// A property that re-renders the view when `initialValue` publishes a change.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
        -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

extension ObservedObject: GraphLinkedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        node.observe(wrappedValue)
    }
}

extension GraphNode {
    /// Re-renders this node whenever `object` is about to change.
    func observe<O: ObservableObject>(_ object: O) where O.ObjectWillChangePublisher.Failure == Never {
        let key = ObjectIdentifier(object)
        guard subscriptions[key] == nil else { return }
        // `@Sendable`, so it is not the main actor's: an object may publish on any thread, and a
        // main-actor closure called there traps on its isolation check.
        subscriptions[key] = object.objectWillChange.sink { @Sendable [weak self] _ in VitroCore.invalidate(self) }
    }
}
