import Foundation

/// The selection in a text field or editor, as SwiftUI's `TextSelection` (iOS 18): an insertion
/// point, a range, or several ranges of the text. A still image shows no caret or highlight; the
/// value is kept and read back as SwiftUI's is.
public struct TextSelection: Hashable, Sendable {
    /// Where the selection is: one range (empty for an insertion point) or several.
    public enum Indices: Hashable, Sendable {
        /// One range of the text; an empty range is an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges of the text.
        case multiSelection(RangeSet<String.Index>)
    }

    /// Where the selection is.
    public var indices: Indices
    /// Which side of a line break an insertion point at the break belongs to.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of `range`.
    public init(range: Range<String.Index>) { indices = .selection(range) }
    /// A selection of several ranges.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
    /// An insertion point at `insertionPoint`.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is an insertion point (nothing selected).
    public var isInsertion: Bool {
        switch indices {
        case .selection(let r): r.isEmpty
        case .multiSelection(let s): s.isEmpty
        }
    }
}
