import Foundation
@_spi(Nodes) import VitroCore

/// A multi-line text editor, as SwiftUI's `TextEditor`: the text top-leading in the body font,
/// filling the space offered, with no background of its own (the row or container draws it).
/// The 8 × 5 pt inset is `UITextView`'s text container inset and line fragment padding
/// (UIKit). Through a `ViewHost`, `enter(_:into:)` replaces the text.
public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.textEditorStyle) var style

    /// A multiline text editor bound to `text`.
    public init(text: Binding<String>) { self.text = text }

    public var body: some View {
        let editor = TextEditorLook(text: text)
        if let style {
            style.make(TextEditorStyleConfiguration(editor: AnyView(editor)))
        } else {
            editor
        }
    }
}

/// iOS's text editor.
struct TextEditorLook: View {
    let text: Binding<String>

    var body: some View {
        let text = text
        return Text(verbatim: text.wrappedValue)
            .padding(.horizontal, 5).padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .attribute { attributes in
                attributes.setValue = { if let s = $0 as? String { text.wrappedValue = s } }
            }
    }
}
