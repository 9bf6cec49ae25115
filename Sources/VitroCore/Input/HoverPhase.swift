import Foundation

/// Where a pointer is over a view, as SwiftUI's `HoverPhase` (no pointer hovers over a still
/// image: hover actions are recorded).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}
