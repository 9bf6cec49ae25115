import Foundation

/// The language text is set for, as SwiftUI's `TypesettingLanguage` (iOS 17). Recorded: the
/// language decides line heights for scripts taller than Latin; Vitro sets every script with
/// the system font's Latin metrics.
public struct TypesettingLanguage: Sendable, Equatable {
    let language: Locale.Language?

    /// The language of the text itself (recorded).
    public static let automatic = TypesettingLanguage(language: nil)
    /// A given language (recorded).
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

extension Text {
    /// This text set for `language` (recorded).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }
    /// This text set for `language` (recorded).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}

extension View {
    /// Text in this view set for `language` (recorded).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// Text in this view set for `language` (recorded).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}
