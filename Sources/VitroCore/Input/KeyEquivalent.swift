/// A key a keyboard shortcut or a key press names, as SwiftUI's `KeyEquivalent` (no keyboard
/// reaches a still image: shortcuts and key presses are recorded).
public struct KeyEquivalent: Sendable, Hashable {
    /// The character the key types, or a private-use character for a key that types none.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    // The special keys' characters are those of AppKit's function-key constants
    // (NSUpArrowFunctionKey = 0xF700, ...) and the ASCII controls, as SwiftUI reports them.
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The delete (backspace) key.
    public static let delete = KeyEquivalent("\u{08}")
    /// The forward-delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The end key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The page-up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The page-down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The clear key.
    public static let clear = KeyEquivalent("\u{F739}")
    /// The tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The return key.
    public static let `return` = KeyEquivalent("\r")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types the literal character (`.keyboardShortcut("s")`).
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }
}
