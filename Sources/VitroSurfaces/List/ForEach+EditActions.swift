import Foundation
@_spi(Nodes) import VitroCore

extension ForEach {
    /// A view per identifiable element of a bound collection, each given a binding to its
    /// element; in a list the rows can be deleted and moved as `editActions` allow, which edits
    /// the collection.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// A view per element of a bound collection, identified by `id`, each given a binding to its
    /// element; in a list the rows can be deleted and moved as `editActions` allow.
    public init<C: MutableCollection & RandomAccessCollection, R: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C.Index: Hashable {
        let elements = IndexedIdentifierCollection(data.wrappedValue, id: id)
        self.init(data: elements, id: \.id) { element in
            let offset = elements.distance(from: elements.startIndex, to: element.index)
            return EditableCollectionContent(
                content: content(data[element.index]),
                editing: BoundCollectionEdits.editing(data, offset: offset, actions: editActions))
        }
    }
}
