import Foundation
@_spi(Nodes) import VitroCore

/// A row that discloses rows beneath it, as SwiftUI's `DisclosureTableRow`: when expanded the
/// table draws its child rows after it, indented one level.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    /// A row's value.
    public typealias TableRowValue = Label.TableRowValue
    /// No body: the table draws the rows.
    public typealias TableRowBody = Never
    let label: Label
    let isExpanded: Bool
    let content: Content

    /// A row for `value` whose `content` rows show while `isExpanded` is true (expanded when
    /// nil).
    public init<Value>(
        _ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content
    ) where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.isExpanded = isExpanded?.wrappedValue ?? true
        self.content = content()
    }

    /// Never called: the table draws the rows.
    public var tableRowBody: Never { return fatalError("DisclosureTableRow has no body") }
}

extension DisclosureTableRow: TableRowEntrySource {
    func tableRowEntries() -> [TableRowEntry] {
        let rows = label.tableRowEntries()
        guard isExpanded else { return rows }
        return rows
            + content.tableRowEntries().map {
                var entry = $0
                entry.depth += 1
                return entry
            }
    }
}

/// The rows of a tree of values, as SwiftUI's `TableOutlineGroupContent`: what
/// `Table(roots, children: \.children)` draws, every level expanded and indented.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent, TableRowEntrySource
where Data.Element: Identifiable {
    /// A row's value: an element of the tree.
    public typealias TableRowValue = Data.Element
    /// No body: the table draws the rows.
    public typealias TableRowBody = Never
    let roots: Data
    let children: KeyPath<Data.Element, Data?>

    init(_ data: Data, children: KeyPath<Data.Element, Data?>) {
        roots = data
        self.children = children
    }

    /// Never called: the table draws the rows.
    public var tableRowBody: Never { return fatalError("TableOutlineGroupContent has no body") }

    func tableRowEntries() -> [TableRowEntry] {
        var out: [TableRowEntry] = []
        // A tree deeper than this is drawn to this depth: a cycle of children must not hang.
        let depthLimit = 64
        func walk(_ values: Data, depth: Int) {
            for value in values {
                out.append(TableRowEntry(value: value, id: AnyHashable(value.id), depth: depth))
                if depth < depthLimit, let next = value[keyPath: children] { walk(next, depth: depth + 1) }
            }
        }
        walk(roots, depth: 0)
        return out
    }
}

/// A header row across a table's columns, as SwiftUI's `TableHeaderRowContent`: what
/// `Section` in a table's rows draws above its rows.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent, TableRowEntrySource {
    /// A row's value.
    public typealias TableRowValue = Value
    /// No body: the table draws the row.
    public typealias TableRowBody = Never
    let content: Content

    /// Never called: the table draws the row.
    public var tableRowBody: Never { return fatalError("TableHeaderRowContent has no body") }

    func tableRowEntries() -> [TableRowEntry] {
        [TableRowEntry(value: (), id: AnyHashable(ObjectIdentifier(Content.self)), header: AnyView(content))]
    }
}
