/// Whether a menu's action dismisses the menu, as SwiftUI's `MenuActionDismissBehavior` (recorded: no effect on a still image).
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let name: String
    /// The platform's choice: dismiss.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The action dismisses the menu.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}
