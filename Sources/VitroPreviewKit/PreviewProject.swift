import Foundation

/// A package as `vitro preview` sees it: its targets with previews, and the Vitro package it
/// depends on (which the runner depends on too, by the same location).
public struct PreviewProject: Sendable {
    /// The package's description, as `swift package describe` gives it.
    public var package: PackageInfo
    /// The targets that have previews, including those the runner cannot link (see ``linkable``).
    public var targets: [PreviewTarget]
    /// The Vitro dependency's location: a path or a URL.
    public var vitro: PackageInfo.Dependency

    /// The package folder's root.
    public var root: URL { URL(fileURLWithPath: package.path, isDirectory: true) }

    /// Reads the package at `folder` with `swift package describe` and scans its sources.
    public static func load(_ folder: URL) throws -> PreviewProject {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw PreviewError.notAPackage("\(folder.path) has no Package.swift")
        }
        let result = try ProcessRunner.run(
            "swift", ["package", "--package-path", folder.path, "describe", "--type", "json"])
        guard result.status == 0, let data = result.output.data(using: .utf8),
            let package = try? JSONDecoder().decode(PackageInfo.self, from: data)
        else {
            throw PreviewError.notAPackage("swift package describe failed in \(folder.path):\n\(result.errors)")
        }
        return try PreviewProject(package: package)
    }

    /// Picks the targets with previews from a package's description.
    public init(package: PackageInfo) throws {
        self.package = package
        guard
            let vitro = package.dependencies.first(where: { PreviewProject.isVitro($0) })
        else {
            throw PreviewError.noVitroDependency(
                "\(package.name) does not depend on Vitro; add .package(url: \"https://github.com/…/Vitro\", …) "
                    + "and import Vitro where the views are")
        }
        self.vitro = vitro
        let root = URL(fileURLWithPath: package.path, isDirectory: true)
        var targets: [PreviewTarget] = []
        for target in package.targets where target.type == "library" || target.type == "executable" {
            guard target.moduleType == nil || target.moduleType == "SwiftTarget" else { continue }
            var providers: [(String, PreviewSourceScanner.Provider)] = []
            var skipped: [String] = []
            var found = false
            var nonEntrySources: [String] = []
            for source in target.sources ?? [] where source.hasSuffix(".swift") {
                let file = root.appendingPathComponent(target.path).appendingPathComponent(source)
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                let scan = PreviewSourceScanner.scan(text, fileName: (source as NSString).lastPathComponent)
                if !scan.isEntryPoint { nonEntrySources.append(file.path) }
                if scan.hasPreviews { found = true }
                for provider in scan.providers {
                    if provider.isPrivate {
                        skipped.append(
                            "\(target.name)/\(source): \(provider.typeName) is private; make it internal to preview it")
                    } else {
                        providers.append((source, provider))
                    }
                }
            }
            guard found else { continue }
            if target.type == "library" {
                guard
                    let product = package.products.first(where: { $0.isLibrary && $0.targets.contains(target.name) })
                else {
                    skipped.append(
                        "\(target.name): no library product contains this target, so the runner cannot link it")
                    targets.append(
                        PreviewTarget(
                            module: target.moduleName, kind: .library(product: ""), providers: [], skipped: skipped))
                    continue
                }
                targets.append(
                    PreviewTarget(
                        module: target.moduleName, kind: .library(product: product.name), providers: providers,
                        skipped: skipped))
            } else {
                targets.append(
                    PreviewTarget(
                        module: target.moduleName,
                        kind: .executable(
                            sources: nonEntrySources, targetDependencies: target.targetDependencies ?? [],
                            productDependencies: target.productDependencies ?? []),
                        providers: providers, skipped: skipped))
            }
        }
        guard !targets.isEmpty else {
            throw PreviewError.noPreviews("no target of \(package.name) has a #Preview or a PreviewProvider")
        }
        self.targets = targets
    }

    /// The targets the runner can link.
    public var linkable: [PreviewTarget] {
        targets.filter {
            if case .library(let product) = $0.kind { return !product.isEmpty }
            return true
        }
    }

    /// The folders of the targets with previews, and of the targets those depend on in the
    /// package (a change there changes the previews too).
    public var targetFolders: [URL] {
        package.targets.filter { $0.type == "library" || $0.type == "executable" }
            .map { root.appendingPathComponent($0.path, isDirectory: true) }
    }

    /// The modules whose previews a change to `files` can affect: a changed module and the
    /// modules with previews that depend on it.
    public func modules(containing files: Set<String>) -> Set<String> {
        var changed = Set<String>()
        for target in package.targets {
            let folder = root.appendingPathComponent(target.path).path + "/"
            if files.contains(where: { $0.hasPrefix(folder) }) { changed.insert(target.name) }
        }
        // Dependents, to a fixed point.
        var grew = true
        while grew {
            grew = false
            for target in package.targets where !changed.contains(target.name) {
                if (target.targetDependencies ?? []).contains(where: changed.contains) {
                    changed.insert(target.name)
                    grew = true
                }
            }
        }
        let names = Dictionary(package.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { a, _ in a })
        return Set(changed.compactMap { names[$0] }).intersection(targets.map(\.module))
    }

    /// A dependency is Vitro when its identity is `vitro` or its folder's manifest names the
    /// package "Vitro".
    static func isVitro(_ dependency: PackageInfo.Dependency) -> Bool {
        if dependency.identity == "vitro" { return true }
        guard let path = dependency.path,
            let manifest = try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8)
        else { return false }
        return manifest.contains("name: \"Vitro\"")
    }
}
