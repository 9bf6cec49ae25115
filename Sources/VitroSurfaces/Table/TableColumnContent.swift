import Foundation
@_spi(Nodes) import VitroCore

/// A type that represents one or more columns of a ``Table``, as SwiftUI's
/// `TableColumnContent`: ``TableColumn``, the builder's tuples, ``TableColumnForEach``, or a
/// type of the app's own whose `tableColumnBody` is made of them.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of a row's value, which each column reads its cell from.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// How the columns sort the rows (`Never` for columns that do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
    /// No columns: `Never` ends the chain of column bodies.
    public typealias TableRowValue = Never
    /// No sorting.
    public typealias TableColumnSortComparator = Never
    /// No columns.
    public typealias TableColumnBody = Never
    /// No rows.
    public typealias TableRowBody = Never
}

extension TableColumnContent where TableColumnBody == Never {
    /// Never called: column content that the table draws itself has no body.
    public var tableColumnBody: Never { fatalError("\(Self.self) has no table column body") }
}

/// One column as a table draws it: the erased parts of a ``TableColumn`` and its modifiers.
struct TableColumnEntry {
    let label: AnyView
    /// The cell of a row, given the row's value.
    let cell: @MainActor (Any) -> AnyView
    var width: TableColumnWidth = .flexible(min: nil, ideal: nil, max: nil)
    var alignment: TableColumnAlignment = .automatic
    var isHidden = false
    var customizationID: String?
}

/// A column's width: `width(_:)` fixes it; `width(min:ideal:max:)` bounds it.
enum TableColumnWidth {
    case fixed(CGFloat)
    case flexible(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

/// Column content that lists its columns itself (the primitive kinds Vitro declares).
protocol TableColumnEntrySource {
    @MainActor func tableColumnEntries() -> [TableColumnEntry]
}

extension TableColumnContent {
    /// The columns this content draws, in order.
    @MainActor func tableColumnEntries() -> [TableColumnEntry] {
        if let source = self as? any TableColumnEntrySource { return source.tableColumnEntries() }
        if TableColumnBody.self == Never.self { return [] }
        return tableColumnBody.tableColumnEntries()
    }
}
