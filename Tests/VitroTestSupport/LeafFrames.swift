import Foundation

@_spi(Nodes) import VitroCore
import VitroRender

/// Frames of a view's leaf nodes (shapes, text, symbols) after layout, in paint order: what the
/// layout tests compare with the frames SwiftUI's rules give.
@MainActor
public func leaves(_ view: some View, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) -> [CGRect] {
    let r = ImageRenderer(content: view)
    r.scale = scale
    r.proposedSize = proposal
    var out: [CGRect] = []
    func walk(_ n: LayoutNode) {
        if n.children.isEmpty { out.append(n.frame) } else { n.children.forEach(walk) }
    }
    walk(r.layout().root)
    return out
}
