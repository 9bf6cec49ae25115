/// Whether a held button repeats its action, as SwiftUI's `ButtonRepeatBehavior` (recorded: no effect on a still image).
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice: no repeat.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// The action repeats while the button is held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// The action runs once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
