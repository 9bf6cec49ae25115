import Foundation
import OpenCombine

/// What persists of one view identity between updates: its `@State` storage, subscriptions to
/// the models it reads, the value and body it had last time, and the layout nodes its body made.
///
/// Made when the identity first appears in an update and dropped (with its subtree, running
/// `onDisappear` and cancelling tasks) when an update no longer reaches it.
@MainActor
package final class GraphNode {
    /// The view (or modifier) type this node was made for; another type at the same place is
    /// another identity.
    let type: Any.Type
    /// The node this one hangs from; `invalidate()` walks it from any thread.
    // Set once, by init, and never written again; loading a weak reference is atomic. (A
    // `weak let` says so, but needs Swift 6.2, and the package builds with 6.1.)
    nonisolated(unsafe) weak var parent: GraphNode?
    unowned let graph: ViewGraph
    /// The dirty marks, read and written under their lock from any thread.
    let marks = Locked(Marks())
    /// The graph's `needsUpdate`, held here so a change on another thread never touches the
    /// graph itself (which may be going away on the main actor).
    let updateMark: Locked<Bool>
    /// Nodes under this one, by their path relative to it.
    package var children: [ViewPath: GraphNode] = [:]
    /// The storage of the view's graph-supplied properties (`@State`, `@StateObject`, …), in
    /// the order the properties are declared.
    var slots: [AnyObject] = []
    /// The view value, environment and body of the last evaluation.
    var lastView: Any?
    var lastEnvironment: EnvironmentValues?
    var lastBody: Any?
    /// The layout nodes the body made last time, reused while nothing under this node changed.
    var cachedNodes: [LayoutNode]?
    /// The update in which this node was last reached.
    var generation = 0
    /// How many times the body has been evaluated (for tests).
    var bodyCount = 0
    /// Subscriptions to `ObservableObject`s this view reads, by object.
    var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    /// Work to do when the identity disappears.
    var onDisappear: [@MainActor () -> Void] = []
    /// A value kept by a modifier between updates (`onChange`'s last value, a task's id, …).
    package var modifierState: Any?
    /// A task the identity runs, cancelled when it disappears.
    var task: Task<Void, Never>?

    init(type: Any.Type, parent: GraphNode?, graph: ViewGraph) {
        self.type = type
        self.parent = parent
        self.graph = graph
        updateMark = graph.updateMark
    }

    /// Marks this node and its whole subtree as reached in the current update.
    func markReached(_ generation: Int) {
        self.generation = generation
        for child in children.values { child.markReached(generation) }
    }

    /// Releases the node and its subtree: runs `onDisappear`, cancels tasks and subscriptions.
    func remove() {
        for child in children.values { child.remove() }
        children = [:]
        marks.withLock { $0.isRemoved = true }
        task?.cancel()
        task = nil
        subscriptions = [:]
        for action in onDisappear { graph.enqueue(action) }
        onDisappear = []
        slots = []
        cachedNodes = nil
        lastView = nil
        lastBody = nil
        modifierState = nil
    }

    /// Drops children not reached in `generation`, recursively.
    func sweep(_ generation: Int) {
        for (key, child) in children {
            if child.generation != generation {
                child.remove()
                children[key] = nil
            } else {
                child.sweep(generation)
            }
        }
    }

    /// The child at `path`, made anew when missing or of another type.
    func child(at path: ViewPath, type: Any.Type) -> (node: GraphNode, isNew: Bool) {
        if let existing = children[path], existing.type == type {
            return (existing, false)
        }
        if let old = children[path] { old.remove() }
        let node = GraphNode(type: type, parent: self, graph: graph)
        children[path] = node
        return (node, true)
    }
}
