import Foundation
@_spi(Nodes) import VitroCore

extension List {
    /// A list of a tree of identifiable data with single selection, its branches collapsed at
    /// rest (the top-level rows are the ones a selection can highlight), as SwiftUI's
    /// `init(_:children:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        self.init(data, id: \.id, children: children, selection: selection, rowContent: rowContent)
    }

    /// A list of a tree of identifiable data with multiple selection, its branches collapsed.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        self.init(data, id: \.id, children: children, selection: selection, rowContent: rowContent)
    }

    /// A list of a tree, each element identified by `id`, with single selection, as SwiftUI's
    /// `init(_:id:children:selection:rowContent:)`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        let selected = selection?.wrappedValue
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            isSelected: { id in selected.map { AnyHashable($0) == id } ?? false },
            rowIDs: data.map { AnyHashable($0[keyPath: id]) })
    }

    /// A list of a tree, each element identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        let selected = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            isSelected: { selected.contains($0) }, rowIDs: data.map { AnyHashable($0[keyPath: id]) })
    }
}
