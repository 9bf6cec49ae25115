import Foundation
import VitroTestSupport

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// The laid-out tree of a view on a device, searched by what tests ask of search fields and
/// badges: nodes by accessibility identifier or label, texts and symbols by content.
@MainActor
struct LaidOut {
    let root: LayoutNode

    init(_ view: some View, device: Device = .iPhone) {
        root = ImageRenderer(content: view, device: device).layout().root
    }

    /// Every node, in paint order.
    var nodes: [LayoutNode] {
        var out: [LayoutNode] = []
        func walk(_ n: LayoutNode) {
            out.append(n)
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The frames of the outermost nodes with accessibility identifier `id`.
    func frames(id: String) -> [CGRect] {
        var out: [CGRect] = []
        func walk(_ n: LayoutNode) {
            if n.attributes.accessibilityIdentifier == id {
                out.append(n.frame)
                return
            }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The frames of the outermost nodes with accessibility label `label`.
    func frames(label: String) -> [CGRect] {
        var out: [CGRect] = []
        func walk(_ n: LayoutNode) {
            if n.attributes.accessibilityLabel == label {
                out.append(n.frame)
                return
            }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The frames of texts reading exactly `string`.
    func texts(_ string: String) -> [CGRect] {
        nodes.compactMap { node in
            guard let text = node as? TextNode, text.runs.map(\.string).joined() == string else { return nil }
            return text.frame
        }
    }

    /// The frames of symbols named `name`.
    func symbols(_ name: String) -> [CGRect] {
        nodes.compactMap { ($0 as? SymbolNode)?.name == name ? $0.frame : nil }
    }
}

/// Every glass shape a display list draws, with its kind and frame.
@MainActor
func glassShapes(_ items: [DisplayList.Item]) -> [(kind: String, frame: CGRect)] {
    items.flatMap { item -> [(kind: String, frame: CGRect)] in
        switch item {
        case .glass(let g): g.elements.map { ($0.kind, $0.frame) } + glassShapes(g.printedContent)
        case .group(_, let children): glassShapes(children)
        default: []
        }
    }
}

/// A string a test can change, bound to a search field.
@MainActor
final class SearchBox {
    var text: String
    var isPresented: Bool

    init(text: String = "", isPresented: Bool = false) {
        self.text = text
        self.isPresented = isPresented
    }

    var textBinding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
    var presentedBinding: Binding<Bool> { Binding(get: { self.isPresented }, set: { self.isPresented = $0 }) }
}
