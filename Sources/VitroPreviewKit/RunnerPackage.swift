import Foundation

/// The package `vitro preview` writes into the user's `.build/vitro-preview/`: an executable
/// that depends on the user's package by path, links the targets with previews and renders
/// them with ``PreviewRunner``.
///
/// A library target is linked through a library product that contains it and imported with
/// `@testable` (debug builds allow it), so an internal `PreviewProvider` can be called. An
/// executable target cannot be linked by another package: its sources, but the one with
/// `@main` (or `main.swift`), are compiled into a runner module `VitroPreview_<Name>` of
/// their own, and its previews are named as the user's module.
public struct RunnerPackage: Sendable {
    /// The user's package: its targets with previews, and its Vitro dependency.
    public let project: PreviewProject
    /// The runner package's folder.
    public let folder: URL

    /// The executable's product name.
    public static let executable = "VitroPreviewRunner"

    /// The runner's build folder (`swift build --scratch-path`).
    public let scratch: URL

    /// A runner in `folder` (the package's `.build/vitro-preview` by default), built in
    /// `scratch` (the runner's own `.build` by default; runners of several packages that share
    /// one build their common dependencies once).
    public init(project: PreviewProject, folder: URL? = nil, scratch: URL? = nil) {
        self.project = project
        let folder = folder ?? project.root.appendingPathComponent(".build/vitro-preview", isDirectory: true)
        self.folder = folder
        self.scratch = scratch ?? folder.appendingPathComponent(".build", isDirectory: true)
    }

    /// Writes the manifest and sources; files that would not change are left alone, so the
    /// next build is incremental.
    public func write() throws {
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifestFile = folder.appendingPathComponent("Package.swift")
        try update(manifestFile, manifest)
        // An incremental build does not look for files added to (or removed from) a dependency:
        // when the list of the package's sources, or of its local dependencies' (Vitro's when
        // it is one), changes, the runner's manifest is touched, so the next build plans again.
        if try update(folder.appendingPathComponent("sources.txt"), sourceList) {
            try fm.setAttributes([.modificationDate: Date()], ofItemAtPath: manifestFile.path)
        }
        let runner = folder.appendingPathComponent("Sources/\(Self.executable)", isDirectory: true)
        try fm.createDirectory(at: runner, withIntermediateDirectories: true)
        try update(runner.appendingPathComponent("main.swift"), mainSource)
        for target in project.linkable {
            guard case .executable(let sources, _, _) = target.kind else { continue }
            let dir = folder.appendingPathComponent("Sources/\(target.runnerModule)", isDirectory: true)
            try? fm.removeItem(at: dir)
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            for (index, source) in sources.enumerated() {
                // Links keep the user's file names (and so `#fileID`s); a name used twice in
                // subfolders gets a number.
                var name = (source as NSString).lastPathComponent
                if fm.fileExists(atPath: dir.appendingPathComponent(name).path) { name = "\(index)-\(name)" }
                try fm.createSymbolicLink(atPath: dir.appendingPathComponent(name).path, withDestinationPath: source)
            }
        }
    }

    /// Writes `text` to `url` unless it holds it already; whether it wrote.
    @discardableResult
    func update(_ url: URL, _ text: String) throws -> Bool {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return false }
        try text.write(to: url, atomically: true, encoding: .utf8)
        return true
    }

    /// Every source file of the user's package and of its local (path) dependencies, Vitro
    /// among them, one path a line. SwiftPM plans a build again when a root package's folders
    /// change, not a dependency's, and to the runner both are dependencies.
    var sourceList: String {
        let user = project.package
        let root = project.root
        var files = user.targets.flatMap { target in
            (target.sources ?? []).map { root.appendingPathComponent(target.path).appendingPathComponent($0).path }
        }
        for dependency in user.dependencies {
            guard let path = dependency.path else { continue }
            let folder = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL
            files += Self.files(under: folder.appendingPathComponent("Sources", isDirectory: true))
        }
        return files.sorted().joined(separator: "\n") + "\n"
    }

    /// The paths of the files under `folder`, hidden ones left out (an editor's swap file is
    /// not a source).
    static func files(under folder: URL) -> [String] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { return nil }
            return url.path
        }
    }

    var vitroIdentity: String { project.vitro.identity }

    /// The runner's `Package.swift`.
    public var manifest: String {
        let user = project.package
        let vitroLine: String
        if let path = project.vitro.path {
            vitroLine = ".package(path: \(literal(path)))"
        } else {
            vitroLine = ".package(url: \(literal(project.vitro.url ?? "")), from: \"0.1.0\")"
        }
        var runnerDeps = [
            ".product(name: \"Vitro\", package: \(literal(vitroIdentity)))",
            ".product(name: \"VitroPreviewKit\", package: \(literal(vitroIdentity)))",
        ]
        var extraTargets: [String] = []
        for target in project.linkable {
            switch target.kind {
            case .library(let product):
                let line = ".product(name: \(literal(product)), package: \(literal(user.identity)))"
                if !runnerDeps.contains(line) { runnerDeps.append(line) }
            case .executable(_, let targetDeps, _):
                runnerDeps.append(literal(target.runnerModule))
                var deps = [".product(name: \"Vitro\", package: \(literal(vitroIdentity)))"]
                for dependency in targetDeps {
                    if let product = user.products.first(where: { $0.isLibrary && $0.targets.contains(dependency) }) {
                        let line = ".product(name: \(literal(product.name)), package: \(literal(user.identity)))"
                        if !deps.contains(line) { deps.append(line) }
                    }
                }
                extraTargets.append(
                    "        .target(name: \(literal(target.runnerModule)), dependencies: [\(deps.joined(separator: ", "))]),"
                )
            }
        }
        let languageMode = (user.toolsVersion.flatMap { Int($0.prefix { $0 != "." }) } ?? 6) >= 6 ? ".v6" : ".v5"
        return """
            // swift-tools-version: 6.1
            // Written by `vitro preview`; rewritten on each run.
            import PackageDescription

            let package = Package(
                name: "VitroPreviewRunner",
                platforms: [.macOS(.v14)],
                dependencies: [
                    .package(path: \(literal(user.path))),
                    \(vitroLine),
                ],
                targets: [
                    .executableTarget(name: "\(Self.executable)", dependencies: [\(runnerDeps.joined(separator: ", "))]),
            \(extraTargets.joined(separator: "\n"))
                ],
                swiftLanguageModes: [\(languageMode)]
            )

            """
    }

    /// The runner's `main.swift`.
    public var mainSource: String {
        var imports = ["import Vitro", "import VitroPreviewKit"]
        var providers: [String] = []
        var names: [String] = []
        for target in project.linkable {
            imports.append("@testable import \(target.runnerModule)")
            if target.runnerModule != target.module {
                names.append("\(literal(target.runnerModule)): \(literal(target.module))")
            }
            for (file, provider) in target.providers {
                let fileID = "\(target.module)/\((file as NSString).lastPathComponent)"
                providers.append(
                    "        PreviewCatalog.provider(\(literal(provider.typeName)), fileID: \(literal(fileID)), line: \(provider.line)) { AnyView(\(target.runnerModule).\(provider.typeName).previews) },"
                )
            }
        }
        let modules = project.linkable.map { literal($0.module) }.joined(separator: ", ")
        return """
            // Written by `vitro preview`; rewritten on each run.
            \(imports.joined(separator: "\n"))

            MainActor.assumeIsolated {
                PreviewRunner.main(
                    modules: [\(modules)],
                    providers: [
            \(providers.joined(separator: "\n"))
                    ],
                    moduleNames: [\(names.isEmpty ? ":" : names.joined(separator: ", "))])
            }

            """
    }

    func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The built runner program.
    public var binary: URL { scratch.appendingPathComponent("debug/\(Self.executable)") }
}
