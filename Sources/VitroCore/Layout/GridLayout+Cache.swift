import Foundation

extension GridLayout {
    /// A grid layout's cache, as SwiftUI's `GridLayout.Cache`: the grid measures its rows and
    /// columns afresh in each pass, so the cache carries nothing between passes.
    public struct Cache {
        /// An empty cache.
        init() {}
    }

    /// A new, empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Keeps the cache: nothing in it depends on the subviews.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The grid's preferred spacing: the union of its cells' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var s = ViewSpacing()
        for v in subviews { s.formUnion(v.spacing) }
        return s
    }

    /// No explicit horizontal guide: the grid aligns by its frame.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide: the grid aligns by its frame.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}
