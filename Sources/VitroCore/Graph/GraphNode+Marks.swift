import Foundation

extension GraphNode {
    /// What `invalidate()` writes from any thread and an update reads on the main actor, kept in
    /// one value behind the node's lock so each side sees the other's writes whole.
    struct Marks: Sendable {
        /// Whether something this node's body read has changed since its last evaluation.
        var isDirty = false
        /// Whether a node under this one is dirty.
        var hasDirtyDescendant = false
        /// The evaluation whose `@Observable` reads are being watched: bumped once that
        /// evaluation's tracking is installed, so callbacks of earlier ones are ignored.
        var observationEpoch = 0
        /// Whether the body is being evaluated (on the main actor) right now.
        var isEvaluating = false
        /// Set when the identity has disappeared; late writes to its storage are then ignored.
        var isRemoved = false
    }

    /// Whether the identity has disappeared.
    nonisolated var isRemoved: Bool { marks.value.isRemoved }

    /// Marks the node for re-evaluation and its ancestors as having a dirty descendant, and
    /// asks the graph for an update.
    ///
    /// Callable from any thread, because models change where their owners change them. A change
    /// from another thread while the body is evaluated keeps its mark, since the update clears
    /// the mark before evaluating: the body may have read the value before the change. A change
    /// the body makes itself while it runs is left to that evaluation, as it always was.
    package nonisolated func invalidate() {
        mark(observedIn: nil)
    }

    /// Marks the node for an `@Observable` change seen by the tracking of evaluation `epoch`,
    /// unless a later evaluation's tracking is already installed (it watches what the body
    /// reads now, and fires itself if that changed).
    nonisolated func invalidateObserved(epoch: Int) {
        mark(observedIn: epoch)
    }

    private nonisolated func mark(observedIn epoch: Int?) {
        // The main thread is the main actor's: a write there during the evaluation is the
        // body's own.
        let fromOwnBody = Thread.isMainThread
        let marked = marks.withLock { marks -> Bool in
            guard !marks.isRemoved else { return false }
            let own = fromOwnBody && marks.isEvaluating
            if let epoch {
                // A stale tracking, or the body changing what it reads: nothing to mark, as
                // before (the body is evaluated again only when something else changes).
                guard epoch >= marks.observationEpoch, !own else { return false }
            }
            if !own { marks.isDirty = true }
            return true
        }
        guard marked else { return }
        // Ancestors are marked one at a time, parent before grandparent; the walk stops at one
        // already marked, whose own marker goes on up. An update clears a node's mark before it
        // visits the node's children, so a mark made meanwhile is seen now or by the next update.
        var p = parent
        while let node = p {
            let wasMarked = node.marks.withLock { marks in
                defer { marks.hasDirtyDescendant = true }
                return marks.hasDirtyDescendant
            }
            if wasMarked { break }
            p = node.parent
        }
        // Last, so that an update started after this sees every mark above.
        updateMark.value = true
    }

    /// The node's dirty marks, cleared: an update takes them before evaluating the body and
    /// visiting the children, so a change arriving meanwhile marks them again.
    func takeMarks() -> (isDirty: Bool, hasDirtyDescendant: Bool) {
        marks.withLock { marks in
            defer {
                marks.isDirty = false
                marks.hasDirtyDescendant = false
            }
            return (marks.isDirty, marks.hasDirtyDescendant)
        }
    }

    /// Notes that the body is about to be evaluated; returns the epoch its tracking carries.
    func beginEvaluation() -> Int {
        marks.withLock { marks in
            marks.isEvaluating = true
            return marks.observationEpoch + 1
        }
    }

    /// Notes that the body's evaluation of `epoch` ended and its tracking is installed.
    func endEvaluation(_ epoch: Int) {
        marks.withLock { marks in
            marks.isEvaluating = false
            marks.observationEpoch = epoch
        }
    }
}
