/// Which view assistive technologies focus, as SwiftUI's `@AccessibilityFocusState`: a `Bool`
/// or an optional `Hashable` kept in the view's graph node like `@State`. Nothing on a still
/// image shows it; views read it and `accessibilityFocused(_:)` bindings write it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to an accessibility focus state, as SwiftUI's `AccessibilityFocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>

        /// The focused element's value.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.set(newValue) }
        }

        /// The binding itself, for `accessibilityFocused(_:)`.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    var location: StateLocation<Value>

    /// Focus state for one element: `true` when an assistive technology focuses it.
    public init() where Value == Bool { location = StateLocation(false) }
    /// Focus state for several elements: the focused one's value, or `nil`.
    public init<T: Hashable>() where Value == T? { location = StateLocation(nil) }
    /// Focus state for one element, for the assistive `technologies` given.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { location = StateLocation(false) }
    /// Focus state for several elements, for the assistive `technologies` given.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        location = StateLocation(nil)
    }

    /// The focused element's value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.set(newValue) }
    }

    /// A binding to the focus, for `accessibilityFocused(_:equals:)`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(location: location) }
}

extension AccessibilityFocusState: GraphLinkedProperty, GraphSuppliedProperty {
    mutating func link(to node: GraphNode, environment: EnvironmentValues, slot: inout Int) {
        let own = location
        location = node.slot(&slot) {
            own.node = node
            return own
        }
    }
}

/// Assistive technologies, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    /// The technologies, one bit each.
    public let rawValue: Int
    /// The technologies of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No technology.
    public init() { rawValue = 0 }
    /// VoiceOver.
    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(rawValue: 1) }
    /// Switch Control.
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(rawValue: 2) }
}

extension View {
    /// Ties assistive technologies' focus on this view to a `Bool` state (recorded: no effect
    /// on a still image).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        record("accessibilityFocused")
    }

    /// Ties assistive technologies' focus on this view to a state equal to `value` (recorded:
    /// no effect on a still image).
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        record("accessibilityFocused")
    }
}
