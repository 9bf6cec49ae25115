import ArgumentParser
import Foundation
import Testing
import VitroPreviewKit

@testable import vitro

/// Every option and argument of `vitro preview` given a bad value, at the parse and validate
/// layer (no package is built): an error that names the value and what is accepted.
@Suite struct PreviewCommandOptionsTests {
    func failure(_ arguments: [String]) -> String? { CLI.parseFailure(PreviewCommand.self, arguments) }

    @Test func folderThatIsNotAPackageFailsBeforeAnythingIsWritten() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try CLI.file("notes.txt", in: dir)
        let out = dir.appendingPathComponent("previews").path
        let cases = [
            (dir.appendingPathComponent("nowhere").path, "no such folder"),
            (file.path, "is a file, not a package's folder"),
            (dir.path, "not a Swift package (it has no Package.swift)"),
            ("", "the path is empty"),
        ]
        for (folder, says) in cases {
            #expect(PathCheck.package(folder)?.hasSuffix(says) == true, "\(folder)")
            let command = try PreviewCommand.parse([folder, "-o", out])
            #expect(throws: ExitCode(1)) { try command.run() }
        }
        #expect(CLI.contents(of: dir) == ["notes.txt"])
    }

    @Test func unwritableOutputFolderIsNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let underFile = try CLI.underAFile(in: dir)
        #expect(try #require(failure(["-o", underFile])).contains("--output \(underFile): cannot make the folder"))
        let file = dir.appendingPathComponent("a-file").path
        #expect(try #require(failure(["-o", file])).contains("--output \(file): is a file, not a folder"))
        #expect(try #require(failure(["-o", ""])).contains("--output: the path is empty"))
        #expect(CLI.contents(of: dir) == ["a-file"])
    }

    @Test func unknownColorSchemeListsTheSchemes() throws {
        let message = try #require(failure(["--color-scheme", "sepia"]))
        for name in ["sepia", "light", "dark", "both"] { #expect(message.contains(name)) }
    }

    @Test func unknownDeviceListsThePresets() throws {
        let message = try #require(failure(["--device", "toaster"]))
        #expect(message.contains("toaster"))
        for preset in DevicePreset.all { #expect(message.contains(preset.name)) }
    }

    @Test func unknownContrastListsTheValues() throws {
        let message = try #require(failure(["--contrast", "high"]))
        for name in ["high", "standard", "increased"] { #expect(message.contains(name)) }
    }

    @Test func flagsTakeNoValue() {
        for flag in ["--reduce-transparency=yes", "--watch=1"] { #expect(failure([flag]) != nil, "\(flag)") }
    }

    @Test func unknownDynamicTypeSizeListsTheSizes() throws {
        let message = try #require(failure(["--dynamic-type", "huge"]))
        #expect(message.contains("huge"))
        for name in PreviewVariant.dynamicTypeSizeNames { #expect(message.contains(name)) }
    }

    @Test(arguments: ["-1", "0", "4.01", "nan", "inf"])
    func scaleOutOfRangeSaysTheRange(_ value: String) throws {
        let message = try #require(failure(["--scale", value]))
        #expect(message.contains("--scale must be between 1 and 4, not "), "\(message)")
        #expect(failure(["--scale", "3"]) == nil)
    }

    @Test func unknownPlatformListsThePlatforms() throws {
        let message = try #require(failure(["--platform", "beOS"]))
        #expect(message.contains("beOS"))
        for name in DevicePreset.platformNames { #expect(message.contains(name)) }
    }

    @Test func emptyFilterIsAnError() throws {
        #expect(try #require(failure(["--filter", ""])).contains("--filter: the text is empty"))
        #expect(PreviewCommand.noMatch("Zebra", inPackage: "Shop").contains("--filter Zebra: no preview of Shop"))
    }

    @Test(arguments: [["--host", "0.0.0.0"], ["--port", "9000"]])
    func serverOptionsWithoutWatchAreErrors(_ arguments: [String]) throws {
        let message = try #require(failure(arguments))
        #expect(message.contains("\(arguments[0]) \(arguments[1]): serves the gallery with --watch"))
    }

    @Test(arguments: ["::1", "example.org", "", "127.0.0.256", "localhost:80"])
    func hostThatIsNotAnIPv4AddressIsAnError(_ host: String) throws {
        let message = try #require(failure(["--watch", "--host", host]))
        #expect(message.contains("--host \(host): not an IPv4 address"))
    }

    @Test func hostsTheServerListensOn() {
        #expect(PreviewCommand.listenAddress("localhost") == "127.0.0.1")
        #expect(PreviewCommand.listenAddress("0.0.0.0") == "0.0.0.0")
        #expect(failure(["--watch", "--host", "127.0.0.1", "--port", "0"]) == nil)
    }

    @Test(arguments: ["-1", "65536", "100000"])
    func portOutOfRangeSaysTheRange(_ port: String) throws {
        let message = try #require(failure(["--watch", "--port", port]))
        #expect(message.contains("--port must be between 0 and 65535, not \(port)"), "\(message)")
        #expect(failure(["--watch", "--port", "http"]) != nil)
    }

    @Test func unwritableScratchPathIsNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let underFile = try CLI.underAFile(in: dir)
        #expect(try #require(failure(["--scratch-path", underFile])).contains("--scratch-path \(underFile): "))
    }

    @Test func helpStatesTheRanges() {
        let help = PreviewCommand.helpMessage(columns: 500)
        #expect(help.contains("from 1 to 4") && help.contains("from 0 to 65535"))
    }
}
