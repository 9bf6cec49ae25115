import Foundation
@_spi(Nodes) import VitroCore

/// How a table column aligns its cells and header, as SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, center, trailing, numeric }
    let kind: Kind

    /// The column's default: leading.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    /// Cells aligned to the leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    /// Cells centered.
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    /// Cells aligned to the trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }
    /// Cells aligned as numbers read in the current locale: trailing in left-to-right text.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric) }
    /// Cells aligned as numbers read in the given numbering system: trailing.
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
        TableColumnAlignment(kind: .numeric)
    }

    /// The frame alignment of the column's cells.
    var frameAlignment: Alignment {
        switch kind {
        case .automatic, .leading: .leading
        case .center: .center
        case .trailing, .numeric: .trailing
        }
    }
}
