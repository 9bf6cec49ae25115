import ArgumentParser
import Foundation
import Testing

@testable import vitro

@Suite struct IconCommandTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/samples/Sample.icon").path

    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("vitro-icon-cli-\(UUID().uuidString)").path
    }

    /// The message the command line prints for arguments that fail.
    func message(_ arguments: [String]) -> String? {
        do {
            let command = try Icon.parse(arguments)
            try command.run()
            return nil
        } catch { return Icon.message(for: error) }
    }

    @Test(arguments: [
        (["--size", "8"], "--size 8 is out of range"),
        (["--size", "99999"], "--size 99999 is out of range (16 to 8192 pixels)"),
        (["--size", "-1"], "--size -1 is out of range (16 to 8192 pixels)"),
        (["--size", "big"], "big"),
        (["--tint", ""], "is not a color"),
        (["--tint", "#FF88"], "--tint #FF88 is not a color"),
        (["--tint", "#FF880080"], "--tint #FF880080 is not a color; use #RRGGBB or #RGB"),
        (["--tint", "violet"], "--tint violet is not a color"),
        (["--appearance", "sepia"], "sepia"),
        (["--platform", "tvOS"], "tvOS"),
        (["--format", "icns"], "icns"),
        (["--format", "appiconset", "--size", "64"], "takes no --size"),
    ])
    func badOptionsSayWhatIsWrong(extra: [String], says: String) {
        let text = message([Self.sample, "-o", temporaryFolder()] + extra)
        #expect(text?.contains(says) == true, "\(String(describing: text))")
    }

    @Test func aMissingBundleOrAFileIsNamed() throws {
        let out = temporaryFolder()
        #expect(
            message(["/nonexistent/X.icon", "-o", out])?.contains("the bundle /nonexistent/X.icon: no such folder")
                == true)
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try CLI.file("X.icon", in: dir)
        #expect(
            message([file.path, "-o", out])?.contains("the bundle \(file.path): is a file, not a .icon bundle") == true)
        #expect(message(["", "-o", out])?.contains("the bundle: the path is empty") == true)
        // A folder that is not a bundle: its icon.json is missing.
        let folder = dir.appendingPathComponent("Empty.icon")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(message([folder.path, "-o", out])?.contains("\(folder.path)/icon.json: missing icon.json") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnwritableOutputFolderIsNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let underFile = try CLI.underAFile(in: dir)
        #expect(
            message([Self.sample, "-o", underFile])?.contains("--output \(underFile): cannot make the folder") == true)
        #expect(message([Self.sample, "-o", ""])?.contains("--output: the path is empty") == true)
        #expect(CLI.contents(of: dir) == ["a-file"])
    }

    @Test func theHelpStatesTheSizeRange() {
        #expect(Icon.helpMessage(columns: 500).contains("from 16 to 8192"))
    }

    /// A bundle of `json` and `assets` (file name to contents) in a fresh temporary folder.
    func bundle(_ json: String, assets: [String: String] = [:]) throws -> String {
        let url = URL(fileURLWithPath: temporaryFolder()).appendingPathComponent("Bad.icon")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url.appendingPathComponent("icon.json"))
        for (name, text) in assets { try Data(text.utf8).write(to: url.appendingPathComponent("Assets/\(name)")) }
        return url.path
    }

    static let oneLayer = "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"a.svg\" } ] } ] }"

    @Test(
        arguments: [
            (
                "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"a.svg\", \"opacity\" : \"high\" } ] } ] }",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"9\" height=\"9\"/>",
                "icon.json: at groups[0].layers[0].opacity"
            ),
            ("{ \"groups\" : [ ", nil, "not valid JSON"),
            (oneLayer, nil, "Assets/a.svg"),
            (
                oneLayer,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"9\" height=\"9\"><image href=\"/etc/passwd\"/></svg>",
                "external resource"
            ),
            (
                oneLayer,
                "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"9\" height=\"9\"><text>&b;</text></svg>",
                "ENTITY"
            ),
        ] as [(String, String?, String)])
    func aBadBundleIsNamedAndNothingIsWritten(json: String, svg: String?, says: String) throws {
        let path = try bundle(json, assets: svg.map { ["a.svg": $0] } ?? [:])
        let out = temporaryFolder()
        let text = message([path, "-o", out])
        #expect(text?.contains(path) == true && text?.contains(says) == true, "\(String(describing: text))")
        // Refused before anything is drawn: the output folder is not even made.
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func chosenSizesAppearancesAndPlatformsAreWritten() throws {
        let out = temporaryFolder()
        let command = try Icon.parse([
            Self.sample, "-o", out, "--size", "64", "--size", "32", "--platform", "ios", "--platform", "watchOS",
            "--appearance", "dark", "--appearance", "light", "--tint", "#FF8800",
        ])
        try command.run()
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        // iOS: 2 sizes × 2 appearances; watchOS: 2 sizes, its one appearance; the contact sheet.
        #expect(files.count == 4 + 2 + 1, "\(files)")
        #expect(files.contains("Sample-iOS-Dark-64x64@1x.png") && files.contains("Sample-watchOS-Default-32x32@1x.png"))
        #expect(files.contains("Sample-contact-sheet.png"))
    }

    @Test func theAppIconSetFormatWritesContentsJSON() throws {
        let out = temporaryFolder()
        let command = try Icon.parse([Self.sample, "-o", out, "--format", "appiconset", "--platform", "macOS"])
        try command.run()
        let set = URL(fileURLWithPath: out).appendingPathComponent("AppIcon.appiconset")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: set.appendingPathComponent("Contents.json")))
        #expect(((json as? [String: Any])?["images"] as? [Any])?.count == 10)
    }
}
