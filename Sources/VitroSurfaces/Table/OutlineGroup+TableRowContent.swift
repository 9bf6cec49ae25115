import Foundation
@_spi(Nodes) import VitroCore

/// An `OutlineGroup` of table rows (iOS 17), as SwiftUI's: the rows of a tree of values, each
/// level indented one step under its parent, as `Table(_:children:)` draws them.
extension OutlineGroup: TableRowContent
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// A row's value: an element of the tree.
    public typealias TableRowValue = Data.Element

    /// A row for each element of the tree, parents before their children, every branch
    /// expanded; a child's row is indented one level deeper than its parent's.
    public var tableRowBody: _TableRowList<Data.Element> {
        let group = self
        return _TableRowList { group.treeEntries() }
    }

    /// Rows for a tree of identifiable values: a `TableRow` for each element of `data` and, under
    /// it, for each of its `children` (`nil` for a leaf).
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(data: data, id: \.id, children: children) { TableRow($0) }
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// The rows of every element of the tree, depth first, each indented by its level.
    @MainActor func treeEntries() -> [TableRowEntry] {
        // A tree deeper than this is drawn to this depth: a cycle of children must not hang.
        let depthLimit = 64
        var rows: [TableRowEntry] = []
        // The elements still to draw, next first, with their levels.
        var pending: [(Data.Element, Int)] = data.reversed().map { ($0, 0) }
        while let (value, depth) = pending.popLast() {
            rows += content(value).tableRowEntries().map {
                var entry = $0
                entry.depth += depth
                return entry
            }
            if depth < depthLimit, let next = value[keyPath: children] {
                pending += next.reversed().map { ($0, depth + 1) }
            }
        }
        return rows
    }
}
