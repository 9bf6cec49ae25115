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
            finding is at least as severe as --fail-on (error by default), 2 when PACKAGE_DIR cannot be \
            read or built or --filter matches none of its previews, 64 when an option's value is bad \
            (checked before anything is rendered).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case error, warning, note, never }

    @Argument(help: "A Swift package whose previews to audit (as `vitro preview` renders them).")
    var packageDirectory: String?

    @Option(help: "With PACKAGE_DIR: the device preset the previews are rendered on (default: iphone).")
    var device: String?

    @Option(help: "With PACKAGE_DIR: only previews whose module, file or name contains this text.")
    var filter: String?

    @Option(help: "With PACKAGE_DIR: the runner's build folder (PACKAGE_DIR/.build/vitro-preview/.build by default).")
    var scratchPath: String?

    @Option(help: "A built-in scene to audit (repeatable): \(AuditScenes.names.joined(separator: ", ")).")
    var scene: [String] = []

    @Option(help: "An image to audit a view over (PNG or JPEG, read strictly).")
    var image: String?

    @Option(
        help: "With --image: the view drawn over it: \(AuditScenes.overlays.joined(separator: ", ")) (default: card).")
    var view: String?

    @Option(
        name: .customLong("appearance"),
        help:
            "An appearance (repeatable, or comma-separated): \(Self.appearanceNames.joined(separator: ", ")) (-ic: increased contrast, -rt: reduce transparency)."
    )
    var appearances: [String] = ["light", "dark"]

    @Flag(help: "Write the report as JSON.")
    var json = false

    @Flag(help: "Write the report as SARIF 2.1.0 (for code scanning).")
    var sarif = false

    @Option(
        name: [.short, .customLong("output")],
        help: "Write the report to this file (in a folder that exists) instead of standard output.")
    var output: String?

    @Option(help: "Write each render with its findings drawn on it into this folder (created if missing).")
    var annotate: String?

    @Option(help: "The least severity that fails the run (exit status 1): error, warning, note or never.")
    var failOn: FailOn = .error

    @Option(parsing: .unconditional, help: "Pixels per point of the renders measured, from 1 to 4 (fractions allowed).")
    var scale: Double = 2

    /// The names `--appearance` takes.
    static let appearanceNames = ["light", "dark", "light-ic", "dark-ic", "light-rt", "dark-rt", "all"]

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw ValidationError("--scale must be between 1 and 4, not \(scale.formatted())")
        }
        if json && sarif { throw ValidationError("--json and --sarif: choose one") }
        _ = try parsedAppearances()
        for name in scene where !AuditScenes.names.contains(name) {
            throw ValidationError(
                "--scene: no scene is named '\(name)'; the scenes are \(AuditScenes.names.joined(separator: ", "))")
        }
        if let view {
            guard image != nil else {
                throw ValidationError("--view \(view): the view is drawn over --image; give one")
            }
            guard AuditScenes.overlays.contains(view) else {
                throw ValidationError(
                    "--view: no view is named '\(view)'; the views are \(AuditScenes.overlays.joined(separator: ", "))")
            }
        }
        if let image, let problem = PathCheck.inputFile(image, option: "--image", what: "an image") {
            throw ValidationError(problem)
        }
        try validatePackageOptions()
        if let output, let problem = PathCheck.outputFile(output, option: "--output") {
            throw ValidationError(problem)
        }
        if let output, let image,
            let problem = PathCheck.overwrites(output, input: image, outputOption: "--output", inputOption: "--image")
        {
            throw ValidationError(problem)
        }
        if let annotate, let problem = PathCheck.outputFolder(annotate, option: "--annotate") {
            throw ValidationError(problem)
        }
    }

    /// The options that apply to PACKAGE_DIR: given without it they would be ignored.
    func validatePackageOptions() throws {
        let given = [("--device", device), ("--filter", filter), ("--scratch-path", scratchPath)]
        if packageDirectory == nil, let option = given.first(where: { $0.1 != nil }) {
            let (name, value) = option
            throw ValidationError("\(name) \(value ?? ""): applies to a package's previews; give PACKAGE_DIR")
        }
        if let device, DevicePreset.named(device) == nil {
            throw ValidationError(
                "--device: no device preset is named '\(device)'; the presets are "
                    + DevicePreset.all.map(\.name).joined(separator: ", "))
        }
        if filter?.isEmpty == true {
            throw ValidationError("--filter: the text is empty (leave it out for every preview)")
        }
        if let scratchPath, let problem = PathCheck.outputFolder(scratchPath, option: "--scratch-path") {
            throw ValidationError(problem)
        }
    }

    func parsedAppearances() throws -> [AuditAppearance] {
        let names = appearances.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        var chosen: [AuditAppearance] = []
        for name in names {
            if name == "all" {
                chosen += AuditAppearance.all
            } else if let appearance = AuditAppearance(slug: name) {
                chosen.append(appearance)
            } else {
                throw ValidationError(
                    "--appearance: no appearance is named '\(name)'; the appearances are "
                        + Self.appearanceNames.joined(separator: ", "))
            }
        }
        // Each once, in the order first given.
        return chosen.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    func run() throws {
        let failed = try MainActor.assumeIsolated { try audit() }
        if failed { throw ExitCode(1) }
    }

    /// Audits, writes the report and images; returns whether the run fails.
    @MainActor
    func audit() throws -> Bool {
        let appearances = try parsedAppearances()
        // Every input is read before anything is rendered or written.
        if let problem = packageProblem {
            FileHandle.standardError.write(Data("vitro audit: \(problem)\n".utf8))
            throw ExitCode(2)
        }
        let picture: RasterImage?
        do {
            picture = try image.map { try PathCheck.image($0, option: "--image") }
        } catch let error as ValidationError {
            throw UsageError(message: error.message, subcommand: Self.self, name: "audit")
        }
        var previews: [PreviewAudit] = []
        if let image, let picture {
            let view = view ?? "card"
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
            // Whole or not at all: a report cut short would read as one with fewer findings.
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
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
    /// Why PACKAGE_DIR cannot be audited before anything is built, or nil (also nil without it).
    var packageProblem: String? {
        packageDirectory.flatMap { PathCheck.package($0) }
    }

    /// Builds the package's preview runner (as `vitro preview` does) and audits every preview
    /// in each appearance.
    @MainActor
    func auditPackage(_ directory: String, appearances: [AuditAppearance]) throws -> [PreviewAudit] {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        do {
            let project = try PreviewProject.load(folder)
            let runner = RunnerPackage(
                project: project,
                scratch: scratchPath.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL })
            FileHandle.standardError.write(Data("Building the previews of \(project.package.name)…\n".utf8))
            try PreviewBuild.build(runner) { _ in }
            let renders = runner.folder.appendingPathComponent("audit", isDirectory: true)
            try? FileManager.default.removeItem(at: renders)
            let audits = try PackageAudit.run(
                runner,
                options: PreviewAuditOptions(
                    appearances: appearances, device: device ?? "iphone", scale: scale, filter: filter),
                into: renders)
            if let filter, audits.isEmpty {
                throw PreviewError.invalidOption(PreviewCommand.noMatch(filter, inPackage: project.package.name))
            }
            return audits
        } catch let error as PreviewError {
            FileHandle.standardError.write(Data("vitro audit: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
