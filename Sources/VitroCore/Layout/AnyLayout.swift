import Foundation

/// A type-erased ``Layout``, as SwiftUI's `AnyLayout`: switch a container between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and keep its subviews.
public struct AnyLayout: Layout, NativeLayout {
    let base: any Layout

    /// A type-erased form of `layout`, so a view can switch layouts and keep its subviews'
    /// identity.
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The erased layout's cache.
    public final class Cache {
        var value: Any
        package init(_ value: Any) { self.value = value }
    }

    func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        func make<L: Layout>(_ layout: L) -> LayoutNode {
            if let native = layout as? any NativeLayout {
                return native.makeNode(children: children, environment: environment)
            }
            return CustomLayoutNode(layout: layout, children: children, environment: environment)
        }
        return make(base)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
        return Cache(make(base))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            guard var c = cache.value as? L.Cache else { return .zero }
            defer { cache.value = c }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return size(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            guard var c = cache.value as? L.Cache else { return }
            defer { cache.value = c }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        place(base)
    }
}
