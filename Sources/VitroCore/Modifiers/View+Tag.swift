import Foundation

extension View {
    /// Sets the value a `Picker` (or a `TabView`) selects this view by, as SwiftUI's
    /// `tag(_:)`. A `ForEach` tags each element's view with its id when no tag is given.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let tag = AnyHashable(tag)
        return attribute { $0.tag = tag }
    }

    /// Records a modifier that has no still-image effect, for the host and audits.
    package func record(_ entry: String) -> some View {
        attribute { $0.recorded.append(entry) }
    }
}

extension LayoutNode {
    /// The node's tag: its own, or that of the one node it wraps (`Text("a").tag(1).padding()`),
    /// as pickers and canvases find their options by it.
    package var selectionTag: AnyHashable? {
        var current: LayoutNode? = self
        while let n = current {
            if let tag = n.attributes.tag { return tag }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }
}
