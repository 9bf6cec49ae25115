import Foundation
import VitroAudit
import VitroBase

/// `vitro audit PACKAGE`: the runner `vitro preview` builds, run in its audit mode, and its
/// reports gathered into one `PreviewAudit` per preview, at the preview's source file and line.
public enum PackageAudit {
    /// Runs the built `runner` in audit mode, writing the renders into `folder`; returns the
    /// previews in the runner's order, each with one render per appearance.
    @MainActor public static func run(
        _ runner: RunnerPackage, options: PreviewAuditOptions, into folder: URL,
        relativeTo base: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) throws -> [PreviewAudit] {
        let json = String(decoding: try JSONEncoder().encode(options), as: UTF8.self)
        let collected = AuditLog()
        let result = try ProcessRunner.run(
            runner.binary.path, ["--audit", "--out", folder.path, "--options", json]
        ) { line in
            guard let record = try? JSONDecoder().decode(AuditedPreview.self, from: Data(line.utf8)) else { return }
            progress(collected.add(record))
        }
        guard result.status == 0 else {
            // A failure is reported as a runner event: `{"failed":{"_0":"…"}}`.
            let message = result.output.split(separator: "\n").compactMap { line -> String? in
                guard case .failed(let m)? = try? JSONDecoder().decode(RunnerEvent.self, from: Data(line.utf8))
                else { return nil }
                return m
            }.first
            throw PreviewError.runnerFailed(
                message ?? "the runner stopped (status \(result.status)):\n\(result.errors)")
        }
        return try previews(collected.records, project: runner.project, folder: folder, relativeTo: base)
    }

    /// Groups the runner's records by preview and reads their renders back.
    public static func previews(
        _ records: [AuditedPreview], project: PreviewProject, folder: URL, relativeTo base: URL
    ) throws -> [PreviewAudit] {
        var order: [String] = []
        var grouped: [String: [AuditedPreview]] = [:]
        for record in records {
            if grouped[record.identifier] == nil { order.append(record.identifier) }
            grouped[record.identifier, default: []].append(record)
        }
        return try order.map { identifier in
            let records = grouped[identifier]!
            let first = records[0]
            let renders = try records.map { record in
                PreviewAudit.Render(
                    appearance: record.appearance,
                    image: try record.fileName.map {
                        try RasterImage(contentsOfFile: folder.appendingPathComponent($0).path)
                    },
                    scale: record.scale, findings: record.findings)
            }
            return PreviewAudit(
                name: "\(first.module)/\(first.file): \(first.name)",
                file: sourcePath(module: first.module, file: first.file, project: project, relativeTo: base),
                line: first.line, renders: renders)
        }
    }

    /// The preview's source file: relative to `base` when inside it (as code scanning reads a
    /// path from the repository's root), a `file:` URL otherwise; the `Module/File.swift` the
    /// preview names when no target of the package has that file.
    public static func sourcePath(module: String, file: String, project: PreviewProject, relativeTo base: URL)
        -> String
    {
        let root = project.root.standardizedFileURL
        guard let target = project.package.targets.first(where: { $0.moduleName == module }),
            let source = (target.sources ?? []).first(where: { ($0 as NSString).lastPathComponent == file })
        else { return "\(module)/\(file)" }
        let url = root.appendingPathComponent(target.path).appendingPathComponent(source).standardizedFileURL
        let prefix =
            base.standardizedFileURL.path.hasSuffix("/")
            ? base.standardizedFileURL.path : base.standardizedFileURL.path + "/"
        if url.path.hasPrefix(prefix) { return String(url.path.dropFirst(prefix.count)) }
        return url.absoluteString
    }
}

/// The runner's records, gathered from the reading thread.
final class AuditLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [AuditedPreview] = []
    /// Adds `record`; returns how many there are.
    func add(_ record: AuditedPreview) -> Int {
        lock.lock()
        defer { lock.unlock() }
        list.append(record)
        return list.count
    }
    var records: [AuditedPreview] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}
