import Foundation

extension AnyLayout {
    /// The erased layout's position for a horizontal alignment guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func align<L: Layout>(_ layout: L) -> CGFloat? {
            guard var c = cache.value as? L.Cache else { return nil }
            defer { cache.value = c }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        return align(base)
    }

    /// The erased layout's position for a vertical alignment guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        func align<L: Layout>(_ layout: L) -> CGFloat? {
            guard var c = cache.value as? L.Cache else { return nil }
            defer { cache.value = c }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        return align(base)
    }

    /// The spacing the erased layout prefers around itself.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            guard var c = cache.value as? L.Cache else { return ViewSpacing() }
            defer { cache.value = c }
            return layout.spacing(subviews: subviews, cache: &c)
        }
        return spacing(base)
    }

    /// Brings the erased layout's cache up to date; a cache of another layout's type (after a
    /// switch of layouts) is made anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var c = cache.value as? L.Cache else {
                cache.value = layout.makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&c, subviews: subviews)
            cache.value = c
        }
        update(base)
    }
}
