import Foundation
@_spi(Nodes) import VitroCore

extension TableColumnContent {
    /// Aligns the column's cells and header: leading, centered, trailing, or as numbers read
    /// (trailing in a left-to-right layout).
    public func alignment(
        _ alignment: TableColumnAlignment
    ) -> TupleTableColumnContent<TableRowValue, TableColumnSortComparator, Self> {
        modified { $0.alignment = alignment }
    }

    /// The identifier that a ``TableColumnCustomization`` keeps the column's visibility under.
    public func customizationID(
        _ id: String
    ) -> TupleTableColumnContent<TableRowValue, TableColumnSortComparator, Self> {
        modified { $0.customizationID = id }
    }

    /// Whether the column shows when no customization says otherwise: `.hidden` leaves it out.
    public func defaultVisibility(
        _ visibility: Visibility
    ) -> TupleTableColumnContent<TableRowValue, TableColumnSortComparator, Self> {
        modified { $0.isHidden = visibility == .hidden }
    }

    /// Turns off the customizations in `behavior` (reordering, resizing, hiding) for the column
    /// (recorded: a still image shows no customization).
    public func disabledCustomizationBehavior(
        _ behavior: TableColumnCustomizationBehavior
    ) -> TupleTableColumnContent<TableRowValue, TableColumnSortComparator, Self> {
        modified { _ in }
    }

    private func modified(
        _ change: @escaping (inout TableColumnEntry) -> Void
    ) -> TupleTableColumnContent<TableRowValue, TableColumnSortComparator, Self> {
        let content = self
        return TupleTableColumnContent(value: content) {
            content.tableColumnEntries().map {
                var entry = $0
                change(&entry)
                return entry
            }
        }
    }
}
