import Foundation

extension View {
    /// Changes the value this view's subviews set for `key` with an anchor of this view, as
    /// SwiftUI's `transformAnchorPreference(key:value:transform:)`: `transform` gets the
    /// combined value and an ``Anchor`` that resolves against this view's frame once laid out.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        let source = value
        return wrap { node, context in
            let holder = AnchorNodeHolder()
            let transformNode = PreferenceTransformNode<K>(
                child: node,
                transform: { value in
                    transform(
                        &value, Anchor { [weak holder] origin in source.make(holder?.node?.frame ?? .zero, origin) })
                }, environment: context.environment)
            holder.node = transformNode
            return transformNode
        }
    }
}

/// The node an anchor of `transformAnchorPreference` measures, held weakly: the node owns the
/// closure that makes the anchor.
@MainActor
final class AnchorNodeHolder {
    weak var node: LayoutNode?
}
