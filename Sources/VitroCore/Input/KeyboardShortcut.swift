/// A key with its modifiers that triggers a control, as SwiftUI's `KeyboardShortcut`
/// (recorded: no keyboard reaches a still image).
public struct KeyboardShortcut: Sendable, Hashable {
    /// How a shortcut adapts to the keyboard layout and the layout direction.
    public struct Localization: Sendable, Hashable {
        let name: String
        /// The system remaps the key for the layout and mirrors arrows right to left.
        public static let automatic = Localization(name: "automatic")
        /// The system remaps the key but does not mirror it right to left.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// The key is used as given.
        public static let custom = Localization(name: "custom")
    }

    /// The shortcut of a view's default button: Return.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The shortcut of a view's cancel button: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard layout.
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// A shortcut of `key` with `modifiers` that adapts to the layout as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}
