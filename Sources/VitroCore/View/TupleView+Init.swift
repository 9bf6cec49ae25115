import Foundation

extension TupleView {
    /// A view of the views in `value`, a tuple of views, as SwiftUI's `TupleView.init(_:)`:
    /// each element that is a view is drawn in order, as `ViewBuilder` would put them.
    public nonisolated init(_ value: T) {
        let elements = Mirror(reflecting: value).children.map(\.value)
        // A single view (not a tuple) mirrors as its own fields: it is the one child.
        let children: [any View] =
            if let view = value as? any View { [view] } else { elements.compactMap { $0 as? any View } }
        self.init(value: value, children: children)
    }
}
