import Foundation

extension View {
    /// Sets `value` for `key` for this view (replacing what its subviews set for the key).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        wrap { node, context in
            PreferenceWriterNode<K>(child: node, value: { _ in value }, environment: context.environment)
        }
    }

    /// Changes the value this view's subviews set for `key`.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> some View
    {
        wrap { node, context in
            PreferenceTransformNode<K>(child: node, transform: { callback(&$0) }, environment: context.environment)
        }
    }

    /// Sets for `key` a value made from an anchor of this view (its bounds, a point of it), to
    /// be resolved in another view's coordinates with `GeometryProxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        let source = value
        return wrap { node, context in
            PreferenceWriterNode<K>(
                child: node,
                value: { writer in
                    transform(Anchor { [weak writer] origin in source.make(writer?.frame ?? .zero, origin) })
                }, environment: context.environment)
        }
    }

    /// Runs `action` with the value this view's subviews set for `key`: after the update in
    /// which the view appears, and after every update in which the value changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> some View where K.Value: Equatable
    {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Draws a view made from this view's value for `key` in front of it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, inFront: true))
    }

    /// Draws a view made from this view's value for `key` behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, inFront: false))
    }
}

/// `onPreferenceChange`: an observer node per content node, with the last value kept in the
/// graph.
struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, NodeModifier where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        let (storage, _) = context.appending(.modifier).graphChild(Self.self)
        let action = action
        return content(context).map {
            PreferenceObserverNode<K>(
                child: $0, storage: storage, action: { action($0) }, environment: context.environment)
        }
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the layer is built from the
/// content's value once the content is resolved; anchors in it resolve at placement, after the
/// content is placed.
struct PreferenceLayerModifier<K: PreferenceKey, V: View>: ViewModifier, NodeModifier {
    typealias Body = Never
    let transform: (K.Value) -> V
    let alignment: Alignment
    let inFront: Bool

    func makeNodes(content: (ResolveContext) -> [LayoutNode], context: ResolveContext) -> [LayoutNode] {
        content(context).enumerated().map { index, node in
            let value = PreferenceCollector.value(K.self, in: [node])
            let layer = context.appending(.secondary).appending(.index(index)).node(transform(value))
            return LayeredNode(
                primary: node, secondary: layer, alignment: alignment, inFront: inFront,
                environment: context.environment)
        }
    }
}
