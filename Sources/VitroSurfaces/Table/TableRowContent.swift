import Foundation
@_spi(Nodes) import VitroCore

/// A type that represents one or more rows of a ``Table``, as SwiftUI's `TableRowContent`:
/// ``TableRow``, ``TableForEachContent``, ``DisclosureTableRow``, the builder's tuples, or a
/// type of the app's own whose `tableRowBody` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of a row's value.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The rows this content is made of.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

// No rows: `Never` ends the chain of row bodies (its `TableRowValue` is declared with its
// column conformance).
extension Never: TableRowContent {}

extension TableRowContent where TableRowBody == Never {
    /// Never called: row content that the table draws itself has no body.
    public var tableRowBody: Never { fatalError("\(Self.self) has no table row body") }
}

/// One row as a table draws it: its value, how deep it is in an outline, and whether it is a
/// section's header row.
struct TableRowEntry {
    let value: Any
    let id: AnyHashable
    var depth = 0
    /// A header row (``TableHeaderRowContent``): one cell across the table.
    var header: AnyView?
    var isDisabled = false
}

/// Row content that lists its rows itself (the primitive kinds Vitro declares).
protocol TableRowEntrySource {
    @MainActor func tableRowEntries() -> [TableRowEntry]
}

extension TableRowContent {
    /// The rows this content draws, in order.
    @MainActor func tableRowEntries() -> [TableRowEntry] {
        if let source = self as? any TableRowEntrySource { return source.tableRowEntries() }
        if TableRowBody.self == Never.self { return [] }
        return tableRowBody.tableRowEntries()
    }
}

/// Row content with the entries a closure gives: what the row modifiers and builders return.
public struct _TableRowList<RowValue: Identifiable>: TableRowContent, TableRowEntrySource {
    /// A row's value.
    public typealias TableRowValue = RowValue
    /// No body: the table draws the rows.
    public typealias TableRowBody = Never
    let entries: @MainActor () -> [TableRowEntry]
    func tableRowEntries() -> [TableRowEntry] { entries() }
}

extension TableRowContent {
    /// A context menu on the row (recorded: a still image shows no menu).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> _TableRowList<TableRowValue> {
        _TableRowList(entries: { self.tableRowEntries() })
    }

    /// A context menu with a preview on the row (recorded: a still image shows no menu).
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> _TableRowList<TableRowValue> {
        _TableRowList(entries: { self.tableRowEntries() })
    }

    /// Lets the row be dragged as `payload` (recorded: a still image shows no drag).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> _TableRowList<TableRowValue> {
        _TableRowList(entries: { self.tableRowEntries() })
    }

    /// Lets items of type `T` be dropped on the row (recorded: a still image shows no drop).
    public func dropDestination<T: Transferable>(
        for type: T.Type = T.self, action: @escaping ([T]) -> Void
    ) -> _TableRowList<TableRowValue> {
        _TableRowList(entries: { self.tableRowEntries() })
    }

    /// Gives the row's item provider for drags (recorded: a still image shows no drag).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier>
    {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
    }

    /// Whether the row can be selected: a table draws a disabled row unselected.
    public func selectionDisabled(_ isDisabled: Bool = true) -> _TableRowList<TableRowValue> {
        let content = self
        return _TableRowList {
            content.tableRowEntries().map {
                var entry = $0
                entry.isDisabled = entry.isDisabled || isDisabled
                return entry
            }
        }
    }
}
