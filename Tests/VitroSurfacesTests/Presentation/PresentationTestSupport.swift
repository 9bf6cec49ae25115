import Foundation
import Testing
import Vitro

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender
@testable import VitroSurfaces
@testable import VitroSymbols

/// Helpers for the presentation tests: a phone screen in a host, and the layers its host drew.
@MainActor
enum PresentationProbe {
    /// A host showing `content` full screen on `device`.
    static func host<V: View>(_ device: Device = .iPhone, @ViewBuilder _ content: () -> V) -> ViewHost<DeviceScreen<V>>
    {
        let host = ViewHost(DeviceScreen(device: device, content: content))
        host.proposedSize = ProposedViewSize(width: device.size.width, height: device.size.height)
        return host
    }

    /// The presentation hosts of the frame the host shows now, outermost first.
    static func hosts<V: View>(_ host: ViewHost<V>) -> [PresentationHostNode] {
        var found: [PresentationHostNode] = []
        func visit(_ node: LayoutNode) {
            if let h = node as? PresentationHostNode { found.append(h) }
            node.children.forEach(visit)
        }
        visit(host.update().root)
        return found
    }

    /// The layers drawn over the screen now, in paint order.
    static func layers<V: View>(_ host: ViewHost<V>) -> [(layer: PresentationLayer, panel: LayoutNode)] {
        hosts(host).flatMap(\.layers)
    }

    /// Nodes under `node` that have a tap action, in paint order, innermost only.
    static func tappable(in node: LayoutNode) -> [LayoutNode] {
        var out: [LayoutNode] = []
        @discardableResult
        func visit(_ n: LayoutNode) -> Bool {
            var inner = false
            for c in n.children where visit(c) { inner = true }
            if !inner, n.attributes.onTap != nil {
                out.append(n)
                return true
            }
            return inner
        }
        visit(node)
        return out
    }

    /// The text drawn under `node`, joined.
    static func text(_ node: LayoutNode) -> String {
        var texts: [String] = []
        func visit(_ n: LayoutNode) {
            if let t = n as? TextNode { texts.append(t.runs.map(\.string).joined()) }
            n.children.forEach(visit)
        }
        visit(node)
        return texts.joined(separator: " ")
    }

    /// The first node under `node` of type `T` whose frame has `size` (within half a point).
    static func node<T: LayoutNode>(_ type: T.Type, sized size: CGSize, in node: LayoutNode) -> T? {
        if let t = node as? T, abs(t.frame.width - size.width) < 0.5, abs(t.frame.height - size.height) < 0.5 {
            return t
        }
        for c in node.children {
            if let found = self.node(type, sized: size, in: c) { return found }
        }
        return nil
    }
}
