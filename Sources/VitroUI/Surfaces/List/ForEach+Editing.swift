import Foundation

extension ForEach {
    /// Lets the rows be deleted by swiping (recorded: a still image shows the rows at rest).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Lets the rows be reordered (recorded).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }

    /// Lets rows be inserted by dropping (recorded).
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void)
        -> ForEach
    { self }
}

/// A button that toggles the edit mode of the environment, as SwiftUI's `EditButton`: "Edit" at
/// rest (a text item in a toolbar, so it has a capsule of its own).
public struct EditButton: View {
    public init() {}
    public var body: some View {
        Button("Edit") {}
    }
}
