import Foundation

/// Moves the view in from an offset and out to it, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition, EffectTransition {
    /// The offset of the active state, in points.
    public var offset: CGSize

    /// A transition that moves the view in from `offset` points away, and back as it leaves.
    public init(_ offset: CGSize) { self.offset = offset }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        TransitionEffects(offset: offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view in from `offset` and out to it.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves the view in from (x, y) and out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
