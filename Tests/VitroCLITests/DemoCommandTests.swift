import Foundation
import Testing
import VitroBase

/// `vitro demo` run as a user runs it, the built executable writing every sheet and animation.
/// It runs in processes of its own (the demo's parallel jobs), not on this process's main actor,
/// where the tests that render views take turns.
@Suite struct DemoCommandTests {
    /// Runs `vitro` with `arguments` to its end; its status and standard error.
    func vitro(_ arguments: [String]) async throws -> (status: Int32, errors: String) {
        let url = try CLI.builtVitro()
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vitro-demo-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let handle = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { done in
            process.terminationHandler = { done.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { done.resume(throwing: error) }
        }
        try handle.close()
        return (status, (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    @Test func demoWritesItsSheets() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try await vitro(["demo", "-o", dir.path, "--scale", "1", "--fps", "10"])
        #expect(run.status == 0, "\(run.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(
            files == [
                "blend-modes.png", "card-spring-strip.png", "card-spring.apng", "card.png", "controls.png",
                "glass-merging.png", "glass-toggle-strip.png", "glass-toggle.apng", "glass.png", "hero.png",
                "icons.png",
                "materials.png", "palette-ios13.png", "palette.png", "platforms.png", "presentations.png",
                "split-view.png",
                "surfaces.png", "symbols.png",
            ])
        // An animated PNG opens as its first frame, the strip holds six frames in two rows.
        let toggle = try RasterImage(contentsOf: dir.appendingPathComponent("glass-toggle.apng"))
        let card = try RasterImage(contentsOf: dir.appendingPathComponent("card-spring-strip.png"))
        #expect(toggle.width == 320 && card.width == 3 * 560 + 2 * 8 && card.height == 2 * 150 + 8)
        let image = try RasterImage(contentsOf: dir.appendingPathComponent("palette.png"))
        #expect(image.width > 1000)
    }
}
