/// iOS's semantic (dynamic) colors: labels, fills, separators, link and backgrounds.
public enum SemanticColor: String, Sendable, Hashable, CaseIterable, Codable {
    /// The label colors, from primary to quaternary contrast.
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    /// New in iOS 26.
    case quinaryLabel
    /// The color of placeholder text in fields.
    case placeholderText
    /// The separator color, translucent, and its opaque form.
    case separator, opaqueSeparator
    /// The color of links.
    case link
    /// The fill colors, for thin and small shapes, from the most to the least prominent.
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// The background colors, for the base, second and third levels of content.
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    /// The grouped background colors, for grouped lists, at three levels.
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground

    /// Whether the color is one of the backgrounds (opaque, meant to be drawn under content).
    public var isBackground: Bool { rawValue.hasSuffix("Background") }
}
