import Foundation
@_spi(Nodes) import VitroCore

/// A row of a ``Table`` for one value, as SwiftUI's `TableRow`: the table gives the value to
/// each column, which makes the row's cells.
public struct TableRow<Value: Identifiable> {
    let value: Value

    /// A row for `value`.
    public init(_ value: Value) { self.value = value }
}

extension TableRow: TableRowContent, TableRowEntrySource {
    /// The row's value.
    public typealias TableRowValue = Value
    /// No body: the table draws the row.
    public typealias TableRowBody = Never

    func tableRowEntries() -> [TableRowEntry] { [TableRowEntry(value: value, id: AnyHashable(value.id))] }
}

/// Rows for the elements of a collection, as SwiftUI's `TableForEachContent`: what
/// `Table(data) { columns }` makes.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, TableRowEntrySource
where Data.Element: Identifiable {
    /// A row's value: an element.
    public typealias TableRowValue = Data.Element
    /// No body: the table draws the rows.
    public typealias TableRowBody = Never
    /// The elements, one row each.
    public var data: Data
    let rows: @MainActor (Data.Element) -> [TableRowEntry]

    init(data: Data, rows: @escaping @MainActor (Data.Element) -> [TableRowEntry]) {
        self.data = data
        self.rows = rows
    }

    init(_ data: Data) {
        self.init(data: data) { [TableRowEntry(value: $0, id: AnyHashable($0.id))] }
    }

    /// Never called: the table draws the rows.
    public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }

    func tableRowEntries() -> [TableRowEntry] { data.flatMap { rows($0) } }
}

/// Row content made from a collection, as SwiftUI's `DynamicTableRowContent`: the rows of a
/// table made from data, which take `onInsert` and `dropDestination`.
public protocol DynamicTableRowContent: TableRowContent {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Data { get }
}

extension TableForEachContent: DynamicTableRowContent {}

extension DynamicTableRowContent {
    /// Lets items of `supportedContentTypes` be inserted among the rows (recorded: a still
    /// image shows no drop).
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(
            content: self,
            modifier: OnInsertTableRowModifier(supportedContentTypes: supportedContentTypes, action: action))
    }

    /// Lets items of type `T` be dropped among the rows (recorded: a still image shows no drop).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    ) -> _TableRowList<TableRowValue> {
        _TableRowList(entries: { self.tableRowEntries() })
    }
}
