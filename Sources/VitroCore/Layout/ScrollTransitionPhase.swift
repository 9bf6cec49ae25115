import Foundation

/// Where a view is in a scroll view's visible region, as SwiftUI's `ScrollTransitionPhase`:
/// fully visible (`identity`), or entering or leaving past the top/leading or
/// bottom/trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Past the top or leading edge, partly or wholly out of view.
    case topLeading
    /// Within the visible region.
    case identity
    /// Past the bottom or trailing edge, partly or wholly out of view.
    case bottomTrailing

    /// Whether the view is within the visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1 past the top or leading edge, 0 within the region, 1 past the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves through its phases, as SwiftUI's
/// `ScrollTransitionConfiguration`: interactively with the scroll position, animated when a
/// threshold is crossed, or not at all (`identity`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive(UnitCurve), animated(Animation), identity }
    var kind: Kind
    var thresholdValue = Threshold.visible

    /// Where in the visible region a view's phase changes, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`: the fraction of the view that must be visible.
    public struct Threshold: Sendable {
        /// The fraction of the view visible at the threshold (1 wholly, 0 not at all).
        var fraction: Double
        /// Points the threshold is moved into the region.
        var inset: Double = 0

        /// Wholly visible.
        public static var visible: Threshold { Threshold(fraction: 1) }
        /// Wholly out of view.
        public static var hidden: Threshold { Threshold(fraction: 0) }
        /// At the region's center.
        public static var centered: Threshold { Threshold(fraction: 0.5) }
        /// With `amount` of the view visible (0…1).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(fraction: amount.isFinite ? min(max(amount, 0), 1) : 1)
        }
        /// A threshold `amount` of the way to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? min(max(amount, 0), 1) : 0
            return Threshold(
                fraction: fraction + (other.fraction - fraction) * t, inset: inset + (other.inset - inset) * t)
        }
        /// This threshold moved `distance` points into the region.
        public func inset(by distance: Double) -> Threshold {
            Threshold(fraction: fraction, inset: inset + (distance.isFinite ? distance : 0))
        }
    }

    /// Phases that follow the scroll position smoothly.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))
    /// Phases that follow the scroll position along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }
    /// Phases that animate with the default animation when the threshold is crossed.
    public static let animated = ScrollTransitionConfiguration(kind: .animated(.default))
    /// Phases that animate with `animation` when the threshold is crossed.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation))
    }
    /// No transition: the view stays in its identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// This configuration animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var c = self
        c.kind = .animated(animation)
        return c
    }
    /// This configuration with its phase changing at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.thresholdValue = threshold
        return c
    }
}
