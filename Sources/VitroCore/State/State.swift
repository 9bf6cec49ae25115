/// A value a view owns, as SwiftUI's `State`: its storage lives in the view's graph node, made
/// from the initial value when the view's identity first appears and kept while the identity
/// lives, whatever its parent re-renders. Writing it re-renders the view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var location: StateLocation<Value>

    /// State starting at `value`, kept for the view's identity while it lives.
    public init(wrappedValue value: Value) { location = StateLocation(value) }
    /// State starting at `value`, kept for the view's identity while it lives.
    public init(initialValue value: Value) { location = StateLocation(value) }

    /// The current value; setting it re-renders the views that read it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.set(newValue) }
    }

    /// A binding that reads and writes the state.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        let own = location
        location = node.slot(&slot) {
            own.node = node
            return own
        }
    }
}

/// Where a `@State` value lives.
final class StateLocation<Value>: @unchecked Sendable {
    private(set) var value: Value
    /// The node that re-renders when the value changes.
    weak var node: GraphNode?

    package init(_ value: Value) { self.value = value }

    /// Stores a new value and marks the owning view for update, unless the value is the same.
    func set(_ newValue: Value) {
        if ViewComparison.same(value, newValue) { return }
        value = newValue
        invalidate(node)
    }
}
