import Foundation

/// What `Text`'s accessibility modifiers said about a text: its label, heading level and
/// content type, recorded on the text's node for the host and accessibility audits.
struct TextAccessibility: Sendable {
    var label: String?
    var recorded: [String] = []

    /// Puts the label and the recorded entries on `node`.
    @MainActor func record(on node: LayoutNode) {
        if let label { node.attributes.accessibilityLabel = label }
        node.attributes.recorded += recorded
    }
}

extension Text {
    /// This text with `label` read by VoiceOver instead of its characters (recorded on the
    /// text's node), as SwiftUI's `Text.accessibilityLabel(_:)`; it stays a `Text`.
    public func accessibilityLabel(_ label: Text) -> Text {
        var text = self
        text.accessibility.label = label.plainText
        return text
    }

    /// This text with the label of `labelKey` read by VoiceOver (recorded).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        accessibilityLabel(Text(labelKey))
    }

    /// This text with `label` read by VoiceOver (recorded).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        accessibilityLabel(Text(label))
    }

    /// This text as a heading of `level` for VoiceOver's rotor (recorded on the text's node),
    /// as SwiftUI's `Text.accessibilityHeading(_:)`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        var text = self
        text.accessibility.recorded.append("accessibilityHeading(.\(level))")
        return text
    }

    /// The kind of content this text is, which sets how VoiceOver reads it (recorded on the
    /// text's node), as SwiftUI's `Text.accessibilityTextContentType(_:)`.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
        var text = self
        text.accessibility.recorded.append("accessibilityTextContentType(.\(value.name))")
        return text
    }
}
