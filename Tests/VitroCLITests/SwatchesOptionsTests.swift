import ArgumentParser
import Foundation
import Testing
import VitroBase

@testable import vitro

/// Every option of `vitro swatches` given a bad value: an error that names the value and what is
/// accepted, before anything is rendered.
@Suite struct SwatchesOptionsTests {
    func failure(_ arguments: [String]) -> String? { CLI.parseFailure(Swatches.self, arguments) }

    @Test(arguments: ["-1", "0", "4.5", "nan", "inf"])
    func scaleOutOfRangeSaysTheRange(_ value: String) throws {
        let message = try #require(failure(["--scale", value]))
        #expect(message.contains("--scale must be between 1 and 4, not "), "\(message)")
        #expect(!message.contains("Missing value"))
    }

    @Test func scaleThatIsNotANumberIsAnError() {
        #expect(failure(["--scale", "retina"]) != nil)
        #expect(Swatches.helpMessage(columns: 500).contains("from 1 to 4"))
    }

    @Test(arguments: ["glossy", "", "SEED"])
    func unknownRecipeSetListsTheSets(_ value: String) throws {
        let message = try #require(failure(["--recipes", value]))
        #expect(message.contains("--recipes: no recipe set is named '\(value)'"))
        for set in MaterialRecipeSet.allCases { #expect(message.contains(set.rawValue)) }
    }

    @Test func badOutputIsNamedBeforeAnythingIsRendered() throws {
        let dir = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let jpg = dir.appendingPathComponent("swatches.jpg").path
        let missing = dir.appendingPathComponent("no/swatches.png").path
        let underFile = try CLI.underAFile(in: dir, "swatches.png")
        #expect(try #require(failure(["-o", jpg])).contains("--output \(jpg): the file written is a .png"))
        #expect(try #require(failure(["-o", missing])).contains("--output \(missing): no folder"))
        #expect(try #require(failure(["-o", underFile])).contains("is a file, not a folder"))
        #expect(try #require(failure(["-o", dir.path])).contains("--output \(dir.path): is a folder"))
        #expect(try #require(failure(["-o", ""])).contains("--output: the path is empty"))
        #expect(failure(["-o", dir.appendingPathComponent("s.PNG").path]) == nil)
        #expect(CLI.contents(of: dir) == ["a-file"])
    }
}
