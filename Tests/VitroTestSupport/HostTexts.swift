import Foundation
@_spi(Nodes) import VitroCore
import VitroRender

/// The strings of the host's text views, in layout order.
@MainActor
public func texts<C: View>(_ host: ViewHost<C>) -> [String] {
    host.update()
    var out: [String] = []
    func visit(_ node: LayoutNode) {
        if let text = node as? TextNode { out.append(text.runs.map(\.string).joined()) }
        for child in node.children { visit(child) }
    }
    if let root = host.lastFrame?.root { visit(root) }
    return out
}
