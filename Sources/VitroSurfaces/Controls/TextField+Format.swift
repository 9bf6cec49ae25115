import Foundation
@_spi(Nodes) import VitroCore

extension TextField {
    /// A field that edits a value through a format style (`.number`, `.currency(code:)`,
    /// `.percent` …): it shows the value formatted, and parses typed text back into it.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title: titleKey.key, text: Self.formatted(value, format), secure: false)
    }

    /// A field that edits a value through a format style (a title that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(title: String(title), text: Self.formatted(value, format), secure: false)
    }

    /// A binding to the formatted text that writes parsed text back to `value` (text that does
    /// not parse leaves the value as it was).
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }
}
