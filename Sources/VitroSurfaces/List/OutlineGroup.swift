import Foundation
@_spi(Nodes) import VitroCore

/// A tree of data shown as rows, as SwiftUI's `OutlineGroup`. As views (in a list) it is drawn
/// at rest as SwiftUI shows it first, every branch collapsed — the top-level elements, those
/// with children marked by a disclosure chevron; as table rows it gives the table every level
/// of the tree, each indented one step under its parent.
///
/// `Parent` draws an element with children, `Leaf` one without, and `Subgroup` a branch: for
/// views a `DisclosureGroup` of the parent and its children, for table rows a `TableRow`.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    init(
        data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }
}

extension OutlineGroup: View, PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        data.flatMap { element in
            let hasChildren = element[keyPath: children].map { !$0.isEmpty } ?? false
            let row = HStack(spacing: 8) {
                content(element)
                Spacer(minLength: 0)
                if hasChildren {
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(Color.accentColor)
                }
            }
            return context.appending(.id(AnyHashable(element[keyPath: id]))).nodes(row)
        }
    }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Rows for a tree: each element of `data`, identified by `id`, and its `children` (`nil` for a
    /// leaf).
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data: data, id: id, children: children, content: content)
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// Rows for a tree of identifiable elements and their `children` (`nil` for a leaf).
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of data (its branches collapsed at rest).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), isSelected: nil, rowIDs: nil)
    }

    /// A list of a tree: each element of `data`, identified by `id`, and its `children` (`nil` for
    /// a leaf).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent), isSelected: nil, rowIDs: nil)
    }
}
