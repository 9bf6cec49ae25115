/// `Text`'s own speech modifiers, which keep a `Text` a `Text` (so it can be concatenated).
/// Speech does not reach a still image: each returns the text as it is (recorded only by its
/// name in the source). Its accessibility label and heading are the `View` modifiers', which
/// record them on the text's node.
extension Text {
    /// The pitch VoiceOver speaks the text at, from -1 to 1 (recorded).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Whether VoiceOver speaks the text's punctuation (recorded).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver queues the text's announcement behind the current one (recorded).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    /// Whether VoiceOver spells the text out letter by letter (recorded).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}
