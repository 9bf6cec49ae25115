import Foundation
@_spi(Nodes) import VitroCore

/// Builds the rows of a ``Table``, as SwiftUI's `@TableRowBuilder`: rows in order, `if`/`else`
/// and `if #available`.
@resultBuilder @MainActor
public struct TableRowBuilder<Value: Identifiable> {
    /// A row as it is written in the builder closure.
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    /// One row.
    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value { content }

    /// Several rows, in order.
    public static func buildBlock<each C: TableRowContent>(
        _ content: repeat each C
    ) -> TupleTableRowContent<Value, (repeat each C)> {
        TupleTableRowContent(value: (repeat each content)) {
            var entries: [TableRowEntry] = []
            for part in repeat each content { entries += part.tableRowEntries() }
            return entries
        }
    }

    /// The rows of an `if` without `else`, or none.
    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where C.TableRowValue == Value {
        content
    }

    /// The rows of an `if` or a `switch`'s first branch.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(
        first: T
    ) -> TupleTableRowContent<Value, (T?, F?)>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(value: (first, nil), entries: { first.tableRowEntries() })
    }

    /// The rows of an `else` or a `switch`'s other branches.
    public static func buildEither<T: TableRowContent, F: TableRowContent>(
        second: F
    ) -> TupleTableRowContent<Value, (T?, F?)>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(value: (nil, second), entries: { second.tableRowEntries() })
    }

    /// The rows of an `if #available` block.
    public static func buildLimitedAvailability<C: TableRowContent>(_ content: C) -> _TableRowList<Value>
    where C.TableRowValue == Value {
        _TableRowList(entries: { content.tableRowEntries() })
    }
}

/// Several rows a ``TableRowBuilder`` built, as SwiftUI's `TupleTableRowContent`.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, TableRowEntrySource {
    /// A row's value.
    public typealias TableRowValue = Value
    /// No body: the table draws the rows.
    public typealias TableRowBody = Never
    /// The rows, as the builder received them.
    public var value: T
    let entries: @MainActor () -> [TableRowEntry]

    init(value: T, entries: @escaping @MainActor () -> [TableRowEntry]) {
        self.value = value
        self.entries = entries
    }

    func tableRowEntries() -> [TableRowEntry] { entries() }
}

/// No rows, as SwiftUI's `EmptyTableRowContent`.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent, TableRowEntrySource {
    /// A row's value.
    public typealias TableRowValue = Value
    /// No body: there are no rows.
    public typealias TableRowBody = Never
    /// No rows.
    public init() {}
    func tableRowEntries() -> [TableRowEntry] { [] }
}

/// The rows of an `if` without `else` in a rows builder: its rows, or none.
extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// A row's value.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// No body: the table draws the rows, if any.
    public typealias TableRowBody = Never
}

extension Optional: TableRowEntrySource where Wrapped: TableRowContent {
    func tableRowEntries() -> [TableRowEntry] { self?.tableRowEntries() ?? [] }
}
