import Foundation
@_spi(Nodes) import VitroCore

extension ViewHost {
    /// The text shown by the text input at `point` (points, in the content's coordinates): a
    /// `TextField`, `SecureField`, `TextEditor` or search field. `""` when it shows its
    /// placeholder; `nil` when no text input is there.
    ///
    /// A secure field answers with the dots it shows, not its text.
    public func textInput(at point: CGPoint) -> String? {
        guard let node = textInputNode(at: point) else { return nil }
        var texts: [String] = []
        func collect(_ n: LayoutNode) {
            if let text = n as? TextNode { texts.append(text.runs.map(\.string).joined()) }
            for child in n.children { collect(child) }
        }
        collect(node)
        let shown = texts.joined()
        // An empty field shows its title as the placeholder, which is also its label.
        return shown == node.attributes.accessibilityLabel ? "" : shown
    }

    /// Replaces the text of the text input at `point` with `text`, as typing would, then
    /// updates the view. Returns whether a text input was there.
    @discardableResult
    public func setText(_ text: String, at point: CGPoint) -> Bool {
        guard let set = textInputNode(at: point)?.attributes.setValue else { return false }
        applyChange { set(text) }
        return true
    }

    /// The innermost node under `point` that takes a value and shows text: a text input.
    private func textInputNode(at point: CGPoint) -> LayoutNode? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let frame = lastFrame ?? update()
        var found: LayoutNode?
        func showsText(_ node: LayoutNode) -> Bool {
            node is TextNode || node.children.contains(where: showsText)
        }
        // Pre-order, in paint order, as `tap(at:)`: a later match is inner or on top.
        func visit(_ node: LayoutNode) {
            if node.attributes.setValue != nil, node.frame.contains(point), showsText(node) { found = node }
            for child in node.children { visit(child) }
        }
        visit(frame.root)
        return found
    }
}
