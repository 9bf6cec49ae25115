import Foundation
@_spi(Nodes) import VitroCore

/// Rows of values in columns, as SwiftUI's `Table`. In a regular-width environment (iPad, Mac)
/// it draws a header row of the columns' titles above the rows, each row a cell per column; in
/// a compact one (iPhone) it draws each row's first column as a list row, as SwiftUI does.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    public typealias Body = Never
    let rows: Rows
    let columns: Columns
    /// Whether a row's id is selected; nil when the table has no selection.
    let isSelected: (@MainActor (AnyHashable) -> Bool)?
    let customization: TableColumnCustomization<Value>?

    init(
        rows: Rows, columns: Columns, isSelected: (@MainActor (AnyHashable) -> Bool)?,
        customization: TableColumnCustomization<Value>?
    ) {
        self.rows = rows
        self.columns = columns
        self.isSelected = isSelected
        self.customization = customization
    }

    static func single(_ selection: Binding<Value.ID?>) -> @MainActor (AnyHashable) -> Bool {
        let selected = selection.wrappedValue.map { AnyHashable($0) }
        return { $0 == selected }
    }

    static func multiple(_ selection: Binding<Set<Value.ID>>) -> @MainActor (AnyHashable) -> Bool {
        let selected = Set(selection.wrappedValue.map { AnyHashable($0) })
        return { selected.contains($0) }
    }

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let shown = columns.tableColumnEntries().filter { column in
            if let id = column.customizationID, let customization {
                switch customization[visibility: id] {
                case .visible: return true
                case .hidden: return false
                case .automatic: break
                }
            }
            return !column.isHidden
        }
        let layout = TableLayout(
            columns: shown, rows: rows.tableRowEntries(), isSelected: isSelected,
            showsHeaders: env.tableColumnHeadersVisibility != .hidden)
        let isRegular = env.horizontalSizeClass == .regular || env.platform == .macOS
        return context.appending(.content).nodes(isRegular ? AnyView(layout.columnsView) : AnyView(layout.listView))
    }
}

extension Table {
    /// A table of a row for each element of `data`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data), columns: columns(), isSelected: nil, customization: nil)
    }

    /// A table of a row for each element of `data`, columns shown as `columnCustomization` says.
    public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: nil,
            customization: columnCustomization.wrappedValue)
    }

    /// A table of a row for each element of `data`, sorted as `sortOrder` says.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(rows: TableForEachContent(data), columns: columns(), isSelected: nil, customization: nil)
    }

    /// A table of a row for each element of `data`, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: nil,
            customization: columnCustomization.wrappedValue)
    }

    /// A table of a row for each element of `data`, one row selectable.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.single(selection), customization: nil
        )
    }

    /// A table of a row for each element of `data`, one row selectable, columns shown as `columnCustomization` says.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.single(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of a row for each element of `data`, one row selectable, sorted as `sortOrder` says.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.single(selection), customization: nil
        )
    }

    /// A table of a row for each element of `data`, one row selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.single(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of a row for each element of `data`, several rows selectable.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.multiple(selection),
            customization: nil)
    }

    /// A table of a row for each element of `data`, several rows selectable, columns shown as `columnCustomization` says.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.multiple(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of a row for each element of `data`, several rows selectable, sorted as `sortOrder` says.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.multiple(selection),
            customization: nil)
    }

    /// A table of a row for each element of `data`, several rows selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data), columns: columns(), isSelected: Table.multiple(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the tree of `data`, each element's `children` beneath it.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(), isSelected: nil,
            customization: nil)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, columns shown as `columnCustomization` says.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(), isSelected: nil,
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, sorted as `sortOrder` says.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Value, Data?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(), isSelected: nil,
            customization: nil)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Value, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(), isSelected: nil,
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, one row selectable.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.single(selection), customization: nil)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, one row selectable, columns shown as `columnCustomization` says.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.single(selection), customization: columnCustomization.wrappedValue)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, one row selectable, sorted as `sortOrder` says.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.single(selection), customization: nil)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, one row selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.single(selection), customization: columnCustomization.wrappedValue)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, several rows selectable.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.multiple(selection), customization: nil)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, several rows selectable, columns shown as `columnCustomization` says.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.multiple(selection), customization: columnCustomization.wrappedValue)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, several rows selectable, sorted as `sortOrder` says.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.multiple(selection), customization: nil)
    }

    /// A table of the tree of `data`, each element's `children` beneath it, several rows selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element,
        Sort: SortComparator, Columns.TableRowValue == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data, children: children), columns: columns(),
            isSelected: Table.multiple(selection), customization: columnCustomization.wrappedValue)
    }

    /// A table of `Value` rows.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: nil)
    }

    /// A table of `Value` rows, columns shown as `columnCustomization` says.
    public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: columnCustomization.wrappedValue)
    }

    /// A table of `Value` rows, sorted as `sortOrder` says.
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: nil)
    }

    /// A table of `Value` rows, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: columnCustomization.wrappedValue)
    }

    /// A table of `Value` rows, one row selectable.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: Table.single(selection), customization: nil)
    }

    /// A table of `Value` rows, one row selectable, columns shown as `columnCustomization` says.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.single(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of `Value` rows, one row selectable, sorted as `sortOrder` says.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: Table.single(selection), customization: nil)
    }

    /// A table of `Value` rows, one row selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.single(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of `Value` rows, several rows selectable.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: Table.multiple(selection), customization: nil)
    }

    /// A table of `Value` rows, several rows selectable, columns shown as `columnCustomization` says.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.multiple(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of `Value` rows, several rows selectable, sorted as `sortOrder` says.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: Table.multiple(selection), customization: nil)
    }

    /// A table of `Value` rows, several rows selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.multiple(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows `rows` builds.
    public init(@TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: nil)
    }

    /// A table of the rows `rows` builds, columns shown as `columnCustomization` says.
    public init(
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows `rows` builds, sorted as `sortOrder` says.
    public init<Sort>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: nil)
    }

    /// A table of the rows `rows` builds, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Sort>(
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: nil, customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows `rows` builds, one row selectable.
    public init(
        selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: Table.single(selection), customization: nil)
    }

    /// A table of the rows `rows` builds, one row selectable, columns shown as `columnCustomization` says.
    public init(
        selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.single(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows `rows` builds, one row selectable, sorted as `sortOrder` says.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: Table.single(selection), customization: nil)
    }

    /// A table of the rows `rows` builds, one row selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.single(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows `rows` builds, several rows selectable.
    public init(
        selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), isSelected: Table.multiple(selection), customization: nil)
    }

    /// A table of the rows `rows` builds, several rows selectable, columns shown as `columnCustomization` says.
    public init(
        selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.multiple(selection),
            customization: columnCustomization.wrappedValue)
    }

    /// A table of the rows `rows` builds, several rows selectable, sorted as `sortOrder` says.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), isSelected: Table.multiple(selection), customization: nil)
    }

    /// A table of the rows `rows` builds, several rows selectable, sorted as `sortOrder` says, columns shown as `columnCustomization` says.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), isSelected: Table.multiple(selection),
            customization: columnCustomization.wrappedValue)
    }
}
