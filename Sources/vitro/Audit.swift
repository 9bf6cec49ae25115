import ArgumentParser
import Foundation
import VitroBase
import VitroAudit
import VitroPreviewKit

/// `vitro audit`: renders views and reports illegible text and symbols and the HIG's glass,
/// vibrancy and color rules they break.
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check views for illegible text on glass and materials, and for the HIG's Liquid Glass rules.",
        discussion: """
            Audits every #Preview and PreviewProvider of a Swift package (PACKAGE_DIR: built and rendered \
            as `vitro preview` does, each preview in each appearance, SARIF results at the preview's \
            source line), the demo sheets (--scene glass, card, …; all of them when nothing else is \
            given), or a view drawn over an image (--image PHOTO --view card|toolbar|buttons). Each text \
            run and symbol is measured \
            against the pixels actually beneath it, in each appearance. Exits with status 1 when a \
            finding is at least as severe as --fail-on (error by default).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case error, warning, note, never }

    @Argument(help: "A Swift package whose previews to audit (as `vitro preview` renders them).")
    var packageDirectory: String?

    @Option(help: "With PACKAGE_DIR: the device preset the previews are rendered on.")
    var device: String = "iphone"

    @Option(help: "With PACKAGE_DIR: only previews whose module, file or name contains this text.")
    var filter: String?

    @Option(help: "With PACKAGE_DIR: the runner's build folder (PACKAGE_DIR/.build/vitro-preview/.build by default).")
    var scratchPath: String?

    @Option(help: "A built-in scene to audit (repeatable): \(AuditScenes.names.joined(separator: ", ")).")
    var scene: [String] = []

    @Option(help: "An image to audit a view over (PNG or JPEG); with --view.")
    var image: String?

    @Option(help: "The view drawn over --image: \(AuditScenes.overlays.joined(separator: ", ")).")
    var view: String = "card"

    @Option(
        name: .customLong("appearance"),
        help:
            "An appearance (repeatable): light, dark, light-ic, dark-ic (increased contrast), light-rt, dark-rt (reduce transparency), or all."
    )
    var appearances: [String] = ["light", "dark"]

    @Flag(help: "Write the report as JSON.")
    var json = false

    @Flag(help: "Write the report as SARIF 2.1.0 (for code scanning).")
    var sarif = false

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "Write each render with its findings drawn on it into this folder.")
    var annotate: String?

    @Option(help: "The least severity that fails the run (exit status 1): error, warning, note or never.")
    var failOn: FailOn = .error

    @Option(help: "Pixels per point of the renders measured.")
    var scale: Double = 2

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4") }
        if json && sarif { throw ValidationError("--json and --sarif: choose one") }
        _ = try parsedAppearances()
        for name in scene where !AuditScenes.names.contains(name) {
            throw ValidationError(
                "no scene named \"\(name)\"; the scenes are \(AuditScenes.names.joined(separator: ", "))")
        }
        if image != nil, !AuditScenes.overlays.contains(view) {
            throw ValidationError(
                "no view named \"\(view)\"; the views are \(AuditScenes.overlays.joined(separator: ", "))")
        }
    }

    func parsedAppearances() throws -> [AuditAppearance] {
        if appearances.contains("all") { return AuditAppearance.all }
        return try appearances.flatMap { $0.split(separator: ",").map(String.init) }.map { name in
            guard let a = AuditAppearance(slug: name) else {
                throw ValidationError(
                    "unknown appearance \"\(name)\" (light, dark, light-ic, dark-ic, light-rt, dark-rt, all)")
            }
            return a
        }
    }

    func run() throws {
        let failed = try MainActor.assumeIsolated { try audit() }
        if failed { throw ExitCode(1) }
    }

    /// Audits, writes the report and images; returns whether the run fails.
    @MainActor
    func audit() throws -> Bool {
        let appearances = try parsedAppearances()
        var previews: [PreviewAudit] = []
        if let image {
            let picture: RasterImage
            do { picture = try RasterImage(contentsOfFile: image) } catch {
                throw ValidationError("cannot read \(image): \(error)")
            }
            previews.append(
                auditPreview(
                    named: "\(view) over \(URL(fileURLWithPath: image).lastPathComponent)", appearances: appearances,
                    scale: scale, content: AuditScenes.overlay(view, over: picture)))
        }
        if let packageDirectory {
            previews += try auditPackage(packageDirectory, appearances: appearances)
        }
        let scenes = scene.isEmpty && image == nil && packageDirectory == nil ? AuditScenes.names : scene
        for name in scenes {
            previews.append(
                auditPreview(named: name, appearances: appearances, scale: scale, content: AuditScenes.scene(name)))
        }
        let report = AuditReport(previews: previews)
        let data: Data =
            json
            ? try report.json() : sarif ? try report.sarif(toolVersion: VitroVersion.string) : Data(report.text.utf8)
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
            if json || sarif { print() }
        }
        if let annotate {
            for url in try report.annotate(into: URL(fileURLWithPath: annotate, isDirectory: true)) {
                FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
            }
        }
        switch failOn {
        case .never: return false
        case .error: return report.fails(at: .error)
        case .warning: return report.fails(at: .warning)
        case .note: return report.fails(at: .note)
        }
    }
}

extension Audit {
    /// Builds the package's preview runner (as `vitro preview` does) and audits every preview
    /// in each appearance.
    @MainActor
    func auditPackage(_ directory: String, appearances: [AuditAppearance]) throws -> [PreviewAudit] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard DevicePreset.named(device) != nil else {
            throw ValidationError(
                "unknown device \"\(device)\"; one of: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
        do {
            let project = try PreviewProject.load(folder)
            let runner = RunnerPackage(
                project: project,
                scratch: scratchPath.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL })
            FileHandle.standardError.write(Data("Building the previews of \(project.package.name)…\n".utf8))
            try PreviewBuild.build(runner) { _ in }
            let renders = runner.folder.appendingPathComponent("audit", isDirectory: true)
            try? FileManager.default.removeItem(at: renders)
            return try PackageAudit.run(
                runner,
                options: PreviewAuditOptions(appearances: appearances, device: device, scale: scale, filter: filter),
                into: renders)
        } catch let error as PreviewError {
            FileHandle.standardError.write(Data("vitro audit: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
