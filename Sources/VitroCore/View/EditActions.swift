import Foundation

/// The edits a list allows on a collection bound to it, as SwiftUI's `EditActions` (iOS 16):
/// moving and deleting rows. `ForEach($items, editActions:)` gives each row the swipe to
/// delete and the edit mode's controls these allow, and edits the bound collection.
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
