import Foundation

/// A view made from a collection, as SwiftUI's `DynamicViewContent`: `ForEach` is one, and
/// its collection is what edits (`onDelete`, `onMove`) and drops act on.
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
    /// Accepts items of type `T` dropped between the views, handing them to `action` with the
    /// index they are inserted at (recorded: nothing is dropped in a still image).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    ) -> ForEach { self }
}
