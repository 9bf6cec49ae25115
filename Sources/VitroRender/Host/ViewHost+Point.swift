import Foundation
@_spi(Nodes) import VitroCore

extension ViewHost {
    /// Taps the view at `point` (points, in the content's coordinates), as a finger there
    /// would: the innermost tappable view under the point — the last one drawn where several
    /// overlap — runs its action (a `Button`, a `Toggle`, a `NavigationLink`, an
    /// `onTapGesture`); then the view updates. Returns whether anything was there to tap.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let frame = lastFrame ?? update()
        var found: (() -> Void)?
        // Pre-order, in paint order: a later match is inner or on top of an earlier one.
        // Children are visited even outside their parent's frame (offsets, overlays).
        func visit(_ node: LayoutNode) {
            if let action = node.attributes.onTapAt, node.frame.contains(point) {
                let local = CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
                found = { action(local) }
            } else if let action = node.attributes.onTap, node.frame.contains(point) {
                found = action
            }
            for child in node.children { visit(child) }
        }
        visit(frame.root)
        guard let found else { return false }
        applyChange(found)
        return true
    }

    /// Scrolls the innermost scroll view under `point` by `offset` points (positive y moves
    /// the content up), then updates. Returns whether a scroll view was there.
    @discardableResult
    public func scroll(at point: CGPoint, by offset: CGPoint) -> Bool {
        guard point.x.isFinite, point.y.isFinite, offset.x.isFinite, offset.y.isFinite else { return false }
        let frame = lastFrame ?? update()
        var found: ((CGPoint) -> Void)?
        func visit(_ node: LayoutNode) {
            if let scroll = node.attributes.scrollBy, node.frame.contains(point) { found = scroll }
            for child in node.children { visit(child) }
        }
        visit(frame.root)
        guard let found else { return false }
        applyChange { found(offset) }
        return true
    }
}
