/// How Writing Tools work on a text view, as SwiftUI's `WritingToolsBehavior` (recorded: no effect on a still image).
public struct WritingToolsBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// Inline rewrites and proofreading.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// Suggestions in a panel only.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}
