import Foundation

/// Moves the view in from an edge and out to the same edge, by its own size, as SwiftUI's
/// `MoveTransition`.
public struct MoveTransition: Transition, EffectTransition {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// A transition that moves the view in from `edge` and back out to it.
    public init(edge: Edge) { self.edge = edge }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        effectBody(content: content, phase: phase)
    }

    package func activeEffects(for phase: TransitionPhase, in size: CGSize) -> TransitionEffects {
        TransitionEffects(offset: edge.offset(for: size))
    }
}

extension Edge {
    /// The offset that moves a view of `size` past this edge of its own frame (leading is left).
    func offset(for size: CGSize) -> CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -size.height)
        case .bottom: CGSize(width: 0, height: size.height)
        case .leading: CGSize(width: -size.width, height: 0)
        case .trailing: CGSize(width: size.width, height: 0)
        }
    }

    /// The edge across the frame.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from `edge` and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
