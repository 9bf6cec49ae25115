import Foundation

/// A value that several threads read and write, each access under the value's own lock.
///
/// `Synchronization.Mutex` does this from macOS 15; the package supports macOS 14, so the lock
/// is an `NSLock`, uncontended (and cheap) in the common case where only the main actor reads.
package final class Locked<State: Sendable>: @unchecked Sendable {
    // `@unchecked` because `state` is only ever touched inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the value, holding the lock; `body` must not take this lock again.
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// The value now.
    package var value: State {
        get { withLock { $0 } }
        set { withLock { $0 = newValue } }
    }
}
