import Foundation
@_spi(Nodes) import VitroCore

// The text field initializers SwiftUI has beside the title-and-text ones: with a selection,
// with a label view, and with a Foundation `Formatter`. A label that is a `Text` gives the
// placeholder when there is no prompt, as on iOS; a prompt gives it otherwise.

extension TextField {
    /// The placeholder: the prompt's text, else the label's when it is a `Text`.
    static func placeholder(_ prompt: Text?, _ label: some View) -> String {
        prompt?.plainText ?? (label as? Text)?.plainText ?? ""
    }

    /// A binding to what `formatter` makes of `value`, writing back what a number or date
    /// formatter parses (text that does not parse, or parses to another type, leaves the value
    /// as it was).
    static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                // Foundation on Linux parses through the concrete formatters only.
                var parsed: Any?
                if let numbers = formatter as? NumberFormatter, let n = numbers.number(from: text) {
                    parsed = (n as? V) ?? (n.doubleValue as? V) ?? (n.intValue as? V)
                } else if let dates = formatter as? DateFormatter {
                    parsed = dates.date(from: text)
                }
                if let v = parsed as? V { value.wrappedValue = v }
            })
    }

    /// A field whose selection is bound to `selection` (a still image shows no caret).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
        prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(title: prompt?.plainText ?? titleKey.key, text: text, secure: false)
    }

    /// A field whose selection is bound to `selection` (a title that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(title: prompt?.plainText ?? String(title), text: text, secure: false)
    }

    /// A field described by `label`, with its selection bound to `selection`.
    public init<Label: View>(
        text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.init(title: Self.placeholder(prompt, label()), text: text, secure: false)
    }

    /// A field described by `label`, growing along `axis`.
    public init<Label: View>(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        self.init(title: Self.placeholder(prompt, label()), text: text, secure: false)
    }

    /// A field described by `label`.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: Self.placeholder(prompt, label()), text: text, secure: false)
    }

    /// A field described by `label` editing a value through a format style.
    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(title: Self.placeholder(prompt, label()), text: Self.formatted(value, format), secure: false)
    }

    /// A field described by `label` editing a value through `formatter`.
    public init<V, Label: View>(
        value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(title: Self.placeholder(prompt, label()), text: Self.formatted(value, formatter), secure: false)
    }

    /// A field editing a value through `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.key, text: Self.formatted(value, formatter), secure: false)
    }

    /// A field editing a value through `formatter` (a title that is not localized).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), text: Self.formatted(value, formatter), secure: false)
    }

    /// A field editing a value through `formatter`, with a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: prompt?.plainText ?? titleKey.key, text: Self.formatted(value, formatter), secure: false)
    }

    /// A field editing a value through `formatter`; `onCommit` runs on return (recorded).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field editing a value through `formatter`; `onEditingChanged` runs as focus changes
    /// (recorded).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field editing a value through `formatter`, with focus and return callbacks (recorded).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }
}

extension SecureField {
    /// A secure field showing `prompt` (else `titleKey`) as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(title: prompt?.plainText ?? titleKey.key, text: text, secure: true)
    }

    /// A secure field showing `prompt` (else `title`) as its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(title: prompt?.plainText ?? String(title), text: text, secure: true)
    }

    /// A secure field described by `label`.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(title: TextField.placeholder(prompt, label()), text: text, secure: true)
    }
}
