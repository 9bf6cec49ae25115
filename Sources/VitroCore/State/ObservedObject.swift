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

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

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
        subscriptions[key] = object.objectWillChange.sink { [weak self] _ in VitroCore.invalidate(self) }
    }
}
