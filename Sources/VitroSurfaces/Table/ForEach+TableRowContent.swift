import Foundation
@_spi(Nodes) import VitroCore

/// A `ForEach` of table rows, as SwiftUI's: in a table's rows builder it makes the rows of
/// each element of its collection, in order.
extension ForEach: TableRowContent where Content: TableRowContent {
    /// A row's value: the value of the rows its content makes.
    public typealias TableRowValue = Content.TableRowValue
    /// No body: the table draws the rows.
    public typealias TableRowBody = Never

    /// Rows for each identifiable element of `data`, made by `content`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, id: \.id, content: content)
    }

    /// Rows for each element of `data`, identified by its value at `id`, made by `content`.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
    /// A table row for each identifiable element of `data`, its value the element: the rows
    /// a table made from `data` would have.
    public init(_ data: Data) {
        self.init(data: data, id: \.id) { TableRow($0) }
    }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach: TableRowEntrySource where Content: TableRowContent {
    func tableRowEntries() -> [TableRowEntry] { data.flatMap { content($0).tableRowEntries() } }
}
