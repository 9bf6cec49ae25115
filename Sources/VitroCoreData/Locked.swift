#if !canImport(Darwin)
    import Foundation

    /// A value that several threads read and write, each access under the value's own lock: the
    /// state of contexts, stores and IDs, which Core Data lets code reach from any queue.
    final class Locked<State>: @unchecked Sendable {
        // `@unchecked` because `state` is only ever touched inside `withLock`, under `lock`.
        private let lock = NSLock()
        private var state: State

        init(_ state: State) { self.state = state }

        /// Runs `body` with the value, holding the lock; `body` must not take this lock again.
        func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
            lock.lock()
            defer { lock.unlock() }
            return try body(&state)
        }

        /// The value now.
        var value: State {
            get { withLock { $0 } }
            set { withLock { $0 = newValue } }
        }
    }
#endif
