import Foundation

/// Layout nodes already resolved, shown as a view: a control resolves its content once to read
/// the options' tags, then places those same nodes inside the look it draws.
struct OptionNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [LayoutNode]
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { nodes }
}

/// The options of a `Picker`: its content's nodes, each with the tag it is selected by.
@MainActor
struct PickerOptions {
    var nodes: [LayoutNode]
    var tags: [AnyHashable?]

    init(_ nodes: [LayoutNode]) {
        self.nodes = nodes
        tags = nodes.map(Self.tag(of:))
    }

    /// A node's tag: its own, or that of the one node it wraps (`Text("a").tag(1).padding()`).
    static func tag(of node: LayoutNode) -> AnyHashable? {
        var current: LayoutNode? = node
        while let n = current {
            if let tag = n.attributes.tag { return tag }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }

    /// The index of the option whose tag equals `selection` (optionals unwrapped, as SwiftUI).
    func index(of selection: AnyHashable) -> Int? {
        tags.firstIndex { $0 == selection }
    }
}

extension View {
    /// Sets the value a `Picker` (or a `TabView`) selects this view by, as SwiftUI's
    /// `tag(_:)`. A `ForEach` tags each element's view with its id when no tag is given.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let tag = AnyHashable(tag)
        return attribute { $0.tag = tag }
    }

    /// Records a modifier that has no still-image effect, for the host and audits.
    func record(_ entry: String) -> some View {
        attribute { $0.recorded.append(entry) }
    }
}
