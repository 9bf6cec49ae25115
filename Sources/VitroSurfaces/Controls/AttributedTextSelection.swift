import Foundation
@_spi(Nodes) import VitroCore

/// A selection in attributed text, as SwiftUI's `AttributedTextSelection` (iOS 26): an
/// insertion point, with the attributes typing there takes, or ranges of characters. A still
/// image shows no caret or highlight; the selection is kept and answers for a text what it
/// selects.
public struct AttributedTextSelection: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        /// An insertion point at the end of whatever text the selection is read in.
        case end
        case insertionPoint(AttributedString.Index)
        /// The ranges, and where the first one starts (kept when it is empty).
        case ranges(RangeSet<AttributedString.Index>, start: AttributedString.Index?)
    }
    let storage: Storage
    /// The attributes typing at the insertion point takes; nil for those of the text there.
    let typingAttributes: AttributeContainer?

    /// The default selection: an insertion point at the end of the text.
    public init() {
        (storage, typingAttributes) = (.end, nil)
    }

    /// A selection of `range`.
    public init(range: Range<AttributedString.Index>) {
        (storage, typingAttributes) = (.ranges(RangeSet(range), start: range.lowerBound), nil)
    }

    /// A selection of `ranges`, visually contiguous but possibly not in the text's storage.
    public init(ranges: RangeSet<AttributedString.Index>) {
        (storage, typingAttributes) = (.ranges(ranges, start: ranges.ranges.first?.lowerBound), nil)
    }

    /// An insertion point at `index`, where typing takes `typingAttributes` (by default none
    /// of its own: those of the text before the caret).
    public init(
        insertionPoint index: AttributedString.Index, typingAttributes: AttributeContainer = AttributeContainer()
    ) {
        storage = .insertionPoint(index)
        self.typingAttributes = typingAttributes == AttributeContainer() ? nil : typingAttributes
    }

    /// What a selection selects in a text, as SwiftUI's `AttributedTextSelection.Indices`.
    public enum Indices: Equatable, Sendable {
        /// A caret before the character at the index.
        case insertionPoint(AttributedString.Index)
        /// The selected characters.
        case ranges(RangeSet<AttributedString.Index>)
    }

    /// What the selection selects in `text`: an insertion point (the end of the text for the
    /// default selection, or where an empty range starts) or the ranges, clamped to the text.
    public func indices(in text: AttributedString) -> Indices {
        switch storage {
        case .end: return .insertionPoint(text.endIndex)
        case .insertionPoint(let index): return .insertionPoint(min(index, text.endIndex))
        case .ranges(let ranges, let start):
            let clamped = ranges.ranges.map { min($0.lowerBound, text.endIndex)..<min($0.upperBound, text.endIndex) }
            let selected = RangeSet(clamped.filter { !$0.isEmpty })
            if selected.isEmpty { return .insertionPoint(min(start ?? text.endIndex, text.endIndex)) }
            return .ranges(selected)
        }
    }

    /// The affinity of the selection in `text`: a caret and a range both attach downstream,
    /// to the character after them, as iOS resolves the automatic affinity.
    public func affinity(in text: AttributedString) -> TextSelectionAffinity { .downstream }

    /// The attributes typing replaces the selection with: those given to an insertion point, or
    /// else those of the character before the caret (the first character's at the start), or of
    /// the first selected character.
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        switch indices(in: text) {
        case .insertionPoint(let index):
            if let typingAttributes { return typingAttributes }
            guard !text.characters.isEmpty else { return AttributeContainer() }
            let at = index > text.startIndex ? text.characters.index(before: index) : text.startIndex
            return text.runs[at].attributes
        case .ranges(let ranges):
            guard let first = ranges.ranges.first else { return AttributeContainer() }
            return text.runs[first.lowerBound].attributes
        }
    }

    /// The attributes the selection has in `text`: those of each run it covers in part or in
    /// whole, or the typing attributes of an insertion point.
    public func attributes(in text: AttributedString) -> Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint: return Attributes(containers: [typingAttributes(in: text)])
        case .ranges(let ranges):
            var containers: [AttributeContainer] = []
            for range in ranges.ranges {
                for run in text[range].runs { containers.append(run.attributes) }
            }
            return Attributes(containers: containers)
        }
    }

    /// The attribute values a selection has in a text, as SwiftUI's
    /// `AttributedTextSelection.Attributes`: a container for each run selected.
    public struct Attributes<Text>: Sequence {
        let containers: [AttributeContainer]

        /// The containers, one a run.
        public func makeIterator() -> IndexingIterator<[AttributeContainer]> { containers.makeIterator() }

        /// The values of one attribute, by its key type, one a run (`nil` where unset).
        public subscript<K: AttributedStringKey>(type: K.Type) -> [K.Value?] where K.Value: Sendable {
            containers.map { $0[K.self] }
        }

        /// The values of one attribute (`[\.foregroundColor]`), one a run.
        public subscript<K: AttributedStringKey>(_ attribute: KeyPath<AttributeDynamicLookup, K>) -> [K.Value?]
        where K.Value: Sendable {
            self[K.self]
        }
    }
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
