import OpenCombine

/// An `ObservableObject` a view owns, as SwiftUI's `@StateObject`: made once, when the view's
/// identity first appears (the initial-value expression is not evaluated again), kept while
/// the identity lives, and observed like `@ObservedObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    final class Storage {
        var object: ObjectType?
    }

    let make: () -> ObjectType
    var storage = Storage()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        if let object = storage.object { return object }
        let object = make()
        storage.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension StateObject: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        storage = node.slot(&slot) { Storage() }
        node.observe(wrappedValue)
    }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`; the view re-renders when it changes.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for it may be missing."
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension EnvironmentObject: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        object = environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType
        if let object { node.observe(object) }
    }
}
