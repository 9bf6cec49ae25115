import ArgumentParser
import Foundation
import VitroPreviewKit
import VitroPreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// `vitro preview`: renders every `#Preview` and `PreviewProvider` of a Swift package to PNG,
/// with a gallery page and a contact sheet.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every #Preview of a Swift package to PNG, with a gallery (index.html) and a contact sheet.",
        discussion: """
            Finds the targets whose sources hold #Preview or PreviewProvider, writes a runner package \
            into PACKAGE_DIR/.build/vitro-preview that depends on the package by path, builds it and \
            renders each preview as its traits say. Library targets are linked through a library \
            product that contains them; an executable target's sources, but its @main file, are \
            compiled into the runner. Images are named Module-File-Name-VARIANT.png (light, dark-increased-contrast, …).

            Devices: \(DevicePreset.all.map(\.name).joined(separator: ", ")).
            Platforms: \(DevicePreset.platformNames.joined(separator: ", ")).
            Dynamic Type sizes: \(PreviewVariant.dynamicTypeSizeNames.joined(separator: ", ")).
            """)

    /// `--color-scheme`'s values.
    enum ColorSchemes: String, ExpressibleByArgument, CaseIterable {
        case light, dark, both

        var schemes: [PreviewColorScheme] {
            switch self {
            case .light: [.light]
            case .dark: [.dark]
            case .both: [.light, .dark]
            }
        }
    }

    /// `--contrast`'s values.
    enum Contrast: String, ExpressibleByArgument, CaseIterable { case standard, increased }

    @Argument(help: "The package's folder (the current folder by default).")
    var packageDirectory: String = "."

    @Option(name: [.short, .customLong("output")], help: "The folder to write to (created if missing).")
    var output: String = "vitro-previews"

    @Option(help: "The color schemes to render.")
    var colorScheme: ColorSchemes = .light

    @Option(help: "The device preset (see below).")
    var device: String = "iphone"

    @Option(help: "The contrast to render with.")
    var contrast: Contrast = .standard

    @Flag(help: "Render with accessibilityReduceTransparency.")
    var reduceTransparency = false

    @Option(help: "The Dynamic Type size (see below).")
    var dynamicType: String?

    @Option(
        parsing: .unconditional, help: "Pixels per point, from 1 to 4 (fractions allowed); the device's by default.")
    var scale: Double?

    @Option(help: "The platform the screen runs (see below); the device's by default.")
    var platform: String?

    @Option(help: "Only previews whose module, file or name contains this text.")
    var filter: String?

    @Flag(help: "Serve the gallery on a local port and follow edits to the sources live.")
    var watch = false

    @Option(
        help:
            "With --watch: the IPv4 address to listen on (default: 127.0.0.1, loopback only; localhost is 127.0.0.1)."
    )
    var host: String?

    @Option(
        parsing: .unconditional, help: "With --watch: the port, from 0 to 65535 (0 chooses a free one; default: 8041).")
    var port: Int?

    @Option(help: "The runner's build folder (PACKAGE_DIR/.build/vitro-preview/.build by default); one per package.")
    var scratchPath: String?

    var options: PreviewOptions {
        get throws {
            let options = PreviewOptions(
                colorSchemes: colorScheme.schemes, device: device, increasedContrast: contrast == .increased,
                reduceTransparency: reduceTransparency, dynamicTypeSize: dynamicType, scale: scale,
                platform: platform, filter: filter)
            do {
                try options.validate()
            } catch {
                throw ValidationError(error.description)
            }
            return options
        }
    }

    func validate() throws {
        if let scale, !(scale.isFinite && scale >= 1 && scale <= 4) {
            throw ValidationError("--scale must be between 1 and 4, not \(scale.formatted())")
        }
        if filter?.isEmpty == true {
            throw ValidationError("--filter: the text is empty (leave it out for every preview)")
        }
        _ = try options
        let server = [("--host", host), ("--port", port.map(String.init))]
        if !watch, let option = server.first(where: { $0.1 != nil }) {
            throw ValidationError("\(option.0) \(option.1 ?? ""): serves the gallery with --watch; give --watch")
        }
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port must be between 0 and 65535, not \(port)")
        }
        if let host, Self.listenAddress(host) == nil {
            throw ValidationError("--host \(host): not an IPv4 address (e.g. 127.0.0.1, 0.0.0.0) or localhost")
        }
        if let problem = PathCheck.outputFolder(output, option: "--output") { throw ValidationError(problem) }
        if let scratchPath, let problem = PathCheck.outputFolder(scratchPath, option: "--scratch-path") {
            throw ValidationError(problem)
        }
    }

    /// The error for a `--filter` no preview matches: rendering or auditing nothing would pass
    /// silently.
    static func noMatch(_ filter: String, inPackage package: String) -> String {
        "--filter \(filter): no preview of \(package) has it in its module, file or name"
    }

    /// The IPv4 address `host` names (`localhost` is 127.0.0.1), or nil: the server listens on IPv4.
    static func listenAddress(_ host: String) -> String? {
        let address = host == "localhost" ? "127.0.0.1" : host
        var parsed = in_addr()
        return inet_pton(AF_INET, address, &parsed) == 1 ? address : nil
    }

    func run() throws {
        let options = try options
        // Before anything is built or written: a build takes minutes.
        if let problem = PathCheck.package(packageDirectory) {
            FileHandle.standardError.write(Data("vitro preview: \(problem)\n".utf8))
            throw ExitCode(1)
        }
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let folder = URL(fileURLWithPath: packageDirectory, isDirectory: true).standardizedFileURL
        let out = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
        do {
            progress.show("Reading \(folder.lastPathComponent)…")
            let project = try PreviewProject.load(folder)
            for target in project.targets { for note in target.skipped { progress.note("note: \(note)") } }
            let runner = RunnerPackage(
                project: project,
                scratch: scratchPath.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL })
            progress.show("Building previews…")
            try PreviewBuild.build(runner) { event in
                if case .building(let line) = event { progress.show("Building previews \(line.prefix(70))") }
            }
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let (files, previews) = try PreviewBuild.render(runner, options: options, into: out) { event in
                if case .rendered(let done, let total) = event {
                    progress.show("Rendered \(done) of \(total) previews")
                }
            }
            progress.clear()
            if let filter, previews.isEmpty {
                throw PreviewError.invalidOption(Self.noMatch(filter, inPackage: project.package.name))
            }
            for failed in previews where failed.error != nil {
                FileHandle.standardError.write(
                    Data(
                        "\(failed.module)/\(failed.file):\(failed.line): \(failed.name) did not render: \(failed.error!)\n"
                            .utf8))
            }
            for file in files { print(file.path) }
            if watch {
                try serve(runner: runner, output: out, options: options, previews: previews)
            }
            if previews.contains(where: { $0.error != nil }) { throw ExitCode(1) }
        } catch let error as PreviewError {
            progress.clear()
            FileHandle.standardError.write(Data("vitro preview: \(error.description)\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension PreviewCommand {
    /// Serves the gallery until interrupted.
    func serve(runner: RunnerPackage, output: URL, options: PreviewOptions, previews: [RenderedPreview]) throws {
        let host = Self.listenAddress(host ?? "127.0.0.1") ?? "127.0.0.1"
        if !host.hasPrefix("127.") {
            FileHandle.standardError.write(
                Data(
                    "warning: serving on \(host): anyone who can reach this address sees your previews\n".utf8))
        }
        let port = UInt16(port ?? 8041)
        let failure = FailureBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let session = await PreviewWatch(
                    runner: runner, output: output, options: options, previews: previews,
                    log: { FileHandle.standardError.write(Data("vitro preview: \($0)\n".utf8)) })
                try await session.run(host: host, port: port) { url in
                    FileHandle.standardOutput.write(Data("serving \(url.absoluteString)\n".utf8))
                }
            } catch {
                failure.message = "\(error)"
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message { throw PreviewError.runnerFailed("--watch: \(message)") }
    }
}

final class FailureBox: @unchecked Sendable {
    var message: String?
}

/// One line of progress on standard error, rewritten in place; silent when not a terminal.
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()
    init(enabled: Bool) { self.enabled = enabled }

    func show(_ text: String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func note(_ text: String) {
        clear()
        FileHandle.standardError.write(Data("\(text)\n".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
