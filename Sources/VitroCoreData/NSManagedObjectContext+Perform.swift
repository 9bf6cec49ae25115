#if !canImport(Darwin)
    import Foundation

    /// A value handed to another thread by code that keeps it to that thread alone.
    struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
    }

    extension NSManagedObjectContext {
        /// When an `async` `perform` runs its block, as Core Data's `ScheduledTaskType`.
        public enum ScheduledTaskType: Sendable {
            /// At once.
            case immediate
            /// After the blocks already queued.
            case enqueued
        }

        /// Runs `block` later on the context's queue: the main queue, or the context's own.
        public func perform(_ block: @escaping () -> Void) {
            let work = UncheckedSendable(value: block)
            let lock = UncheckedSendable(value: performLock)
            let run = { @Sendable in
                lock.value.lock()
                defer { lock.value.unlock() }
                work.value()
            }
            if concurrencyType == .mainQueueConcurrencyType {
                DispatchQueue.main.async(execute: run)
            } else {
                queue.async(execute: run)
            }
        }

        /// Runs `block` now, as the context's only work, and returns what it returns: on the main
        /// thread for a main-queue context, on the calling thread (holding the context) otherwise.
        public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
            if concurrencyType == .mainQueueConcurrencyType && !Thread.isMainThread {
                return try withoutActuallyEscaping(block) { escaping in
                    let work = UncheckedSendable(value: escaping)
                    let outcome = DispatchQueue.main.sync { UncheckedSendable(value: Result { try work.value() }) }
                    return try outcome.value.get()
                }
            }
            performLock.lock()
            defer { performLock.unlock() }
            return try block()
        }

        /// Runs `block` as the context's only work and returns what it returns: on the calling
        /// task, holding the context (the store is in memory, so no thread of its own is needed).
        public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T)
            async rethrows
            -> T
        {
            try holding(block)
        }

        /// Runs `block` holding the context (a synchronous step, as a lock is held by a thread).
        private func holding<T>(_ block: () throws -> T) rethrows -> T {
            performLock.lock()
            defer { performLock.unlock() }
            return try block()
        }
    }
#endif
