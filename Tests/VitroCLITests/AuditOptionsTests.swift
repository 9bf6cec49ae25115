import ArgumentParser
import Foundation
import Testing
import VitroBase
import VitroPreviewKit

@testable import vitro

/// Every option and argument of `vitro audit` given a bad value: an error that names the value
/// (and what is accepted), a failing status, nothing written, no render.
@MainActor @Suite struct AuditOptionsTests {
    func failure(_ arguments: [String]) -> String? { CLI.parseFailure(Audit.self, arguments) }

    @Test(arguments: ["-1", "0", "0.5", "4.5", "nan", "inf", "-inf"])
    func scaleOutOfRangeSaysTheRange(_ value: String) throws {
        let message = try #require(failure(["--scale", value]))
        #expect(message.contains("--scale must be between 1 and 4, not "), "\(message)")
        #expect(!message.contains("Missing value"))
        #expect(Audit.helpMessage(columns: 500).contains("from 1 to 4"))
    }

    @Test func scaleThatIsNotANumberIsAnError() throws {
        #expect(try #require(failure(["--scale", "two"])).contains("two"))
        #expect(failure(["--scale", "1.5"]) == nil)
    }

    @Test(arguments: ["nowhere", "", "Glass"])
    func unknownSceneListsTheScenes(_ name: String) throws {
        let message = try #require(failure(["--scene", "card", "--scene", name]))
        #expect(message.contains("'\(name)'"))
        for scene in AuditScenes.names { #expect(message.contains(scene)) }
    }

    @Test(arguments: ["sepia", "", "light,", "dark,sepia", "light-hc"])
    func unknownAppearanceListsTheAppearances(_ value: String) throws {
        let message = try #require(failure(["--appearance", value]))
        #expect(message.contains("--appearance: no appearance is named '"), "\(message)")
        for name in Audit.appearanceNames { #expect(message.contains(name)) }
    }

    @Test func appearancesAreEachTakenOnce() throws {
        #expect(
            try Audit.parse(["--appearance", "light,dark-ic", "--appearance", "light"]).parsedAppearances().count == 2)
        #expect(try Audit.parse(["--appearance", "all", "--appearance", "dark"]).parsedAppearances().count == 6)
    }

    @Test func jsonAndSarifConflict() throws {
        #expect(try #require(failure(["--json", "--sarif"])).contains("--json and --sarif: choose one"))
        #expect(failure(["--json=yes"]) != nil)
        #expect(failure(["--sarif=1"]) != nil)
    }

    @Test func unknownViewListsTheViews() throws {
        let message = try #require(failure(["--image", "photo.jpg", "--view", "dialog"]))
        #expect(message.contains("'dialog'"))
        for view in AuditScenes.overlays { #expect(message.contains(view)) }
    }

    @Test func viewWithoutAnImageIsAnError() throws {
        #expect(
            try #require(failure(["--view", "toolbar"])).contains("--view toolbar: the view is drawn over --image"))
    }

    @Test func missingImageOrFolderIsNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("photo.jpg").path
        #expect(try #require(failure(["--image", missing])).contains("--image \(missing): no such file"))
        #expect(
            try #require(failure(["--image", dir.path])).contains("--image \(dir.path): is a folder, not an image"))
        #expect(try #require(failure(["--image", ""])).contains("--image: the path is empty"))
    }

    @Test func imageThatIsNotAnImageOrIsDamagedIsNamedBeforeAnythingIsWritten() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.json").path
        for image in [try CLI.file("notes.png", in: dir), try CLI.damagedPNG(in: dir)] {
            let message = try #require(
                CLI.runFailure(Audit.self, ["--image", image.path, "--json", "-o", report]) { _ = try $0.audit() })
            #expect(message.contains("--image \(image.path): "), "\(message)")
            #expect(message.contains("Usage: vitro audit"))
        }
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test(arguments: [["--device", "ipad"], ["--filter", "Card"], ["--scratch-path", "/tmp/runner"]])
    func packageOptionsWithoutAPackageAreErrors(_ arguments: [String]) throws {
        let message = try #require(failure(arguments))
        #expect(message.contains("\(arguments[0]) \(arguments[1]): applies to a package's previews"))
    }

    @Test func packageOptionsWithBadValuesAreNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = try #require(failure([dir.path, "--device", "toaster"]))
        #expect(device.contains("'toaster'"))
        for preset in DevicePreset.all { #expect(device.contains(preset.name)) }
        #expect(try #require(failure([dir.path, "--filter", ""])).contains("--filter: the text is empty"))
        let scratch = try CLI.underAFile(in: dir)
        #expect(try #require(failure([dir.path, "--scratch-path", scratch])).contains("--scratch-path \(scratch): "))
        #expect(
            PreviewCommand.noMatch("Zebra", inPackage: "Shop")
                == "--filter Zebra: no preview of Shop has it in its module, file or name")
    }

    @Test func folderThatIsNotAPackageFailsWithStatusTwoBeforeAnythingIsWritten() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.txt").path
        let file = try CLI.file("Package.swift.txt", in: dir)
        let cases = [
            (dir.appendingPathComponent("nowhere").path, "no such folder"),
            (file.path, "is a file, not a package's folder"),
            (dir.path, "not a Swift package (it has no Package.swift)"),
        ]
        for (folder, says) in cases {
            let audit = try Audit.parse([folder, "-o", report, "--scene", "card"])
            #expect(audit.packageProblem == "PACKAGE_DIR \(folder): \(says)")
            #expect(throws: ExitCode(2)) { try audit.audit() }
        }
        #expect(CLI.contents(of: dir) == ["Package.swift.txt"])
    }

    @Test func unwritableReportIsNamedBeforeAnythingIsAudited() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let underFile = try CLI.underAFile(in: dir, "report.sarif")
        let missing = dir.appendingPathComponent("no/report.sarif").path
        #expect(
            try #require(failure(["-o", dir.path])).contains("--output \(dir.path): is a folder; name a file in it"))
        #expect(try #require(failure(["-o", underFile])).contains("is a file, not a folder"))
        #expect(try #require(failure(["-o", missing])).contains("--output \(missing): no folder"))
        #expect(try #require(failure(["-o", ""])).contains("--output: the path is empty"))
    }

    @Test func reportOverTheImageIsAnError() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = try CLI.png("photo.png", in: dir)
        let sameFile = dir.appendingPathComponent("./photo.png").path
        let message = try #require(failure(["--image", image.path, "-o", sameFile]))
        #expect(message.contains("--output \(sameFile): is --image's file; it would be written over"))
    }

    @Test func unwritableAnnotationFolderIsNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let underFile = try CLI.underAFile(in: dir)
        let message = try #require(failure(["--annotate", underFile]))
        #expect(message.contains("--annotate \(underFile): cannot make the folder"))
        let file = dir.appendingPathComponent("a-file").path
        #expect(try #require(failure(["--annotate", file])).contains("--annotate \(file): is a file, not a folder"))
        #expect(failure(["--annotate", dir.appendingPathComponent("new/renders").path]) == nil)
        #expect(CLI.contents(of: dir) == ["a-file"])
    }

    @Test func unknownFailOnListsTheSeverities() throws {
        let message = try #require(failure(["--fail-on", "fatal"]))
        for name in ["fatal", "error", "warning", "note", "never"] { #expect(message.contains(name)) }
    }

    @Test func badArgumentsExitWithTheUsageStatus() {
        do {
            _ = try Audit.parse(["--scale", "-1"])
            Issue.record("parsed")
        } catch {
            #expect(Audit.exitCode(for: error) == .validationFailure)
        }
    }
}
