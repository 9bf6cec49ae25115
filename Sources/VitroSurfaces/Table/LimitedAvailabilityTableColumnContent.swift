import Foundation
@_spi(Nodes) import VitroCore

/// The columns of an `if #available` block in a table's columns, as SwiftUI's
/// `LimitedAvailabilityTableColumnContent` (iOS 17.5): the block's columns, their type erased
/// so a table's column type does not name what only some systems have.
public struct LimitedAvailabilityTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    /// A row's value.
    public typealias TableRowValue = RowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = Sort
    let entries: @MainActor () -> [TableColumnEntry]

    init(entries: @escaping @MainActor () -> [TableColumnEntry]) { self.entries = entries }

    /// The columns of the block, as the table draws them.
    public var tableColumnBody: TupleTableColumnContent<RowValue, Sort, Void> {
        TupleTableColumnContent(value: (), entries: entries)
    }
}
