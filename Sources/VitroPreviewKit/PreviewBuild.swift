import Foundation

/// Writes and builds the runner package, then runs it: what `vitro preview` does once.
public enum PreviewBuild {
    /// Where the work stands, for a progress line.
    public enum Progress: Sendable {
        /// Reading the package and finding its previews.
        case scanning
        /// Building the runner; the value is the build's latest progress line (`[12/40] Compiling …`).
        case building(String)
        /// `done` of the `total` images rendered so far.
        case rendered(done: Int, total: Int)
    }

    /// Builds the runner for `project`; throws ``PreviewError/buildFailed(_:)`` with the
    /// diagnostics' report.
    public static func build(_ runner: RunnerPackage, progress: @escaping @Sendable (Progress) -> Void) throws {
        try runner.write()
        let result = try ProcessRunner.run(
            "swift",
            [
                "build", "--package-path", runner.folder.path, "--scratch-path", runner.scratch.path, "--product",
                RunnerPackage.executable,
            ],
            mergeErrors: true
        ) { line in
            if line.hasPrefix("[") { progress(.building(line)) }
        }
        guard result.status == 0 else {
            throw PreviewError.buildFailed(BuildDiagnostics(output: result.output).report())
        }
    }

    /// Runs the built runner, rendering into `folder` (only the images of `modules` when
    /// given); returns the files it wrote (full paths) and the images' records.
    public static func render(
        _ runner: RunnerPackage, options: PreviewOptions, into folder: URL, modules: [String]? = nil,
        progress: @escaping @Sendable (Progress) -> Void
    ) throws -> (files: [URL], previews: [RenderedPreview]) {
        let json = String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
        let collected = EventLog()
        var arguments = ["--out", folder.path, "--options", json]
        if let modules { arguments += ["--modules", modules.joined(separator: ",")] }
        let result = try ProcessRunner.run(runner.binary.path, arguments) { line in
            guard let event = try? JSONDecoder().decode(RunnerEvent.self, from: Data(line.utf8)) else { return }
            collected.add(event)
            if case .rendered(let done, let total, _) = event { progress(.rendered(done: done, total: total)) }
        }
        let events = collected.events
        guard result.status == 0 else {
            let message = events.compactMap { e -> String? in
                if case .failed(let m) = e { return m }
                return nil
            }.first
            throw PreviewError.runnerFailed(
                message ?? "the runner stopped (status \(result.status)):\n\(result.errors)")
        }
        var files: [URL] = []
        var previews: [RenderedPreview] = []
        for event in events {
            switch event {
            case .rendered(_, _, let record):
                previews.append(record)
                if let name = record.fileName { files.append(folder.appendingPathComponent(name)) }
            case .wrote(let name): files.append(folder.appendingPathComponent(name))
            case .failed, .changed, .finished: break
            }
        }
        return (files, previews)
    }
}

/// The runner's events, gathered from the reading thread.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [RunnerEvent] = []
    func add(_ event: RunnerEvent) {
        lock.lock()
        list.append(event)
        lock.unlock()
    }
    var events: [RunnerEvent] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}
