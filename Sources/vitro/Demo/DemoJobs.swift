import ArgumentParser
import Foundation

/// Runs `vitro demo`'s sheets in parallel: each sheet in a process of its own (views render on
/// their process's main thread), `jobs` at a time.
///
/// What each process prints is passed on when it ends, whole, so lines never interleave; on a
/// terminal a progress line on standard error says how many are done and which are drawing.
struct DemoJobs {
    let executable: URL
    let jobs: Int
    let progress: Bool

    /// One process to run: a name for progress and errors, and its arguments.
    typealias Job = (name: String, arguments: [String])

    /// Runs every job; throws a failure exit code after all have ended if any failed (each
    /// failure's own message is on standard error).
    func run(_ jobs: [Job]) throws {
        let state = State(total: jobs.count, progress: progress)
        let queue = Queue(jobs)
        DispatchQueue.concurrentPerform(iterations: min(self.jobs, jobs.count)) { _ in
            while let job = queue.next() {
                state.started(job.name)
                let (status, output) = Self.execute(executable, job.arguments)
                state.ended(job.name, status: status, output: output)
            }
        }
        let failed = state.failed
        guard failed.isEmpty else {
            FileHandle.standardError.write(Data("vitro demo: failed: \(failed.joined(separator: ", "))\n".utf8))
            throw ExitCode.failure
        }
    }

    /// Runs a process to its end: its exit status and what it printed on standard output
    /// (standard error goes straight through).
    static func execute(_ executable: URL, _ arguments: [String]) -> (Int32, Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return (-1, Data("cannot start \(executable.path): \(error.localizedDescription)\n".utf8))
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The jobs not yet started.
    final class Queue: @unchecked Sendable {
        private let lock = NSLock()
        private var jobs: [Job]

        init(_ jobs: [Job]) { self.jobs = jobs.reversed() }

        func next() -> Job? {
            lock.lock()
            defer { lock.unlock() }
            return jobs.popLast()
        }
    }

    /// What has run, and the progress line.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private let total: Int
        private let progress: Bool
        private var done = 0
        private var running: [String] = []
        private(set) var failed: [String] = []

        init(total: Int, progress: Bool) {
            self.total = total
            self.progress = progress
        }

        func started(_ name: String) {
            lock.lock()
            defer { lock.unlock() }
            running.append(name)
            draw()
        }

        func ended(_ name: String, status: Int32, output: Data) {
            lock.lock()
            defer { lock.unlock() }
            running.removeAll { $0 == name }
            done += 1
            if status != 0 { failed.append(name) }
            if progress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            FileHandle.standardOutput.write(output)
            draw()
            if progress, done == total { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }

        /// The progress line, redrawn in place.
        private func draw() {
            guard progress, done < total else { return }
            let line = Self.line(done: done, total: total, running: running)
            FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        }

        /// "[3/16] drawing glass, materials"
        static func line(done: Int, total: Int, running: [String]) -> String {
            "[\(done)/\(total)] drawing \(running.joined(separator: ", "))"
        }
    }
}
