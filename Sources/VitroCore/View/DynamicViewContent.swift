import Foundation

/// A view made from a collection, as SwiftUI's `DynamicViewContent`: `ForEach` is one, and
/// its collection is what edits (`onDelete`, `onMove`) and drops act on.
public protocol DynamicViewContent<Data>: View {
    /// The type of the collection.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The collection of the modified views: a modifier keeps the data its content is made
    /// from, so `onDelete` and drops still reach it.
    public var data: Content.Data { content.data }
}

extension ForEach where Content: View {
    /// Accepts items of type `T` dropped between the views, handing them to `action` with the
    /// index they are inserted at (recorded: nothing is dropped in a still image).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    ) -> ForEach { self }
}
