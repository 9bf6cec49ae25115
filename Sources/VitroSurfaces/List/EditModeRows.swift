import Foundation
@_spi(Nodes) import VitroCore

/// Rows of a `ForEach` that can be deleted or moved (`onDelete`, `onMove`), as SwiftUI's
/// `DynamicViewContent` after those modifiers: each row carries its index and the actions up to
/// its list, which draws the edit controls while the environment's edit mode is active, and
/// which the host performs (`ViewHost/delete(_:)`, `ViewHost/move(_:to:)`).
public struct EditableForEach<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?

    package func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let delete = onDelete
        let move = onMove
        return context.nodes(content).enumerated().map { index, node in
            let editing = RowEditing(index: index, delete: delete, move: move)
            let row = delete == nil ? node : EditableForEach.withDefaultDelete(node, editing: editing, context)
            let writer = PreferenceWriterNode<ListRowEditKey>(
                child: row, value: { _ in editing }, environment: context.environment)
            writer.attributes.tag = node.attributes.tag
            return writer
        }
    }

    /// Lets the rows be deleted: swiping or the edit mode's delete control runs `action` with
    /// the row's index.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
        var copy = self
        copy.onDelete = action
        return copy
    }

    /// Lets the rows be reordered: the edit mode shows their grips; `action` gets the moved
    /// rows' indices and the destination index.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
        var copy = self
        copy.onMove = action
        return copy
    }

    /// A deletable row without trailing swipe actions of its own gets iOS's default one: a red
    /// Delete button that deletes the row (a full swipe does too).
    static func withDefaultDelete(_ node: LayoutNode, editing: RowEditing, _ context: ResolveContext) -> LayoutNode {
        let own = PreferenceCollector.collect(ListRowSwipeKey.self, node) ?? []
        guard !own.contains(where: { $0.edge == .trailing }), let delete = editing.delete else { return node }
        let index = editing.index
        let swipeable = ResolvedNodes(nodes: [node]).swipeActions(edge: .trailing) {
            Button("Delete", role: .destructive) { delete(IndexSet(integer: index)) }
        }
        let nodes = context.appending(.id("default delete \(index)")).nodes(swipeable)
        guard nodes.count == 1, let row = nodes.first else { return node }
        row.attributes.tag = node.attributes.tag
        return row
    }

    /// Lets rows be inserted by dropping (recorded: nothing is dropped on a still image).
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
        -> EditableForEach
    { self }
}

/// A row's index in its `ForEach` and what deleting or moving it runs.
package struct RowEditing: @unchecked Sendable {
    package let index: Int
    package let delete: ((IndexSet) -> Void)?
    package let move: ((IndexSet, Int) -> Void)?
}

package struct ListRowEditKey: PreferenceKey {
    package static let defaultValue: RowEditing? = nil
    package static func reduce(value: inout RowEditing?, nextValue: () -> RowEditing?) { value = value ?? nextValue() }
}

/// The figures of a list row's edit controls (UIKit's editing accessories).
enum EditModeMetrics {
    /// The delete control: a red circle 22 pt across with a white bar.
    static let deleteControlSize: CGFloat = 22
    /// The gap between an edit control and the row's content (points).
    static let controlGap: CGFloat = 14
}

/// A list row in edit mode: the red delete control before it, the reorder grip after it.
struct EditModeRow<Row: View>: View {
    let row: Row
    let editing: RowEditing

    var body: some View {
        HStack(spacing: EditModeMetrics.controlGap) {
            if editing.delete != nil {
                Circle()
                    .fill(Color.red)
                    .frame(width: EditModeMetrics.deleteControlSize, height: EditModeMetrics.deleteControlSize)
                    .overlay {
                        Capsule().fill(Color.white).frame(width: 11, height: 2.5)
                    }
                    .accessibilityLabel("Delete")
            }
            row
            if editing.move != nil {
                Image(systemName: "line.3.horizontal")
                    .font(.system(size: 17, weight: .regular))
                    .foregroundStyle(HierarchicalShapeStyle.tertiary)
                    .accessibilityLabel("Reorder")
            }
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` (for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (an offset in the
    /// collection before the move), keeping their order, as SwiftUI's
    /// `move(fromOffsets:toOffset:)` (for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        guard !valid.isEmpty else { return }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let target = Swift.min(Swift.max(0, destination), count) - valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: Swift.max(0, Swift.min(target, count))))
    }
}
