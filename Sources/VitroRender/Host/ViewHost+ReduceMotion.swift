import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

extension ViewHost {
    /// Whether the content under `node` asks for reduced motion: a node whose environment has
    /// `accessibilityReduceMotion` set, as `.environment(\.accessibilityReduceMotion, true)` on the
    /// root view gives every node below it.
    static func asksForReducedMotion(_ node: LayoutNode) -> Bool {
        node.environment.accessibilityReduceMotion || node.children.contains(where: asksForReducedMotion)
    }
}
