import Foundation
@_spi(Nodes) import VitroCore

@MainActor
extension ForEach where Content: View {
    /// Lets the rows be deleted: swiping or the edit mode's delete control runs `action` with the
    /// row's index (see ``EditableForEach``).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<ForEach> {
        EditableForEach(content: self, onDelete: action, onMove: nil)
    }

    /// Lets the rows be reordered (see ``EditableForEach``).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<ForEach> {
        EditableForEach(content: self, onDelete: nil, onMove: action)
    }

    /// Lets rows be inserted by dropping (recorded).
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
        -> ForEach
    { self }
}

/// A button that toggles the edit mode of the environment, as SwiftUI's `EditButton`: "Edit" at
/// rest, "Done" while editing (a text item in a toolbar, so it has a capsule of its own). A
/// navigation stack gives its content an edit mode when none is bound.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    /// A button that switches the environment's edit mode.
    public init() {}
    public var body: some View {
        let mode = editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            mode?.wrappedValue = editing ? .inactive : .active
        }
    }
}
