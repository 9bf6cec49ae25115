import Foundation
@_spi(Nodes) import VitroCore

// Lists of a bound collection with edit actions (iOS 16): each row gets the swipe to delete and
// the edit mode's controls the actions allow, and deleting or moving a row edits the collection.

extension List where SelectionValue == Never {
    /// A row per identifiable element of a bound collection, each given a binding to its element;
    /// rows can be deleted and moved as `editActions` allow.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, rowContent: rowContent)
    }

    /// A row per element of a bound collection, identified by `id`, each given a binding to its
    /// element; rows can be deleted and moved as `editActions` allow.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        self.init(
            content: ForEach(data, id: id, editActions: editActions, content: rowContent), isSelected: nil, rowIDs: nil)
    }
}

extension List {
    /// A row per identifiable element of a bound collection, with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, selection: selection, rowContent: rowContent)
    }

    /// A row per identifiable element of a bound collection, with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, selection: selection, rowContent: rowContent)
    }

    /// A row per element of a bound collection, identified by `id`, with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        let selected = selection?.wrappedValue
        self.init(
            content: ForEach(data, id: id, editActions: editActions, content: rowContent),
            isSelected: { id in selected.map { AnyHashable($0) == id } ?? false },
            rowIDs: data.wrappedValue.map { AnyHashable($0[keyPath: id]) })
    }

    /// A row per element of a bound collection, identified by `id`, with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
        Data.Index: Hashable
    {
        let selected = Set((selection?.wrappedValue ?? []).map { AnyHashable($0) })
        self.init(
            content: ForEach(data, id: id, editActions: editActions, content: rowContent),
            isSelected: { selected.contains($0) }, rowIDs: data.wrappedValue.map { AnyHashable($0[keyPath: id]) })
    }
}
