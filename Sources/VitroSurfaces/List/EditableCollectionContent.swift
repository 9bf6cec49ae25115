import Foundation
@_spi(Nodes) import VitroCore

/// One row of `ForEach($items, editActions:)`, as SwiftUI's `EditableCollectionContent`: the
/// row's view with the edits its element allows. In a list it gets what the edit actions
/// give: `.delete` the swipe to delete and the edit mode's delete control, `.move` the edit
/// mode's reorder grip; deleting or moving it edits the bound collection.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    let editing: RowEditing

    init(content: Content, editing: RowEditing) {
        self.content = content
        self.editing = editing
    }
}

extension EditableCollectionContent: View, PrimitiveView where Content: View {
    public typealias Body = Never

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let editing = editing
        return context.nodes(content).map { node in
            let row =
                editing.delete == nil
                ? node : EditableForEach<EmptyView>.withDefaultDelete(node, editing: editing, context)
            let writer = PreferenceWriterNode<ListRowEditKey>(
                child: row, value: { _ in editing }, environment: context.environment)
            writer.attributes.tag = node.attributes.tag
            return writer
        }
    }
}

/// The edits of a bound collection that `EditActions` allow, as closures over its offsets.
enum BoundCollectionEdits {
    /// What deleting and moving the element at `offset` of `data` runs, as `actions` allow:
    /// deleting needs a collection that can remove elements (as SwiftUI's `.delete` does).
    static func editing<C: MutableCollection>(
        _ data: Binding<C>, offset: Int, actions: EditActions<C>
    ) -> RowEditing {
        let delete: ((IndexSet) -> Void)? =
            actions.contains(.delete) && data.wrappedValue is any RangeReplaceableCollection
            ? { offsets in
                guard let whole = data.wrappedValue as? any RangeReplaceableCollection,
                    let removed = removing(offsets, from: whole) as? C
                else { return }
                data.wrappedValue = removed
            } : nil
        let move: ((IndexSet, Int) -> Void)? =
            actions.contains(.move)
            ? { source, destination in data.wrappedValue = moving(source, to: destination, in: data.wrappedValue) }
            : nil
        return RowEditing(index: offset, delete: delete, move: move)
    }

    /// `collection` without the elements at `offsets`.
    private static func removing<R: RangeReplaceableCollection>(_ offsets: IndexSet, from collection: R) -> R {
        var copy = collection
        for offset in offsets.reversed() where offset >= 0 && offset < copy.count {
            copy.remove(at: copy.index(copy.startIndex, offsetBy: offset))
        }
        return copy
    }

    /// `collection` with the elements at `source` moved before the element at `destination`,
    /// written back in place (a mutable collection keeps its count).
    static func moving<C: MutableCollection>(_ source: IndexSet, to destination: Int, in collection: C) -> C {
        var elements = Array(collection)
        elements.move(fromOffsets: source, toOffset: destination)
        var copy = collection
        for (index, element) in zip(copy.indices, elements) { copy[index] = element }
        return copy
    }
}
