import Foundation

/// The persistent graph behind a rendered view: a tree of `GraphNode`s by structural
/// identity, the actions its updates schedule (`onAppear`, `onChange`, preference changes),
/// the tasks its views run, and the storage `@AppStorage` and `@SceneStorage` read.
///
/// One update resolves the view tree into layout nodes, re-evaluating only the bodies whose
/// inputs changed, then drops the identities it no longer reached.
@MainActor
package final class ViewGraph {
    /// The node every top-level identity hangs from.
    private(set) var root: GraphNode!
    /// Counts updates; a node reached in the current one carries its number.
    private(set) var generation = 0
    /// Whether some state changed since the last update.
    package var needsUpdate: Bool {
        get { updateMark.value }
        set { updateMark.value = newValue }
    }
    /// The storage of `needsUpdate`, which `GraphNode.invalidate()` sets from any thread.
    let updateMark = Locked(true)
    /// Whether `onAppear`, `onChange`, preference actions and tasks run (a host's graph) or
    /// are dropped (a still render's).
    let runsLifecycle: Bool
    /// The values `@AppStorage` and `@SceneStorage` read and write.
    package let storage: HostStorage
    /// Seconds since the host started, moved by `ViewHost.advance(by:)`.
    package var time: Double = 0
    /// Tasks started by `task(_:)` that have not finished.
    package var runningTasks: [Task<Void, Never>] = []
    /// The bounds resolution and drawing hold to, and the first one exceeded.
    package var limitState = LimitState()

    private var pending: [@MainActor () -> Void] = []

    package init(runsLifecycle: Bool, storage: HostStorage = HostStorage()) {
        self.runsLifecycle = runsLifecycle
        self.storage = storage
        root = GraphNode(type: ViewGraph.self, parent: nil, graph: self)
    }

    package func setNeedsUpdate() { needsUpdate = true }

    /// Schedules work to run after the current update (dropped by graphs without lifecycle).
    func enqueue(_ action: @escaping @MainActor () -> Void) {
        guard runsLifecycle else { return }
        pending.append(action)
    }

    /// Runs `body` (which resolves the tree) as one update, then drops what it did not reach.
    package func update<T>(_ body: () -> T) -> T {
        generation += 1
        // Cleared before the tree is visited: a change arriving during the update asks for
        // the next one.
        needsUpdate = false
        root.generation = generation
        let result = body()
        root.sweep(generation)
        return result
    }

    /// Releases every node: closures kept in view values and layout nodes hold resolve
    /// contexts, which hold the graph, so a graph is torn down rather than just dropped.
    package func tearDown() {
        root.remove()
        pending = []
        for task in runningTasks { task.cancel() }
        runningTasks = []
    }

    /// Runs the actions the last update scheduled; returns whether there were any.
    @discardableResult
    package func runPending() -> Bool {
        guard !pending.isEmpty else { return false }
        let actions = pending
        pending = []
        for action in actions { action() }
        return true
    }

    /// Starts a task for a view identity, tracked until it ends.
    func start(_ operation: @escaping @isolated(any) @Sendable () async -> Void) -> Task<Void, Never>? {
        guard runsLifecycle else { return nil }
        let task = Task(operation: operation)
        runningTasks.append(task)
        return task
    }
}
