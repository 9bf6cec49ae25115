import Foundation

/// The edits a list allows on a collection bound to it, as SwiftUI's `EditActions` (iOS 16):
/// moving and deleting rows. A still image shows the rows at rest, so the actions are kept with
/// the collection and draw nothing (recorded).
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions as bits.
    public let rawValue: Int
    /// Actions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 0) }
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 1) }
    /// Every edit the collection allows.
    public static var all: EditActions<Data> { [.move, .delete] }
}

extension ForEach {
    /// A view per element of a bound collection, each given a binding to its element; the edit
    /// actions are recorded (rows at rest are drawn the same).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// A view per element of a bound collection, identified by `id`, each given a binding to its
    /// element; the edit actions are recorded.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Index: Hashable {
        self.init(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }
}
