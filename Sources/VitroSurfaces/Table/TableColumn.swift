import Foundation
@_spi(Nodes) import VitroCore

/// A column of a ``Table``, as SwiftUI's `TableColumn`: a title, and for each row a cell that
/// the column makes from the row's value. A column made with a key path (`value:`) sorts by it
/// when the table has a sort order.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent
{
    /// A row's value.
    public typealias TableRowValue = RowValue
    /// How the column sorts.
    public typealias TableColumnSortComparator = Sort
    /// A column has no body: the table draws it.
    public typealias TableColumnBody = Never
    let label: @MainActor () -> Label
    let content: ((RowValue) -> Content)?
    /// The text of a row's cell, for a column of a key path's string (its cell is that text).
    var text: ((RowValue) -> String)?
    let comparator: Sort?
    var width: TableColumnWidth = .flexible(min: nil, ideal: nil, max: nil)

    init(label: @escaping @MainActor () -> Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    init(label: @escaping @MainActor () -> Label, comparator: Sort?, text: @escaping (RowValue) -> String) {
        self.label = label
        self.comparator = comparator
        content = nil
        self.text = text
    }

}

extension TableColumn: TableColumnEntrySource {
    func tableColumnEntries() -> [TableColumnEntry] {
        let content = content
        let text = text
        let cell: @MainActor (Any) -> AnyView = { row in
            guard let value = row as? RowValue else { return AnyView(EmptyView()) }
            if let content { return AnyView(content(value)) }
            return AnyView(Text(verbatim: text?(value) ?? ""))
        }
        return [TableColumnEntry(label: AnyView(label()), cell: cell, width: width)]
    }

    /// The column `width` points wide; nil keeps the table's default.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = width.map { .fixed($0) } ?? .flexible(min: nil, ideal: nil, max: nil)
        return column
    }

    /// The column between `min` and `max` points wide, `ideal` when the table has room.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = .flexible(min: min, ideal: ideal, max: max)
        return column
    }
}

// MARK: Columns with custom cells

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey`, with cells that `content` makes from each row's value.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: { Text(titleKey) }, comparator: nil, content: content)
    }

    /// A column titled `text`, with cells that `content` makes from each row's value.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: { text }, comparator: nil, content: content)
    }

    /// A column titled `title`, with cells that `content` makes from each row's value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: { Text(String(title)) }, comparator: nil, content: content)
    }
}

extension TableColumn where Label == Text {
    /// A column titled `titleKey` that sorts with `comparator`, with cells that `content`
    /// makes from each row's value.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: { Text(titleKey) }, comparator: comparator, content: content)
    }

    /// A column titled `text` that sorts with `comparator`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: { text }, comparator: comparator, content: content)
    }

    /// A column titled `title` that sorts with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: { Text(String(title)) }, comparator: comparator, content: content)
    }
}

// MARK: Columns of a key path

extension TableColumn where Label == Text {
    /// A column titled `titleKey` that sorts by `value`, with cells that `content` makes.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(label: { Text(titleKey) }, comparator: nil, content: content)
    }

    /// A column titled `title` that sorts by `value`, with cells that `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(label: { Text(String(title)) }, comparator: nil, content: content)
    }

    /// A column titled `titleKey` that sorts by `value` with `comparator`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, C.Compared == V {
        self.init(label: { Text(titleKey) }, comparator: nil, content: content)
    }

    /// A column titled `title` that sorts by `value` with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue>, C.Compared == V {
        self.init(
            label: { Text(String(title)) }, comparator: nil, content: content)
    }
}

extension TableColumn where Content == Text, Label == Text {
    /// A column titled `titleKey` showing each row's `value` as text; it sorts by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: { Text(titleKey) }, comparator: nil, text: { $0[keyPath: value] })
    }

    /// A column titled `title` showing each row's `value` as text; it sorts by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: { Text(String(title)) }, comparator: nil, text: { $0[keyPath: value] })
    }

    /// A column titled `titleKey` showing each row's `value` as text, in a table that does not
    /// sort.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == Never {
        self.init(label: { Text(titleKey) }, comparator: nil, text: { $0[keyPath: value] })
    }

    /// A column titled `title` showing each row's `value` as text, in a table that does not
    /// sort.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Sort == Never {
        self.init(label: { Text(String(title)) }, comparator: nil, text: { $0[keyPath: value] })
    }

    /// A column titled `titleKey` showing each row's `value` as text, sorted with `comparator`.
    public init<C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: C
    ) where Sort == KeyPathComparator<RowValue>, C.Compared == String {
        self.init(label: { Text(titleKey) }, comparator: nil, text: { $0[keyPath: value] })
    }

    /// A column titled `title` showing each row's `value` as text, sorted with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: C
    ) where Sort == KeyPathComparator<RowValue>, C.Compared == String {
        self.init(label: { Text(String(title)) }, comparator: nil, text: { $0[keyPath: value] })
    }
}
