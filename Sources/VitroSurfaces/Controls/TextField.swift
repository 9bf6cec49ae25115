import Foundation
@_spi(Nodes) import VitroCore

/// A text input, as SwiftUI's `TextField`, drawn at rest: its text, or the prompt in the
/// placeholder color when empty.
public struct TextField: View {
    let title: String
    let text: String
    let secure: Bool
    /// Writes typed text through the binding.
    let set: (String) -> Void
    @Environment(\.textFieldStyle) var style

    /// A text field showing `titleKey` as its placeholder while `text` is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        title = titleKey.key
        self.text = text.wrappedValue
        secure = false
        set = { text.wrappedValue = $0 }
    }

    /// A text field showing `title` as its placeholder while `text` is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text.wrappedValue
        secure = false
        set = { text.wrappedValue = $0 }
    }

    init(title: String, text: Binding<String>, secure: Bool) {
        (self.title, self.text, self.secure) = (title, text.wrappedValue, secure)
        set = { text.wrappedValue = $0 }
    }

    public var body: some View {
        let shown = secure ? String(repeating: "•", count: text.count) : text
        let content = Group {
            if text.isEmpty {
                Text(verbatim: title).foregroundStyle(Color(semantic: .placeholderText))
            } else {
                Text(verbatim: shown)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        let set = set
        let fieldTitle = title
        return Group {
            if style == .roundedBorder {
                content.padding(.horizontal, 8).padding(.vertical, 6)
                    .overlay(
                        RoundedRectangle(cornerRadius: 6).strokeBorder(Color(semantic: .opaqueSeparator), lineWidth: 1))
            } else {
                content
            }
        }
        .attribute { attributes in
            attributes.setValue = { value in
                if let string = value as? String { set(string) }
            }
            if attributes.accessibilityLabel == nil { attributes.accessibilityLabel = fieldTitle }
        }
    }
}

/// A text input that hides its text, as SwiftUI's `SecureField`.
public struct SecureField: View {
    let field: TextField

    /// A secure field showing `titleKey` as its placeholder; what is typed is drawn as dots.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(title: titleKey.key, text: text, secure: true)
    }

    public var body: some View { field }
}

/// How text fields look, as SwiftUI's `TextFieldStyle` (`.plain`, `.roundedBorder`, `.automatic`).
public protocol TextFieldStyle: Sendable {}
/// A text field with no border.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// The platform's text field style.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's text field style.
    public static var automatic: DefaultTextFieldStyle { .init() }
}

enum TextFieldLook: Hashable, Sendable { case plain, roundedBorder }

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldLook.plain }

extension EnvironmentValues {
    var textFieldStyle: TextFieldLook {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields in the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let look: TextFieldLook = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain
        return environmentChange { $0.textFieldStyle = look }
    }
}
