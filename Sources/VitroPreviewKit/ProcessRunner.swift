import Foundation

/// Runs a program found on `PATH` and collects what it prints.
public enum ProcessRunner {
    /// How a program ended, and what it printed.
    public struct Result: Sendable {
        /// The program's termination status: 0 when it succeeded.
        public var status: Int32
        /// Everything the program wrote to standard output (and to standard error, with `mergeErrors`).
        public var output: String
        /// Everything the program wrote to standard error; empty with `mergeErrors`.
        public var errors: String
    }

    /// Runs `program` with `arguments`; `onLine` sees each line of standard output (or of
    /// standard error when `mergeErrors`) as it comes.
    public static func run(
        _ program: String, _ arguments: [String], directory: URL? = nil, mergeErrors: Bool = false,
        onLine: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = mergeErrors ? out : err
        process.standardInput = FileHandle.nullDevice
        let collected = LineCollector(onLine: onLine)
        let errors = LineCollector(onLine: { _ in })
        out.fileHandleForReading.readabilityHandler = { collected.append($0.availableData) }
        if !mergeErrors { err.fileHandleForReading.readabilityHandler = { errors.append($0.availableData) } }
        try process.run()
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        collected.append(out.fileHandleForReading.readDataToEndOfFile())
        if !mergeErrors { errors.append(err.fileHandleForReading.readDataToEndOfFile()) }
        collected.finish()
        errors.finish()
        return Result(status: process.terminationStatus, output: collected.text, errors: errors.text)
    }
}

/// Bytes from a pipe, cut into lines as they arrive.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    private var all = Data()
    private let onLine: @Sendable (String) -> Void

    init(onLine: @escaping @Sendable (String) -> Void) { self.onLine = onLine }

    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        all.append(data)
        buffer.append(data)
        while let newline = buffer.firstIndex(of: 0x0A) {
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...newline)
            onLine(line)
        }
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if !buffer.isEmpty {
            onLine(String(decoding: buffer, as: UTF8.self))
            buffer.removeAll()
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: all, as: UTF8.self)
    }
}
