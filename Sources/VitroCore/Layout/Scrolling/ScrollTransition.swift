import Foundation

extension View {
    /// Applies the effects `transition` builds for the view's phase in its scroll view, as
    /// SwiftUI's `scrollTransition(_:axis:transition:)`: a view wholly in the visible region is
    /// in its `identity` phase; one cut by the top (leading) or bottom (trailing) edge past the
    /// configuration's threshold is in `topLeading` or `bottomTrailing`. The phase is found
    /// where the view is drawn; outside a scroll view it is `identity`.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(
            topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies the effects `transition` builds for the view's phase in its scroll view, with
    /// one configuration for each edge, as SwiftUI's
    /// `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        wrap { node, context in
            let viewport = context.environment.scrollViewport
            let rule = ScrollTransitionRule(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis)
            return VisualEffectNode(
                child: node,
                steps: { proxy in
                    let phase = MainActor.assumeIsolated {
                        rule.phase(of: CGRect(origin: proxy.origin, size: proxy.size), in: viewport)
                    }
                    return (transition(EmptyVisualEffect(), phase) as? VisualEffectChain)?.steps ?? []
                },
                environment: context.environment)
        }
    }
}

/// Finds a view's scroll transition phase from where it lies against the visible region.
struct ScrollTransitionRule: Sendable {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?

    @MainActor
    func phase(of frame: CGRect, in viewport: ScrollViewport?) -> ScrollTransitionPhase {
        guard let viewport, let visible = viewport.visible else { return .identity }
        let vertical = axis.map { $0 == .vertical } ?? !viewport.axes.contains(.horizontal)
        let (lo, hi) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let (vLo, vHi) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
        let length = hi - lo
        guard length > 0 else { return .identity }
        if lo < vLo, case let t = topLeading.thresholdValue, !topLeading.isIdentity {
            let shown = (min(hi, vHi) - max(lo, vLo + t.inset)) / length
            if shown < t.fraction - 1e-9 { return .topLeading }
        }
        if hi > vHi, case let t = bottomTrailing.thresholdValue, !bottomTrailing.isIdentity {
            let shown = (min(hi, vHi - t.inset) - max(lo, vLo)) / length
            if shown < t.fraction - 1e-9 { return .bottomTrailing }
        }
        return .identity
    }
}

extension ScrollTransitionConfiguration {
    /// Whether the configuration keeps views in their identity phase.
    var isIdentity: Bool {
        if case .identity = kind { return true }
        return false
    }
}
