/// A key pressed on a hardware keyboard, as SwiftUI's `KeyPress` (the value an `onKeyPress`
/// action receives; no key reaches a still image).
public struct KeyPress: Sendable {
    /// The phases of a key press an action asks for.
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether an action handled a key press, or lets it go on to other views.
    public enum Result: Sendable, Hashable {
        /// The action handled the press.
        case handled
        /// The press goes on to other views.
        case ignored
    }

    /// The phase of this press.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// A press, for a host that delivers keys.
    package init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}
