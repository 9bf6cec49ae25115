import Dispatch
import Foundation

/// Splits work on `count` rows into contiguous bands run on all cores.
///
/// The result never depends on how the rows are split: every band computes its rows exactly
/// as a single band would, so the bytes are the same for any thread count.
package enum ParallelBands {
    /// The number of threads used when a caller does not say: every core, or at most
    /// `threadLimit` where a task sets it (tests use it to check that the bytes do not depend
    /// on the thread count).
    static var defaultThreads: Int {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return threadLimit.map { max(1, $0) } ?? cores
    }

    /// A thread count for everything drawn in the current task (nil: every core).
    @TaskLocal package static var threadLimit: Int?

    static func run(rows count: Int, threads: Int? = nil, minimumRows: Int = 16, _ body: @Sendable (Range<Int>) -> Void)
    {
        let t = max(1, min(threads ?? defaultThreads, (count + minimumRows - 1) / max(1, minimumRows)))
        if t <= 1 || count <= 1 {
            body(0..<count)
            return
        }
        // More bands than threads evens out bands that take longer.
        let bands = min(count, t * 4)
        DispatchQueue.concurrentPerform(iterations: bands) { i in
            body((count * i / bands)..<(count * (i + 1) / bands))
        }
    }
}

/// An unsafe pointer carried into concurrent bands. Each band writes only its own rows, so
/// sharing the base address is safe; the wrapper makes that promise explicit to the compiler.
struct SharedPointer<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
