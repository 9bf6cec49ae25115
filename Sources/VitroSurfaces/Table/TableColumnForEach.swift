import Foundation
@_spi(Nodes) import VitroCore

/// Columns made from a collection, one for each element, as SwiftUI's `TableColumnForEach`.
public struct TableColumnForEach<Data, ID: Hashable, RowValue, Sort: SortComparator, Content>: TableColumnContent
where Data: RandomAccessCollection, Content: TableColumnContent, Content.TableRowValue == RowValue {
    /// A row's value.
    public typealias TableRowValue = RowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = Sort
    /// No body: the table draws the columns.
    public typealias TableColumnBody = Never
    /// The elements the columns are made from.
    public var data: Data
    /// The columns of an element.
    public var content: (Data.Element) -> Content
}

extension TableColumnForEach: TableColumnEntrySource {
    func tableColumnEntries() -> [TableColumnEntry] { data.flatMap { content($0).tableColumnEntries() } }
}

extension TableColumnForEach
where ID == Data.Element.ID, Data.Element: Identifiable, Content.TableColumnSortComparator == Sort {
    /// A column (or columns) for each identifiable element of `data`.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Content.TableColumnSortComparator == Sort {
    /// A column (or columns) for each element of `data`, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int, Content.TableColumnSortComparator == Sort {
    /// A column (or columns) for each integer of `data`.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
