import ArgumentParser
import Foundation
import Testing
import VitroBase

@testable import vitro

/// Every option of `vitro demo` given a bad value: each is an error that says what is wrong,
/// never a silent fallback.
@MainActor @Suite struct DemoOptionsTests {
    /// The message `vitro demo` prints for `arguments`, usage included, or nil if they parse.
    func failure(_ arguments: [String]) -> String? {
        do {
            _ = try Demo.parse(arguments)
            return nil
        } catch {
            return Demo.fullMessage(for: error)
        }
    }

    /// The message `vitro demo` prints when run with `arguments` (rendering nothing when they
    /// are bad; at most the card, in this process, if they are not), or nil if it ran.
    func runFailure(_ arguments: [String]) -> String? {
        do {
            let demo = try Demo.parse(arguments + ["--jobs", "1", "--only", "card", "--scale", "1"])
            try demo.run()
            return nil
        } catch {
            return Demo.fullMessage(for: error)
        }
    }

    func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func negativeScaleReportsTheRangeNotAMissingValue() throws {
        let message = try #require(failure(["--scale", "-1"]))
        #expect(message.contains("between 1 and 4"))
        #expect(!message.contains("Missing value"))
    }

    @Test func badScalesAreErrors() {
        for value in ["0", "4.5", "nan", "inf", "two"] {
            #expect(failure(["--scale", value]) != nil, "--scale \(value)")
        }
        #expect(failure(["--scale", "3"]) == nil)
        #expect(failure(["--scale"]) != nil)
    }

    @Test func helpStatesTheRangesTheCodeAccepts() {
        let help = Demo.helpMessage()
        #expect(help.contains("from 1 to 4"))
        #expect(help.contains("from 1 to 120"))
        #expect(help.contains("from 1 to \(Demo.maxJobs)"))
    }

    @Test func badFramesPerSecondAreErrors() throws {
        #expect(try #require(failure(["--fps", "-5"])).contains("between 1 and 120"))
        #expect(try #require(failure(["--fps", "121"])).contains("between 1 and 120"))
        #expect(failure(["--fps", "sixty"]) != nil)
    }

    @Test func badJobCountsAreErrors() throws {
        #expect(try #require(failure(["--jobs", "0"])).contains("between 1 and \(Demo.maxJobs)"))
        #expect(try #require(failure(["--jobs", "-2"])).contains("between 1 and \(Demo.maxJobs)"))
        #expect(failure(["--jobs", "all"]) != nil)
    }

    @Test func unknownOnlyNameListsTheNames() throws {
        let message = try #require(failure(["--only", "card", "--only", "glas"]))
        #expect(message.contains("'glas'"))
        for name in Demo.sheetNames + Demo.animationNames { #expect(message.contains(name)) }
        #expect(failure(["--only", "glass.png"]) != nil)
    }

    @Test func onlyASheetWithAnimationsOnlyIsAnError() throws {
        #expect(try #require(failure(["--animations-only", "--only", "card"])).contains("--animations-only"))
        #expect(failure(["--animations-only", "--only", "glass-toggle"]) == nil)
    }

    @Test func flagsTakeNoValue() {
        for flag in ["--p3=yes", "--16-bit=1", "--animations-only=true"] {
            #expect(failure([flag]) != nil, "\(flag)")
        }
    }

    @Test func unwritableOutputFolderIsReportedOnceWithUsage() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A folder inside a file cannot be made, whoever runs the test (root included).
        let file = dir.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let output = file.appendingPathComponent("demo").path
        let message = try #require(runFailure(["-o", output]))
        #expect(message.contains("cannot write to the output folder \(output)"))
        #expect(message.components(separatedBy: "cannot write").count == 2)
        #expect(message.contains("Usage:"))
    }

    @Test func missingPhotoNamesTheFile() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let photo = dir.appendingPathComponent("nope.jpg").path
        let message = try #require(runFailure(["-o", dir.path, "--photo", photo]))
        #expect(message.contains("--photo \(photo): no such file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func photoThatIsAFolderNamesIt() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let message = try #require(runFailure(["-o", dir.path, "--photo", dir.path]))
        #expect(message.contains("--photo \(dir.path): is a folder"))
    }

    @Test func photoThatIsNotAnImageNamesIt() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("notes.jpg")
        try Data("not a picture\n".utf8).write(to: text)
        let message = try #require(runFailure(["-o", dir.path, "--photo", text.path]))
        #expect(message.contains("--photo \(text.path): not a PNG or JPEG image"))
    }

    @Test func damagedPhotoIsReadStrictlyAndNamed() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The benchmark's photograph cut in half: libjpeg would fill the rest with gray.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/Fixtures/photo-1179x2556.jpg")
        let bytes = try Data(contentsOf: fixture)
        let cut = dir.appendingPathComponent("cut.jpg")
        try bytes.prefix(bytes.count / 2).write(to: cut)
        let message = try #require(runFailure(["-o", dir.path, "--photo", cut.path]))
        #expect(message.contains("--photo \(cut.path): "))
        #expect(message.contains("Usage:"))
    }

    @Test func emptyOutputAndBadIconBundleAreNamed() throws {
        #expect(try #require(failure(["-o", ""])).contains("--output: the path is empty"))
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("X.icon").path
        #expect(try #require(failure(["--icon", missing])).contains("--icon \(missing): no such folder"))
        let file = try CLI.file("Y.icon", in: dir)
        #expect(try #require(failure(["--icon", file.path])).contains("--icon \(file.path): is a file"))
    }

    @Test func childProcessesGetTheSameOptions() throws {
        let demo = try Demo.parse(["-o", "out", "--scale", "3", "--p3", "--16-bit", "--fps", "30", "--photo", "p.png"])
        #expect(
            demo.childArguments(only: "glass") == [
                "demo", "-o", "out", "--scale", "3.0", "--fps", "30", "--jobs", "1", "--only", "glass", "--p3",
                "--16-bit", "--photo", "p.png",
            ])
    }

    @Test func aFailedJobFailsTheRun() {
        let shell = URL(fileURLWithPath: "/bin/sh")
        #expect(throws: ExitCode.failure) {
            try DemoJobs(executable: shell, jobs: 2, progress: false)
                .run([("ok", ["-c", "exit 0"]), ("bad", ["-c", "exit 3"]), ("ok2", ["-c", "exit 0"])])
        }
        #expect(throws: Never.self) {
            try DemoJobs(executable: shell, jobs: 2, progress: false).run([
                ("a", ["-c", "true"]), ("b", ["-c", "true"]),
            ])
        }
    }

    @Test func progressLineSaysWhatIsDoneAndDrawing() {
        #expect(DemoJobs.State.line(done: 3, total: 16, running: ["glass", "hero"]) == "[3/16] drawing glass, hero")
    }
}

/// `vitro colors` and the root command given bad values.
@Suite struct ColorsOptionsTests {
    @Test func unknownFormatListsTheFormats() throws {
        do {
            _ = try Colors.parse(["--format", "xml"])
            Issue.record("--format xml parsed")
        } catch {
            let message = Colors.fullMessage(for: error)
            #expect(message.contains("xml") && message.contains("table") && message.contains("css"))
        }
    }

    @Test func emptyFormatIsAnError() throws {
        let message = try #require(CLI.parseFailure(Colors.self, ["--format", ""]))
        #expect(message.contains("table") && message.contains("json") && message.contains("css"))
    }

    @Test func flagTakesNoValue() {
        #expect(throws: (any Error).self) { try Colors.parse(["--ios13=yes"]) }
    }

    @Test func unknownSubcommandIsAnError() {
        #expect(throws: (any Error).self) { try VitroCommand.parseAsRoot(["paint"]) }
    }
}
