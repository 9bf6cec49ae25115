import Foundation
@_spi(Nodes) import VitroCore

// Lists of a bound collection with edit actions (iOS 16): the rows are drawn as the same list
// without them; the actions (swipe to delete, drag to move) are recorded.

extension List where SelectionValue == Never {
    /// A row per identifiable element of a bound collection, each given a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, rowContent: rowContent)
    }

    /// A row per element of a bound collection, identified by `id`, each given a binding to its
    /// element.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
        self.init(data, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), rowContent: rowContent)
    }
}

extension List {
    /// A row per identifiable element of a bound collection, with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A row per identifiable element of a bound collection, with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(data, id: \.id, selection: selection, rowContent: rowContent)
    }

    /// A row per element of a bound collection, identified by `id`, with single selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
        self.init(
            data, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), selection: selection,
            rowContent: rowContent)
    }

    /// A row per element of a bound collection, identified by `id`, with multiple selection.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
        self.init(
            data, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), selection: selection,
            rowContent: rowContent)
    }
}
