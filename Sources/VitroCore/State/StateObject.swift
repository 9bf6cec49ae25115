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

    /// An object made by `thunk` the first time the view's identity appears, and kept while it
    /// lives.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object, made on first use.
    public var wrappedValue: ObjectType {
        if let object = storage.object { return object }
        let object = make()
        storage.object = object
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
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

    /// A property that reads the object of its type from the environment (`environmentObject(_:)`).
    public init() {}

    /// The object from the environment; reading it without one set is a programming error.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for it may be missing."
            )
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        object = environment.object(ObjectIdentifier(ObjectType.self)) as? ObjectType
        if let object { node.observe(object) }
    }
}
