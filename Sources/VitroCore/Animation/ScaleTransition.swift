import Foundation

/// Scales the view in and out about an anchor, as SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition, EffectTransition {
    /// The scale of the active state (0 collapses the view to the anchor).
    public var scale: Double
    /// The point of the view that stays put.
    public var anchor: UnitPoint

    /// A transition that scales the view from `scale` around `anchor` as it arrives, and back as it
    /// leaves.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale.isFinite ? scale : 0
        self.anchor = anchor
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        TransitionEffects(scale: CGSize(width: scale, height: scale), scaleAnchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view up from nothing, and down to nothing, about its center.
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Scales the view from `scale` in, and to `scale` out, about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
