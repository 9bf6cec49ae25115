/// An identity for matching views across states, as SwiftUI's `@Namespace`: one per view
/// identity, kept while the identity lives.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// The last identifier given: `Namespace()` is nonisolated, so a view value (and its
    /// namespace) can be made on any thread.
    private static let last = Locked(0)
    private var id: ID

    /// A new namespace, kept for the view's identity while it lives.
    public init() { id = Namespace.makeID() }

    /// The namespace's identifier.
    public var wrappedValue: ID { id }

    static func makeID() -> ID {
        ID(
            value: last.withLock {
                $0 += 1
                return $0
            })
    }
}

extension Namespace: GraphLinkedProperty, GraphSuppliedProperty {
    final class Storage {
        let id: ID
        package init(_ id: ID) { self.id = id }
    }

    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        let own = id
        id = node.slot(&slot) { Storage(own) }.id
    }
}
