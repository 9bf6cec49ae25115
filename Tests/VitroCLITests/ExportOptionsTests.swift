import ArgumentParser
import Foundation
import Testing
import VitroBase

@testable import vitro

/// Every option of `vitro export` given a bad value: an error that names the value and what is
/// accepted, a failing status, and no file written.
@MainActor @Suite struct ExportOptionsTests {
    func failure(_ arguments: [String]) -> String? { CLI.parseFailure(Export.self, arguments) }

    @Test func unknownFormatListsTheFormats() throws {
        let message = try #require(failure(["--format", "xml"]))
        for name in ["xml", "css", "tokens", "swift"] { #expect(message.contains(name)) }
        #expect(failure(["--format", ""]) != nil)
    }

    @Test(arguments: ["glossy", "", "DesignKit"])
    func unknownRecipeSetListsTheSets(_ value: String) throws {
        let message = try #require(failure(["--recipes", value]))
        #expect(message.contains("--recipes: no recipe set is named '\(value)'"))
        for set in MaterialRecipeSet.allCases { #expect(message.contains(set.rawValue)) }
    }

    @Test func ios13TakesNoValue() {
        #expect(failure(["--ios13=yes"]) != nil)
    }

    @Test func unwritableOutputIsNamed() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("no/palette.css").path
        #expect(try #require(failure(["-o", dir.path])).contains("--output \(dir.path): is a folder"))
        #expect(try #require(failure(["-o", missing])).contains("--output \(missing): no folder"))
        #expect(
            try #require(failure(["-o", try CLI.underAFile(in: dir, "p.css")])).contains("is a file, not a folder"))
        #expect(try #require(failure(["-o", ""])).contains("--output: the path is empty"))
        #expect(CLI.contents(of: dir) == ["a-file"])
    }

    @Test func unknownMaterialListsTheMaterials() throws {
        let message = try #require(failure(["--render-material", "frosted", "--background", "b.png", "-o", "m.png"]))
        #expect(message.contains("'frosted'"))
        for name in Export.materialNames { #expect(message.contains(name)) }
    }

    @Test func renderMaterialNeedsABackgroundAndAnOutput() throws {
        #expect(try #require(failure(["--render-material", "thin", "-o", "m.png"])).contains("needs --background"))
        #expect(try #require(failure(["--render-material", "thin", "--background", "b.png"])).contains("--output"))
    }

    @Test(arguments: [["--format", "css"], ["--ios13"]])
    func renderMaterialConflictsWithExportOptions(_ extra: [String]) throws {
        let message = try #require(
            failure(["--render-material", "thin", "--background", "b.png", "-o", "m.png"] + extra))
        #expect(message.contains("--render-material draws a PNG; it takes no --format or --ios13"))
    }

    @Test(arguments: [["--background", "b.png"], ["--rect", "0,0,10,10"], ["--dark"]])
    func drawingOptionsWithoutRenderMaterialAreErrors(_ arguments: [String]) throws {
        #expect(try #require(failure(arguments)).contains("\(arguments[0]) applies to --render-material"))
    }

    @Test(arguments: ["1,2,3", "a,b,c,d", "0,0,-5,10", "0,0,10,0", "nan,0,1,1", "0,0,inf,1", "0,0,1,1,1", "", "0,,1,1"])
    func malformedRectSaysTheForm(_ rect: String) throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let background = try CLI.png("b.png", in: dir)
        let message = try #require(
            failure([
                "--render-material", "thin", "--background", background.path, "-o",
                dir.appendingPathComponent("m.png").path, "--rect", rect,
            ]))
        #expect(message.contains("--rect \(rect): give X,Y,W,H in points"), "\(message)")
    }

    @Test func badBackgroundIsNamedAndNothingIsWritten() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("m.png").path
        let arguments = { (background: String) in ["--render-material", "thin", "--background", background, "-o", out] }
        let missing = dir.appendingPathComponent("nope.png").path
        #expect(try #require(failure(arguments(missing))).contains("--background \(missing): no such file"))
        #expect(try #require(failure(arguments(dir.path))).contains("--background \(dir.path): is a folder"))
        for bad in [try CLI.file("notes.png", in: dir), try CLI.damagedPNG(in: dir)] {
            let message = try #require(CLI.runFailure(Export.self, arguments(bad.path)))
            #expect(message.contains("--background \(bad.path): "), "\(message)")
            #expect(message.contains("Usage: vitro export"))
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: ["300,0,40,40", "-5,0,10,10", "0,0,321,10", "0,190,10,20"])
    func rectOutsideTheBackgroundIsNamed(_ rect: String) throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let background = try CLI.png("b.png", in: dir)  // 320 × 200
        let out = dir.appendingPathComponent("m.png").path
        let message = try #require(
            CLI.runFailure(
                Export.self, ["--render-material", "thin", "--background", background.path, "-o", out, "--rect", rect]))
        #expect(message.contains("--rect \(rect): not inside the 320×200 background"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func renderOverTheBackgroundIsAnError() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let background = try CLI.png("b.png", in: dir)
        let message = try #require(
            failure(["--render-material", "thin", "--background", background.path, "-o", background.path]))
        #expect(message.contains("--output \(background.path): is --background's file; it would be written over"))
    }

    @Test func renderedMaterialIsAPNG() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let background = try CLI.png("b.png", in: dir)
        let jpg = dir.appendingPathComponent("m.jpg").path
        let message = try #require(
            failure(["--render-material", "thin", "--background", background.path, "-o", jpg]))
        #expect(message.contains("--output \(jpg): the file written is a .png"))
    }
}
