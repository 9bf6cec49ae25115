import Foundation

/// A runner started with `--serve`: it keeps the previews live between commands. One command
/// at a time; the caller serializes them.
public final class RunnerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()

    /// Starts `binary` serving images into `folder`.
    public init(binary: URL, folder: URL) throws {
        process.executableURL = binary
        process.arguments = ["--serve", "--out", folder.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit { stop() }

    /// Ends the runner (its input closes; it exits).
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Sends `command` and returns its events, calling `each` as they come.
    public func send(
        _ command: PreviewRunner.Command, each: (RunnerEvent) -> Void = { _ in }
    ) throws -> [RunnerEvent] {
        guard process.isRunning else { throw PreviewError.runnerFailed("the preview runner has stopped") }
        let data = try JSONEncoder().encode(command)
        try input.fileHandleForWriting.write(contentsOf: data + Data("\n".utf8))
        var events: [RunnerEvent] = []
        while true {
            guard let line = readLine() else {
                throw PreviewError.runnerFailed("the preview runner stopped (status \(process.terminationStatus))")
            }
            guard let event = try? JSONDecoder().decode(RunnerEvent.self, from: Data(line.utf8)) else { continue }
            if case .finished = event { return events }
            events.append(event)
            each(event)
        }
    }

    private func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            // `availableData` returns what the pipe holds (waiting for some); `read(upToCount:)`
            // would wait for the whole count.
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            pending.append(chunk)
        }
    }
}
