import Foundation
import Testing
import ArgumentParser
import VitroBase

@testable import vitro

@MainActor @Suite struct AuditCommandTests {
    @Test func unknownScenesAndAppearancesAreClearErrors() {
        #expect(throws: (any Error).self) { try Audit.parse(["--scene", "nowhere"]) }
        #expect(throws: (any Error).self) { try Audit.parse(["--appearance", "sepia"]) }
        #expect(throws: (any Error).self) { try Audit.parse(["--json", "--sarif"]) }
    }

    @Test func allAppearancesAreSix() throws {
        let audit = try Audit.parse(["--appearance", "all"])
        #expect(try audit.parsedAppearances().count == 6)
    }

    @Test func theReadmeCardPassesAndWritesSARIF() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let audit = try Audit.parse(["--scene", "card", "--sarif", "-o", file.path])
        #expect(try audit.audit() == false)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
    }

    @Test func aFolderThatIsNotAPackageIsAClearError() throws {
        let audit = try Audit.parse(["/nonexistent-package"])
        #expect(throws: ExitCode(2)) { try audit.audit() }
        #expect(throws: (any Error).self) { try Audit.parse(["/nonexistent-package", "--device", "toaster"]).audit() }
    }

    @Test func theReadmeScreensAreScenes() {
        for name in ["landmarks-ipad", "music", "alert", "settings-tv"] { #expect(AuditScenes.names.contains(name)) }
    }

    @Test func anUnreadableImageIsAClearError() throws {
        #expect(throws: (any Error).self) { try Audit.parse(["--image", "/nonexistent.png"]) }
    }
}
