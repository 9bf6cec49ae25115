/// Which view has focus, as SwiftUI's `@FocusState`: a `Bool` or an optional `Hashable`
/// kept in the view's graph node like `@State`. Vitro draws no focus ring; the value is there
/// for views to read and for `.focused(_:)` bindings to write.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>

        /// Whether the field is focused.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.set(newValue) }
        }

        /// A binding to the focus, for `focused(_:)`.
        public var projectedValue: Binding { self }
    }

    var location: StateLocation<Value>

    /// Focus state for one field: `true` when it has focus.
    public init() where Value == Bool { location = StateLocation(false) }
    /// Focus state for several fields: the focused one's value, or `nil`.
    public init<T: Hashable>() where Value == T? { location = StateLocation(nil) }

    /// The focused field's value, or `nil`.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.set(newValue) }
    }

    /// A binding to the focus, for `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(location: location) }
}

extension FocusState: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        let own = location
        location = node.slot(&slot) {
            own.node = node
            return own
        }
    }
}

extension View {
    /// Ties the view's focus to a `Bool` focus state (recorded; Vitro draws no focus).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties the view's focus to a focus state equal to `value` (recorded; Vitro draws no focus).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}
