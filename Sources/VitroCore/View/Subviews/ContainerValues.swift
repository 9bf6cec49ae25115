import Foundation

/// A key for a value a view hands to the container it is in, as SwiftUI's `ContainerValueKey`:
/// declare a property of ``ContainerValues`` that reads and writes `self[Key.self]`, set it with
/// `containerValue(_:_:)`, and read it from a ``Subview``'s `containerValues`.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view hands to its container, as SwiftUI's `ContainerValues`: set with
/// `containerValue(_:_:)`, read by containers through ``Subview/containerValues`` (in
/// `ForEach(subviews:)` and `Group(subviews:)`) and ``LayoutSubview/containerValues``.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    /// The view's tag (`tag(_:)`, or its `ForEach` id).
    var tagValue: AnyHashable?

    init() {}

    /// The value for `key`, or the key's default when the view set none.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag, if it has one of type `type`.
    public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }

    /// Whether the view is tagged with `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool { tagValue == AnyHashable(tag) }

    /// These values with `outer`'s set over them (a modifier applied later wins).
    func merging(_ outer: ContainerValues) -> ContainerValues {
        var merged = self
        merged.values.merge(outer.values) { _, new in new }
        merged.tagValue = outer.tagValue ?? tagValue
        return merged
    }

    /// The container values of the view a layout node was made for: its own and those of the
    /// modifiers wrapped around it, the outermost winning.
    @MainActor
    package static func of(_ node: LayoutNode) -> ContainerValues {
        var chain: [LayoutNode] = []
        var n: LayoutNode? = node
        while let current = n {
            chain.append(current)
            n = (current as? WrapperNode)?.child
        }
        var values = ContainerValues()
        for current in chain.reversed() {
            var own = current.attributes.containerValues
            own.tagValue = current.attributes.tag
            values = values.merging(own)
        }
        return values
    }
}

extension View {
    /// Sets a value the view hands to its container, at `keyPath` of ``ContainerValues``.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return attribute { attributes in
            attributes.containerValues[keyPath: keyPath] = value
        }
    }
}
