import Foundation

/// A named value that views pass up to their ancestors, as SwiftUI's `PreferenceKey`:
/// navigation titles, toolbar items and measured geometry travel this way.
///
/// A view sets a value with `preference(key:value:)`; siblings' values combine with
/// `reduce(value:nextValue:)` in view order; an ancestor reads the result with
/// `onPreferenceChange(_:perform:)` or `overlayPreferenceValue(_:_:)`. A subtree that sets no
/// value contributes `defaultValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Folds the next sibling's value into the accumulated one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// Reads the preference values layout nodes carry.
@MainActor
package enum PreferenceCollector {
    /// The value of `key` for `nodes` taken as siblings (``PreferenceKey/defaultValue`` if none
    /// sets it).
    package static func value<K: PreferenceKey>(_ key: K.Type, in nodes: [LayoutNode]) -> K.Value {
        combine(K.self, nodes.compactMap { collect(K.self, $0) }) ?? K.defaultValue
    }

    /// The value a node's subtree sets, or nil when it sets none.
    package static func collect<K: PreferenceKey>(_ key: K.Type, _ node: LayoutNode) -> K.Value? {
        if let writer = node as? PreferenceWriterNode<K> { return writer.value(writer) }
        let inner = combine(K.self, node.children.compactMap { collect(K.self, $0) })
        if let transform = node as? PreferenceTransformNode<K> {
            var value = inner ?? K.defaultValue
            transform.transform(&value)
            return value
        }
        return inner
    }

    private static func combine<K: PreferenceKey>(_ key: K.Type, _ values: [K.Value]) -> K.Value? {
        guard var value = values.first else { return nil }
        for next in values.dropFirst() { K.reduce(value: &value, nextValue: { next }) }
        return value
    }
}

/// Sets a preference for its subtree (replacing what the subtree's views set for that key).
@MainActor
package final class PreferenceWriterNode<K: PreferenceKey>: WrapperNode {
    /// The value, made from the node itself (anchors read its frame once it is placed).
    let value: @MainActor (LayoutNode) -> K.Value

    package init(child: LayoutNode, value: @escaping @MainActor (LayoutNode) -> K.Value, environment: EnvironmentValues)
    {
        self.value = value
        super.init(child: child, environment: environment)
    }

    package override var kind: String { "Preference" }
}

/// Changes the preference value its subtree sets.
@MainActor
package final class PreferenceTransformNode<K: PreferenceKey>: WrapperNode {
    let transform: @MainActor (inout K.Value) -> Void

    package init(
        child: LayoutNode, transform: @escaping @MainActor (inout K.Value) -> Void, environment: EnvironmentValues
    ) {
        self.transform = transform
        super.init(child: child, environment: environment)
    }

    package override var kind: String { "TransformPreference" }
}

/// Calls an action after layout when its subtree's value for a key differs from last time.
@MainActor
final class PreferenceObserverNode<K: PreferenceKey>: WrapperNode where K.Value: Equatable {
    let storage: GraphNode
    let action: @MainActor (K.Value) -> Void

    package init(
        child: LayoutNode, storage: GraphNode, action: @escaping @MainActor (K.Value) -> Void,
        environment: EnvironmentValues
    ) {
        self.storage = storage
        self.action = action
        super.init(child: child, environment: environment)
    }

    override func placeChildren(in rect: CGRect) {
        child.place(in: rect, within: placement)
        let value = PreferenceCollector.collect(K.self, child) ?? K.defaultValue
        if let last = storage.modifierState as? K.Value, last == value { return }
        storage.modifierState = value
        let action = action
        storage.graph.enqueue { action(value) }
    }

    override var kind: String { "OnPreferenceChange" }
}
