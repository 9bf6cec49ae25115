import Foundation
@_spi(Nodes) import VitroCore

extension SecureField {
    /// A secure field titled by a string that is not localized (a variable, say); the title is
    /// drawn as the placeholder while the text is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(title: String(title), text: text, secure: true)
    }

    /// A secure field with a commit callback, as SwiftUI's deprecated form (the callback is
    /// recorded: a still render never submits).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A secure field titled by a string, with a commit callback (the callback is recorded: a
    /// still render never submits).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}
