/// Which side of a line break a text selection's caret sits on, as SwiftUI's
/// `TextSelectionAffinity` (recorded: a still image draws no caret).
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// The end of the earlier line.
    case upstream
    /// The start of the later line.
    case downstream
}
