import Foundation
@_spi(Nodes) import VitroCore

/// A selection in attributed text, as SwiftUI's `AttributedTextSelection` (iOS 26). A still
/// image shows no caret or selection, so only the value is kept.
public struct AttributedTextSelection: Equatable, Sendable {
    /// The default selection: an insertion point at the end of the text.
    public init() {}

    /// A selection of `range`.
    public init(range: Range<AttributedString.Index>) {}

    /// An insertion point at `index`.
    public init(insertionPoint index: AttributedString.Index) {}
}

extension TextEditor {
    /// An editor of styled text (iOS 26). Vitro draws the text's characters in the editor's
    /// font; edits through a `ViewHost` replace the text with plain characters.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.init(
            text: Binding(
                get: { String(text.wrappedValue.characters) },
                set: { text.wrappedValue = AttributedString($0) }))
    }
}
