import Foundation

/// The accessibility modifiers that take a localized string key (`.accessibilityLabel("Play")`,
/// or a key an app declares, such as `.accessibilityLabel(.timeRemaining)`), as SwiftUI's. Like
/// their `Text` and string forms, none draws: each is recorded on the view's node.
extension View {
    /// The element's label, as VoiceOver reads it (recorded).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The element's value, as VoiceOver reads it (recorded).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// What happens when the element is activated, as VoiceOver reads it (recorded).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey).plainText)
    }

    /// What happens when the element is activated, as VoiceOver reads it (recorded).
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityHint(hint.plainText)
    }

    /// An action VoiceOver offers by name (recorded).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }
}
