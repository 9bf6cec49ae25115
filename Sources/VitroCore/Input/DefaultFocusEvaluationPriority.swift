/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority` (recorded: no effect on a still image).
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let name: String
    /// When the scene appears and when focus is reset.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when a person moves focus.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}
