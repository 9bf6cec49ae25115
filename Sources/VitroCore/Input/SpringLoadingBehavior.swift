/// Whether a view activates when a drag hovers over it, as SwiftUI's `SpringLoadingBehavior` (recorded: no effect on a still image).
public struct SpringLoadingBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// The view activates.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// The view does not activate.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}
