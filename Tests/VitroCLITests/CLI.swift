import ArgumentParser
import Foundation
import Testing
import VitroBase

@testable import vitro

/// What the option tests share: the message a subcommand prints for bad arguments, and
/// throwaway files and folders to name in them.
enum CLI {
    /// The message `command` prints for `arguments` (usage included) when they do not parse or
    /// validate, or nil if they do.
    static func parseFailure<C: ParsableCommand>(_ command: C.Type, _ arguments: [String]) -> String? {
        do {
            _ = try command.parse(arguments)
            return nil
        } catch {
            #expect(command.exitCode(for: error) != .success, "\(arguments) failed with status 0")
            return command.fullMessage(for: error)
        }
    }

    /// The message `command` prints when it fails while running with `arguments`, or nil if it
    /// does not fail.
    static func runFailure<C: ParsableCommand>(_ command: C.Type, _ arguments: [String]) -> String? {
        runFailure(command, arguments) { parsed in
            var parsed = parsed
            try parsed.run()
        }
    }

    /// The message `command` prints when it fails while `run` runs it, parsed from `arguments`,
    /// or nil if it does not fail.
    static func runFailure<C: ParsableCommand>(
        _ command: C.Type, _ arguments: [String], run: (C) throws -> Void
    ) -> String? {
        do {
            try run(try command.parse(arguments))
            return nil
        } catch {
            #expect(command.exitCode(for: error) != .success, "\(arguments) failed with status 0")
            return command.fullMessage(for: error)
        }
    }

    /// The `vitro` executable built beside the tests, checked to be there.
    static func builtVitro() throws -> URL {
        let url = try #require(
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("vitro"),
            "no vitro beside the tests")
        try #require(FileManager.default.isExecutableFile(atPath: url.path), "\(url.path) is not built")
        return url
    }

    /// A new empty folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A file of `text` in `folder`.
    @discardableResult
    static func file(_ name: String, in folder: URL, text: String = "not a picture\n") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A gray PNG of `width`×`height` pixels in `folder`.
    static func png(_ name: String, in folder: URL, width: Int = 320, height: Int = 200) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try RasterImage(
            width: width, height: height, samples: Array(repeating: 0x8000, count: width * height * 4)
        ).writePNG(to: url)
        return url
    }

    /// A PNG cut in half: its pixels end early.
    static func damagedPNG(in folder: URL) throws -> URL {
        let whole = try png("whole.png", in: folder)
        let bytes = try Data(contentsOf: whole)
        try FileManager.default.removeItem(at: whole)
        let url = folder.appendingPathComponent("cut.png")
        try bytes.prefix(bytes.count / 2).write(to: url)
        return url
    }

    /// A path whose folder cannot be made, whoever runs the tests (root included): one inside a
    /// file.
    static func underAFile(in folder: URL, _ name: String = "out") throws -> String {
        try file("a-file", in: folder).appendingPathComponent(name).path
    }

    /// What is in `folder`, by name.
    static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
