/// iOS's semantic (dynamic) colors: labels, fills, separators, link and backgrounds.
public enum SemanticColor: String, Sendable, Hashable, CaseIterable, Codable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    /// New in iOS 26.
    case quinaryLabel
    case placeholderText
    case separator, opaqueSeparator
    case link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground

    /// Whether the color is one of the backgrounds (opaque, meant to be drawn under content).
    public var isBackground: Bool { rawValue.hasSuffix("Background") }
}
