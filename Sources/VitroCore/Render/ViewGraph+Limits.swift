import VitroRaster

/// The `RenderLimits` a graph resolves and draws under, the depth resolution has reached, and
/// the first bound exceeded. Resolution and drawing cannot throw; a bound exceeded there drops
/// what is over it and is recorded here, and `ImageRenderer` throws it before any pixel.
package struct LimitState {
    var limits = RenderLimits.default
    /// How many `ResolveContext.nodes` calls are open (views nested around the current one).
    var depth = 0
    package var exceeded: RenderLimitError?

    package init(limits: RenderLimits = .default) { self.limits = limits }
}

extension ViewGraph {
    /// Whether `value` is within `limit`; if not, the first such excess is kept for the render
    /// to throw.
    func allows(_ limit: RenderLimitError.Limit, _ value: Int) -> Bool {
        do {
            try limitState.limits.check(limit, value)
            return true
        } catch {
            if limitState.exceeded == nil { limitState.exceeded = error }
            return false
        }
    }

    /// Enters one more level of view nesting, or refuses (and records) the one past
    /// `RenderLimits.viewDepth`, so a 20,000-deep view is an error instead of a stack overflow.
    func enterView() -> Bool {
        guard allows(.viewDepth, limitState.depth + 1) else { return false }
        limitState.depth += 1
        return true
    }

    func leaveView() { limitState.depth -= 1 }
}

extension GlassContainerNode {
    /// Whether the container's merged groups stay within `RenderLimits.glassShapesPerContainer`.
    func withinLimits(_ items: [DisplayList.Item]) -> Bool {
        guard let graph else { return true }
        for case .glass(let g) in items where !graph.allows(.glassShapesPerContainer, g.elements.count) {
            return false
        }
        return true
    }
}
