/// `Text`'s own accessibility and speech modifiers, which keep a `Text` a `Text` (so it can be
/// concatenated). Assistive technologies and speech do not reach a still image: each returns
/// the text as it is (recorded only by its name in the source).
extension Text {
    /// The heading level of the text for assistive technologies (recorded).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    /// The label assistive technologies read for the text (recorded).
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// The label assistive technologies read for the text (recorded).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    /// The label assistive technologies read for the text (recorded).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
    /// The pitch VoiceOver speaks the text at, from -1 to 1 (recorded).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Whether VoiceOver speaks the text's punctuation (recorded).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver queues the text's announcement behind the current one (recorded).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver spells the text out letter by letter (recorded).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}
