import Foundation
@_spi(Nodes) import VitroCore

/// Builds the columns of a ``Table``, as SwiftUI's `@TableColumnBuilder`: columns in order,
/// `if`/`else`, `if #available` and a ``TableColumnForEach``.
@resultBuilder @MainActor
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column as it is written in the builder closure.
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// A column that does not sort, in a table that sorts.
    @_disfavoredOverload
    public static func buildExpression<Content: TableColumnContent>(
        _ content: Content
    ) -> TupleTableColumnContent<RowValue, Sort, Content>
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: content) { content.tableColumnEntries() }
    }

    /// One column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Several columns, in order.
    public static func buildBlock<each Column: TableColumnContent>(
        _ column: repeat each Column
    ) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        let columns = (repeat each column)
        return TupleTableColumnContent(value: columns) {
            var entries: [TableColumnEntry] = []
            for part in repeat each column { entries += part.tableColumnEntries() }
            return entries
        }
    }

    /// The columns of an `if` without `else`, or none.
    public static func buildIf<Column: TableColumnContent>(_ column: Column?) -> Column?
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// The columns of an `if` or a `switch`'s first branch.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(
        first: T
    ) -> _ConditionalTableColumnContent<T, F>
    where
        T.TableRowValue == RowValue, F.TableRowValue == RowValue, T.TableColumnSortComparator == Sort,
        F.TableColumnSortComparator == Sort
    {
        _ConditionalTableColumnContent { first.tableColumnEntries() }
    }

    /// The columns of an `else` or a `switch`'s other branches.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(
        second: F
    ) -> _ConditionalTableColumnContent<T, F>
    where
        T.TableRowValue == RowValue, F.TableRowValue == RowValue, T.TableColumnSortComparator == Sort,
        F.TableColumnSortComparator == Sort
    {
        _ConditionalTableColumnContent { second.tableColumnEntries() }
    }

    /// The columns of an `if #available` block.
    public static func buildLimitedAvailability<Column: TableColumnContent>(
        _ column: Column
    ) -> LimitedAvailabilityTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        LimitedAvailabilityTableColumnContent { column.tableColumnEntries() }
    }
}

/// Several columns a ``TableColumnBuilder`` built, as SwiftUI's `TupleTableColumnContent`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent,
    TableColumnEntrySource
{
    /// A row's value.
    public typealias TableRowValue = RowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = Sort
    /// The columns have no body: the table draws them.
    public typealias TableColumnBody = Never
    /// The columns, as the builder received them.
    public var value: T
    let entries: @MainActor () -> [TableColumnEntry]

    init(value: T, entries: @escaping @MainActor () -> [TableColumnEntry]) {
        self.value = value
        self.entries = entries
    }

    func tableColumnEntries() -> [TableColumnEntry] { entries() }
}

/// The columns of one branch of an `if`/`else` in a column builder.
public struct _ConditionalTableColumnContent<TrueContent: TableColumnContent, FalseContent: TableColumnContent>:
    TableColumnContent, TableColumnEntrySource
where
    TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    /// A row's value.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// The columns have no body: the table draws them.
    public typealias TableColumnBody = Never
    let entries: @MainActor () -> [TableColumnEntry]
    func tableColumnEntries() -> [TableColumnEntry] { entries() }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// A row's value.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// How the column sorts.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// No body: the table draws the column, if any.
    public typealias TableColumnBody = Never
}

extension Optional: TableColumnEntrySource where Wrapped: TableColumnContent {
    func tableColumnEntries() -> [TableColumnEntry] { self?.tableColumnEntries() ?? [] }
}
