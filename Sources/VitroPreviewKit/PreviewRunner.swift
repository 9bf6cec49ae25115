import Foundation
import VitroBase

/// The entry point of the runner program `vitro preview` generates: it renders the previews
/// linked into it and reports on standard output, one JSON object a line (``RunnerEvent``).
///
/// Arguments: `--out DIR`, `--options JSON` (a ``PreviewOptions``) and, to render only
/// some modules' images (no page, sheet or list), `--modules A,B`; `--audit` first audits
/// instead (see `PreviewRunner.audit(_:items:)`).
public enum PreviewRunner {
    /// Runs with `CommandLine.arguments`; exits 1 on a bad argument or an unwritable folder.
    @MainActor public static func main(
        modules: Set<String>, providers: [PreviewItem] = [], moduleNames: [String: String] = [:]
    ) -> Never {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first == "--serve", arguments.count == 3, arguments[1] == "--out" {
                serve(
                    folder: URL(fileURLWithPath: arguments[2], isDirectory: true), modules: modules,
                    providers: providers, moduleNames: moduleNames)
            }
            if arguments.first == "--audit" {
                let items = PreviewCatalog.items(modules: modules, providers: providers, moduleNames: moduleNames)
                try audit(Array(arguments.dropFirst()), items: items)
                exit(0)
            }
            let (folder, options, only) = try parse(arguments)
            let items = PreviewCatalog.items(
                modules: only.map { Set($0).intersection(modules) } ?? modules, providers: providers,
                moduleNames: moduleNames)
            if only != nil {
                try options.validate()
                _ = try PreviewRenderer.renderAll(items, options: options, into: folder) { done, total, record in
                    emit(.rendered(done: done, total: total, record))
                }
            } else {
                _ = try renderGallery(items, options: options, into: folder) { emit($0) }
            }
            exit(0)
        } catch {
            emit(.failed("\(error)"))
            exit(1)
        }
    }

    /// Renders `items` into `folder` with `index.html`, `contact-sheet.png` and
    /// `previews.json`; reports each step to `report`. Returns the images' records.
    @MainActor public static func renderGallery(
        _ items: [PreviewItem], options: PreviewOptions, into folder: URL, report: (RunnerEvent) -> Void
    ) throws -> [RenderedPreview] {
        try options.validate()
        let rendered = try PreviewRenderer.renderAll(items, options: options, into: folder) { done, total, record in
            report(.rendered(done: done, total: total, record))
        }
        let title = "Previews"
        let page = folder.appendingPathComponent("index.html")
        try GalleryPage.html(rendered, title: title).write(to: page, atomically: true, encoding: .utf8)
        report(.wrote(page.lastPathComponent))
        if let sheet = try ContactSheet.render(rendered, folder: folder) {
            try sheet.writePNG(to: folder.appendingPathComponent("contact-sheet.png"))
            report(.wrote("contact-sheet.png"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(rendered).write(to: folder.appendingPathComponent("previews.json"))
        report(.wrote("previews.json"))
        return rendered
    }

    /// A command to a serving runner, one JSON object a line on standard input.
    public enum Command: Codable, Sendable {
        /// Render the previews of `modules` (all when `nil`) afresh, in `options`' variants.
        case render(options: PreviewOptions, modules: [String]?)
        /// Apply a gesture to the live preview of the image `image`.
        case gesture(image: String, PreviewGesture)
        /// The gestures the image `image` took in an earlier runner, replayed before its next
        /// gesture in this one (its source did not change, so its state goes on).
        case restore(image: String, gestures: [PreviewGesture])
        /// As ``render(options:modules:)``, the previews of the files named `first` (file
        /// names, `Name.swift`) before the others.
        case renderFirst(options: PreviewOptions, modules: [String]?, first: [String])
        /// Write the image files that gestures left behind the patches sent (a page is about
        /// to load them, or the runner is about to end).
        case flush
    }

    /// Reads commands until standard input closes, keeping each image's preview live; each
    /// command's events end with ``RunnerEvent/finished``.
    @MainActor static func serve(
        folder: URL, modules: Set<String>, providers: [PreviewItem], moduleNames: [String: String]
    ) -> Never {
        let hosts = PreviewHosts(folder: folder)
        func render(_ options: PreviewOptions, _ only: [String]?, first: Set<String>) throws {
            let all = PreviewCatalog.items(modules: modules, providers: providers, moduleNames: moduleNames)
            hosts.know(all, options: options)
            let items = only.map { only in all.filter { only.contains($0.module) } } ?? all
            _ = try hosts.render(items, options: options, first: first) { done, total, record in
                emit(.rendered(done: done, total: total, record))
            }
        }
        while let line = readLine() {
            guard let command = try? JSONDecoder().decode(Command.self, from: Data(line.utf8)) else {
                emit(.failed("runner: unreadable command"))
                emit(.finished)
                continue
            }
            do {
                switch command {
                case .render(let options, let only):
                    try render(options, only, first: [])
                case .renderFirst(let options, let only, let first):
                    try render(options, only, first: Set(first))
                case .gesture(let image, let gesture):
                    if let (record, patches) = try hosts.apply(gesture, to: image) {
                        emit(.changed(record, patches: patches))
                    }
                case .flush:
                    try hosts.flush()
                case .restore(let image, let gestures):
                    hosts.restore(image, gestures: gestures)
                }
            } catch {
                emit(.failed("\(error)"))
            }
            emit(.finished)
        }
        exit(0)
    }

    static func parse(_ arguments: [String]) throws -> (URL, PreviewOptions, [String]?) {
        var folder: URL?
        var options = PreviewOptions()
        var modules: [String]?
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : nil
            switch (arguments[i], value) {
            case ("--out", let v?): folder = URL(fileURLWithPath: v, isDirectory: true)
            case ("--options", let v?): options = try JSONDecoder().decode(PreviewOptions.self, from: Data(v.utf8))
            case ("--modules", let v?): modules = v.split(separator: ",").map(String.init)
            default: throw PreviewError.invalidOption("runner: unexpected argument \(arguments[i])")
            }
            i += 2
        }
        guard let folder else { throw PreviewError.invalidOption("runner: --out DIR is required") }
        return (folder, options, modules)
    }

    static func emit(_ event: RunnerEvent) {
        guard let data = try? JSONEncoder().encode(event) else { return }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

/// What the runner reports, one JSON object a line.
public enum RunnerEvent: Codable, Sendable {
    /// An image was rendered (or failed): `done` of `total`.
    case rendered(done: Int, total: Int, RenderedPreview)
    /// A file other than an image was written (its name in the output folder).
    case wrote(String)
    /// The runner stopped, or a command failed.
    case failed(String)
    /// A live preview changed: the frames of the change, each the rows it changed (the last
    /// the settled image); none when the image's own file was written again instead.
    case changed(RenderedPreview, patches: [PreviewPatch])
    /// A serving runner finished a command.
    case finished
}
