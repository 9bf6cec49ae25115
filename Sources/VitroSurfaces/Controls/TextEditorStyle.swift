import Foundation
@_spi(Nodes) import VitroCore

/// How text editors are drawn, as SwiftUI's `TextEditorStyle`. On iOS `.automatic` and `.plain`
/// draw the same editor, without a background of its own; an app's own style draws each text
/// editor of the hierarchy as its `makeBody(configuration:)` says.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The view a style makes for one text editor.
    associatedtype Body: View
    /// A text editor, handed to `makeBody(configuration:)`.
    typealias Configuration = TextEditorStyleConfiguration
    /// The view for a text editor.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A text editor as a style sees it, as SwiftUI's `TextEditorStyleConfiguration` (which has no
/// public members: a style places the editor the built-in styles draw).
public struct TextEditorStyleConfiguration {
    /// The editor as the platform draws it.
    let editor: AnyView
}

/// The platform's text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The platform's text editor style.
    public init() {}
    /// The editor as iOS draws it.
    public func makeBody(configuration: Configuration) -> Body { Body(configuration: configuration) }

    /// The view the automatic style makes: the platform's editor.
    public struct Body: View {
        let configuration: TextEditorStyleConfiguration
        public var body: some View { configuration.editor }
    }
}

/// A text editor without decoration: on iOS, as the automatic style.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain text editor style.
    public init() {}
    /// The editor without a background of its own.
    public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor without decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// A type-erased text editor style.
@MainActor
struct AnyTextEditorStyle: @unchecked Sendable {
    let make: @MainActor (TextEditorStyleConfiguration) -> AnyView
    init<S: TextEditorStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

struct TextEditorStyleKey: EnvironmentKey { static let defaultValue: AnyTextEditorStyle? = nil }

extension EnvironmentValues {
    /// The text editor style set on a view; nil draws the platform's editor.
    var textEditorStyle: AnyTextEditorStyle? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text editors in this view.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        let erased = AnyTextEditorStyle(style)
        return environmentChange { $0.textEditorStyle = erased }
    }
}
