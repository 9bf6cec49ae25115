import Foundation
import Testing
import VitroPreviewKit

/// The runner package `vitro preview` writes: what makes its next build plan again.
@Suite struct RunnerPackageTests {
    /// A package with one previewed library in `folder`, depending on a Vitro at `folder/vitro`.
    static func project(in folder: URL) throws -> PreviewProject {
        let fm = FileManager.default
        let user = folder.appendingPathComponent("app/Sources/Cards", isDirectory: true)
        try fm.createDirectory(at: user, withIntermediateDirectories: true)
        try "import Vitro\n#Preview { Text(\"a\") }\n".write(
            to: user.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let vitro = folder.appendingPathComponent("vitro/Sources/VitroCore", isDirectory: true)
        try fm.createDirectory(at: vitro, withIntermediateDirectories: true)
        try "struct A {}\n".write(to: vitro.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let json = """
            {"name": "App", "path": "\(folder.path)/app",
             "targets": [{"name": "Cards", "type": "library", "path": "Sources/Cards", "sources": ["Card.swift"]}],
             "products": [{"name": "Cards", "targets": ["Cards"], "type": {"library": ["automatic"]}}],
             "dependencies": [{"identity": "vitro", "type": "fileSystem", "path": "\(folder.path)/vitro"}]}
            """
        return try PreviewProject(package: JSONDecoder().decode(PackageInfo.self, from: Data(json.utf8)))
    }

    static func manifestDate(_ runner: RunnerPackage) throws -> Date {
        let path = runner.folder.appendingPathComponent("Package.swift").path
        return try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    /// SwiftPM does not look for new files in a dependency's folders, and Vitro (a path
    /// dependency) is one to the runner: a file added to it touches the runner's manifest.
    @Test func aFileAddedToALocalDependencyTouchesTheManifest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = RunnerPackage(
            project: try Self.project(in: folder), folder: folder.appendingPathComponent("runner"))
        let manifest = runner.folder.appendingPathComponent("Package.swift").path
        // Whole seconds: what the file system keeps of a date.
        let past = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded(.down))
        try runner.write()
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: manifest)
        try runner.write()
        #expect(try Self.manifestDate(runner) == past, "nothing changed: the manifest is left alone")
        try "struct B {}\n".write(
            to: folder.appendingPathComponent("vitro/Sources/VitroCore/B.swift"), atomically: true, encoding: .utf8)
        try runner.write()
        #expect(try Self.manifestDate(runner) > past.addingTimeInterval(60))
    }
}
