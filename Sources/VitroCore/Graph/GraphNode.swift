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
    // Set once, by init; `invalidate()` walks it from any thread, and loading a weak reference
    // is atomic.
    nonisolated(unsafe) weak var parent: GraphNode?
    unowned let graph: ViewGraph
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
    // Marked from any thread by `invalidate()`, under `GraphNode.lock`; the update reads and clears
    // both marks on the main actor without the lock, so a mark made during an update races it.
    /// Whether something this node's body read has changed since its last evaluation.
    nonisolated(unsafe) var isDirty = false
    /// Whether a node under this one is dirty.
    nonisolated(unsafe) var hasDirtyDescendant = false
    /// The update in which this node was last reached.
    var generation = 0
    /// How many times the body has been evaluated (for tests).
    var bodyCount = 0
    /// Subscriptions to `ObservableObject`s this view reads, by object.
    var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    // Bumped on the main actor; read without a lock on the thread where an observed property
    // changes (`invalidateObserved`), so a change made during an evaluation races the bump.
    /// Bumped on each body evaluation, so observation callbacks of earlier ones are ignored.
    nonisolated(unsafe) var observationEpoch = 0
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
    }

    /// Marks the node for re-evaluation and its ancestors as having a dirty descendant, and
    /// asks the graph for an update.
    ///
    /// Callable from any thread, because models change where their owners change them: the
    /// marks are plain flags, set under a lock, and read by the next update on the main actor.
    package nonisolated func invalidate() {
        GraphNode.lock.lock()
        defer { GraphNode.lock.unlock() }
        guard !isRemoved else { return }
        isDirty = true
        var p = parent
        while let node = p, !node.hasDirtyDescendant {
            node.hasDirtyDescendant = true
            p = node.parent
        }
        graph.needsUpdate = true
    }

    nonisolated private static let lock = NSLock()

    /// Marks this node and its whole subtree as reached in the current update.
    func markReached(_ generation: Int) {
        self.generation = generation
        for child in children.values { child.markReached(generation) }
    }

    // Set by `remove()` on the main actor, without the lock that `invalidate()` reads it under
    // from other threads: a late write racing the removal may still mark the node.
    /// Set when the identity has disappeared; late writes to its storage are then ignored.
    nonisolated(unsafe) private(set) var isRemoved = false

    /// Releases the node and its subtree: runs `onDisappear`, cancels tasks and subscriptions.
    func remove() {
        for child in children.values { child.remove() }
        children = [:]
        isRemoved = true
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
