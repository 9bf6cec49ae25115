import Foundation
@_spi(Nodes) import VitroCore
import VitroSurfaces

extension ViewHost {
    /// Swipes the list row that shows `label` (its text, accessibility label or identifier)
    /// from the opposite edge, revealing its `swipeActions` on `edge`; then the view updates.
    /// Swiping it again hides them.
    public func swipe(_ label: String, edge: HorizontalEdge = .trailing) throws {
        let rows = rowNodes(label, action: "swipe") {
            PreferenceCollector.collect(ListRowSwipeKey.self, $0).flatMap { entries in
                entries.first { $0.edge == edge }
            }
        }
        let entry = try only(rows, label: label, action: "swipe")
        applyChange { entry.reveal(!entry.isRevealed) }
    }

    /// Deletes the list row that shows `label`, as its swipe or edit-mode delete control does:
    /// runs its `ForEach`'s `onDelete` with the row's index, then updates the view.
    public func delete(_ label: String) throws {
        let rows = rowNodes(label, action: "delete") { PreferenceCollector.collect(ListRowEditKey.self, $0) ?? nil }
        let editing = try only(rows.filter { $0.delete != nil }, label: label, action: "delete")
        applyChange { editing.delete?(IndexSet(integer: editing.index)) }
    }

    /// Moves the list row that shows `label` to `destination` (an index among its `ForEach`'s
    /// rows before the move, as SwiftUI's `onMove` counts), then updates the view.
    public func move(_ label: String, to destination: Int) throws {
        let rows = rowNodes(label, action: "move") { PreferenceCollector.collect(ListRowEditKey.self, $0) ?? nil }
        let editing = try only(rows.filter { $0.move != nil }, label: label, action: "move")
        applyChange { editing.move?(IndexSet(integer: editing.index), destination) }
    }

    /// The values `read` finds on the innermost nodes that have one and show `label`.
    private func rowNodes<T>(_ label: String, action: String, _ read: (LayoutNode) -> T?) -> [T] {
        let frame = lastFrame ?? update()
        var found: [T] = []
        /// Returns whether the subtree held a match.
        @discardableResult
        func visit(_ node: LayoutNode) -> Bool {
            var inner = false
            for child in node.children where visit(child) { inner = true }
            guard !inner,
                node is PreferenceWriterNode<ListRowEditKey> || node is PreferenceTransformNode<ListRowSwipeKey>,
                let value = read(node), shows(node, label)
            else { return inner }
            found.append(value)
            return true
        }
        visit(frame.root)
        return found
    }

    private func only<T>(_ values: [T], label: String, action: String) throws -> T {
        guard let first = values.first else { throw ViewHostError.noControl(label: label, action: action) }
        guard values.count == 1 else {
            throw ViewHostError.severalControls(label: label, action: action, count: values.count)
        }
        return first
    }

    /// Whether `node`'s subtree shows `label` as a text run, or carries it as an accessibility
    /// label or identifier.
    private func shows(_ node: LayoutNode, _ label: String) -> Bool {
        var texts: [String] = []
        var labeled = false
        func collect(_ n: LayoutNode) {
            if n.attributes.accessibilityIdentifier == label || n.attributes.accessibilityLabel == label {
                labeled = true
            }
            if let text = n as? TextNode { texts.append(text.runs.map(\.string).joined()) }
            n.children.forEach(collect)
        }
        collect(node)
        return labeled || texts.contains(label) || texts.joined(separator: " ") == label
    }
}
