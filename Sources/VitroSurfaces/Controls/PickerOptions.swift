import Foundation
@_spi(Nodes) import VitroCore

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
    static func tag(of node: LayoutNode) -> AnyHashable? { node.selectionTag }

    /// The index of the option whose tag equals `selection` (optionals unwrapped, as SwiftUI).
    func index(of selection: AnyHashable) -> Int? {
        tags.firstIndex { $0 == selection }
    }
}
