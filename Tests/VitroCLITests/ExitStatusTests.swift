import Foundation
import Testing

/// The built `vitro` run as a user runs it: bad values print what is wrong on standard error,
/// write nothing on standard output, and exit with a failing status that tells them apart.
@Suite struct ExitStatusTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `vitro` with `arguments`; a run that has not ended after a minute is stopped (a bad
    /// value must never hang).
    func vitro(_ arguments: [String]) throws -> Outcome {
        let url = try CLI.builtVitro()
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        if ended.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            Issue.record("vitro \(arguments) did not end within a minute")
        }
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func aBadValueFoundWhileParsingExitsWithTheUsageStatus() throws {
        let run = try vitro(["swatches", "--scale", "-1"])
        #expect(run.status == 64)
        #expect(run.errors.contains("Error: --scale must be between 1 and 4, not -1"))
        #expect(run.errors.contains("Usage: vitro swatches"))
        #expect(run.output.isEmpty)
    }

    @Test func aBadImageFoundWhileRunningExitsWithTheUsageStatusNotTheFindingsOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-exit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let notes = dir.appendingPathComponent("notes.png")
        try Data("not a picture\n".utf8).write(to: notes)
        let run = try vitro(["audit", "--image", notes.path, "-o", dir.appendingPathComponent("r.txt").path])
        #expect(run.status == 64)
        #expect(run.errors.contains("Error: --image \(notes.path): "))
        #expect(run.errors.contains("Usage: vitro audit"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["notes.png"])
    }

    @Test func aFolderThatIsNotAPackageIsNamed() throws {
        let audit = try vitro(["audit", "/nonexistent-package"])
        #expect(audit.status == 2)
        #expect(audit.errors.contains("vitro audit: PACKAGE_DIR /nonexistent-package: no such folder"))
        let preview = try vitro(["preview", "/nonexistent-package", "-o", "/nonexistent-package/out"])
        #expect(preview.status == 1)
        #expect(preview.errors.contains("vitro preview: PACKAGE_DIR /nonexistent-package: no such folder"))
    }
}
