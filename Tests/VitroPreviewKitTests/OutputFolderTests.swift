import Foundation
import Testing
import VitroPreviewKit

/// The preview server serves its output folder and nothing else.
@Suite struct OutputFolderTests {
    @Test func onlyFilesInsideTheFolderAreServed() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID())")
        let folder = base.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("png".utf8).write(to: folder.appendingPathComponent("A-B-c-light.png"))
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.png").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("up").path, withDestinationPath: base.path)
        let served = OutputFolder(folder)

        #expect(try served.resolve(rawPath: "/A-B-c-light.png").get().lastPathComponent == "A-B-c-light.png")
        #expect(try served.resolve(rawPath: "/A-B-c-light.png?v=3").get().lastPathComponent == "A-B-c-light.png")
        let refused: [(String, OutputFolder.Refusal)] = [
            ("/../secret.txt", .traversal),
            ("/%2e%2e/secret.txt", .encodedTraversal),
            ("/..%2fsecret.txt", .encodedTraversal),
            ("/%252e%252e/secret.txt", .encodedTraversal),
            ("//etc/passwd", .absolute),
            ("/%2fetc/passwd", .absolute),
            ("etc/passwd", .absolute),
            ("/link.png", .outside),
            ("/up/secret.txt", .outside),
            ("/a\\..\\secret.txt", .badCharacters),
            ("/./A-B-c-light.png", .traversal),
            ("/missing.png", .notAFile),
        ]
        for (path, reason) in refused {
            #expect(throws: reason, "\(path)") { try served.resolve(rawPath: path).get() }
        }
    }
}
