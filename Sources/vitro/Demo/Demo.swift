import ArgumentParser
import Foundation
import VitroIcon
import VitroIconUI
import VitroBase

/// `vitro demo`: renders the built-in showcase to PNG files, with no input needed.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the built-in demo sheets to PNG files.",
        discussion: """
            Needs no input: everything is drawn from Vitro's built-in palette and defaults. The sheets are \
            rendered in parallel, one process a core; on a terminal, progress is shown on standard error.
            Sheets: \(sheetNames.joined(separator: ", ")).
            Animations: \(animationNames.joined(separator: ", ")).
            """)

    @Option(name: [.short, .customLong("output")], help: "The folder to write to (created if missing).")
    var output: String = "vitro-demo"

    @Option(parsing: .unconditional, help: "Pixels per point, from 1 to 4 (fractions allowed).")
    var scale: Double = 2

    @Flag(name: .customLong("p3"), help: "Write Display P3 PNGs instead of sRGB.")
    var displayP3 = false

    @Flag(name: .customLong("16-bit"), help: "Write 16 bits per channel.")
    var sixteenBit = false

    @Flag(help: "Write only the animations (their animated PNGs and strips).")
    var animationsOnly = false

    @Option(
        name: .customLong("only"),
        help: "Write only the sheet or animation of this name (e.g. card, glass, glass-toggle); repeatable.")
    var only: [String] = []

    @Option(parsing: .unconditional, help: "Frames per second of the animations, from 1 to 120.")
    var fps: Int = 60

    @Option(
        help: """
            A PNG or JPEG photograph for the glass sheet, read strictly (default: the benchmark's \
            photograph when run from the repository, else a built-in wallpaper).
            """)
    var photo: String?

    @Option(help: "The .icon bundle of the icons sheet (default: the repository's sample, when run from it).")
    var icon: String?

    @Option(
        parsing: .unconditional,
        help: "How many sheets to render at once, from 1 to \(maxJobs) (default: the number of cores).")
    var jobs: Int?

    /// The sheets, in the order they are written.
    static let sheetNames = [
        "hero", "card", "split-view", "surfaces", "glass", "glass-merging", "controls", "symbols", "materials",
        "palette", "palette-ios13", "blend-modes", "presentations", "platforms", "icons",
    ]
    /// The animations, each an animated PNG and a strip.
    static let animationNames = ["card-spring", "glass-toggle"]
    /// The most processes run at once (each holds a few sheets' pixels).
    static let maxJobs = 64
    /// Where the benchmark's photograph is, from the repository's root.
    static let benchmarkPhoto = "Benchmarks/Fixtures/photo-1179x2556.jpg"
    /// Where the icons sheet's sample `.icon` bundle is, from the repository's root.
    static let sampleIcon = "docs/samples/Sample.icon"

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw ValidationError("--scale must be between 1 and 4, not \(scale.formatted())")
        }
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120, not \(fps)") }
        if let jobs, !(1...Self.maxJobs).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and \(Self.maxJobs), not \(jobs)")
        }
        let names = Self.sheetNames + Self.animationNames
        if let unknown = only.first(where: { !names.contains($0) }) {
            throw ValidationError(
                "--only: no sheet or animation is named '\(unknown)'; the names are \(names.joined(separator: ", "))")
        }
        if animationsOnly, let sheet = only.first(where: { Self.sheetNames.contains($0) }) {
            throw ValidationError("--only \(sheet) names a sheet, but --animations-only writes only animations")
        }
        if output.isEmpty { throw ValidationError("--output: the path is empty") }
        if let icon, let problem = PathCheck.inputFolder(icon, option: "--icon", what: "a .icon bundle (a folder)") {
            throw ValidationError(problem)
        }
    }

    /// The names of the sheets and animations to write, in order.
    var wantedNames: [String] {
        (animationsOnly ? [] : Self.sheetNames).filter(wanted) + Self.animationNames.filter(wanted)
    }

    /// Whether `--only` leaves the sheet or animation of this name in (a file name's `.png` is
    /// ignored).
    func wanted(_ name: String) -> Bool {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return only.isEmpty || only.contains(stem)
    }

    func run() throws {
        let folder: URL
        let picture: RasterImage?
        do {
            folder = try outputFolder()
            // Read here, so a bad photograph is reported once, before anything is rendered.
            picture = try photograph()
        } catch let error as ValidationError {
            throw UsageError(message: error.message, subcommand: Self.self, name: "demo")
        }
        let names = wantedNames
        let jobs = min(self.jobs ?? ProcessInfo.processInfo.activeProcessorCount, names.count)
        if jobs > 1, let executable = Bundle.main.executableURL {
            // The animations first: each is dozens of frames, the longest jobs.
            let ordered = names.filter(Self.animationNames.contains) + names.filter(Self.sheetNames.contains)
            try DemoJobs(executable: executable, jobs: jobs, progress: isatty(STDERR_FILENO) != 0)
                .run(ordered.map { ($0, childArguments(only: $0)) })
        } else {
            // A synchronous command runs on the main thread, where views are rendered.
            try MainActor.assumeIsolated { try render(into: folder, photo: picture) }
        }
    }

    /// The arguments of the `vitro` process that renders only `name`.
    func childArguments(only name: String) -> [String] {
        var arguments = ["demo", "-o", output, "--scale", "\(scale)", "--fps", "\(fps)", "--jobs", "1", "--only", name]
        if displayP3 { arguments.append("--p3") }
        if sixteenBit { arguments.append("--16-bit") }
        if let photo { arguments += ["--photo", photo] }
        if let icon { arguments += ["--icon", icon] }
        return arguments
    }

    /// The output folder, made if missing and checked writable (by writing to it: permissions
    /// alone do not tell, for root or on a read-only mount).
    func outputFolder() throws -> URL {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        if let reason = Self.unwritableReason(folder.path) {
            throw ValidationError("cannot write to the output folder \(folder.path): \(reason)")
        }
        return folder
    }

    /// Why files cannot be written in the folder at `path` (made if missing), in the system's
    /// words; nil if they can.
    static func unwritableReason(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "\(prefix) is a file" }
            } else if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                return "cannot make \(prefix): " + String(cString: strerror(errno))
            }
        }
        let probe = path + "/.vitro-write-test-\(getpid())"
        let fd = open(probe, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        close(fd)
        unlink(probe)
        return nil
    }

    /// The glass sheet's photograph: `--photo` read strictly, else the benchmark's if present,
    /// else nil (the wallpaper).
    func photograph() throws -> RasterImage? {
        guard let photo else {
            return FileManager.default.fileExists(atPath: Self.benchmarkPhoto)
                ? try? RasterImage(contentsOfFile: Self.benchmarkPhoto) : nil
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: photo, isDirectory: &isDirectory) else {
            throw ValidationError("--photo \(photo): no such file")
        }
        guard !isDirectory.boolValue else { throw ValidationError("--photo \(photo): is a folder, not an image") }
        do {
            return try RasterImage(contentsOf: URL(fileURLWithPath: photo), options: .strict)
        } catch {
            throw ValidationError("--photo \(photo): \(Self.reason(error))")
        }
    }

    /// An error's own words.
    static func reason(_ error: any Error) -> String {
        (error as? ImageIOError)?.description ?? (error as NSError).localizedDescription
    }

    /// Renders every wanted sheet and animation here, one after another.
    @MainActor
    func render() throws {
        try render(into: outputFolder(), photo: photograph())
    }

    @MainActor
    func render(into folder: URL, photo picture: RasterImage?) throws {
        let sheets: [String: @MainActor () throws -> RasterImage] = [
            "hero": { RasterImage(try HeroSheet(scale: scale).render()) },
            "card": { try image(of: ReadmeCardSheet()) },
            "split-view": { try image(of: SplitViewSheet()) },
            "surfaces": { RasterImage(try SurfacesSheet(scale: scale).render()) },
            "glass": { try image(of: GlassSheet(photo: picture)) },
            "glass-merging": { try image(of: GlassMergingSheet(photo: picture)) },
            "controls": { try image(of: ControlsSheet()) },
            "symbols": { try image(of: SymbolsSheet()) },
            "materials": { try image(of: MaterialsSheet()) },
            "palette": { RasterImage(try PaletteSheet(edition: .iOS26, scale: scale).render()) },
            "palette-ios13": { RasterImage(try PaletteSheet(edition: .iOS13, scale: scale).render()) },
            "blend-modes": { RasterImage(try BlendModeSheet(scale: scale).render()) },
            "presentations": { RasterImage(try PresentationsSheet(scale: scale).render()) },
            "platforms": { RasterImage(try PlatformsSheet(scale: scale).render()) },
            "icons": { try iconsSheet() },
        ]
        for name in Self.sheetNames where !animationsOnly && wanted(name) {
            let url = folder.appendingPathComponent("\(name).png")
            if name == "icons", icon == nil, !FileManager.default.fileExists(atPath: Self.sampleIcon) {
                // Outside the repository there is no sample bundle: say so rather than fail.
                print("skipped \(url.path): no .icon bundle (pass --icon)")
                continue
            }
            let image = try sheets[name]!()
            try image.writePNG(to: url, bitDepth: sixteenBit ? 16 : 8, colorSpace: displayP3 ? .displayP3 : .sRGB)
            print("wrote \(url.path) (\(image.width)×\(image.height))")
        }
        try writeAnimations(to: folder)
    }

    /// The icons sheet, or an error naming the bundle it could not read.
    @MainActor
    func iconsSheet() throws -> RasterImage {
        let path = icon ?? Self.sampleIcon
        let document: IconDocument
        do {
            document = try IconDocument(contentsOf: URL(fileURLWithPath: path, isDirectory: true))
        } catch {
            throw ValidationError("the icons sheet: \(error.description)")
        }
        return try image(of: IconsSheet(document: document, scale: scale))
    }

    /// A view's sheet at the demo's scale.
    @MainActor
    func image(of view: some View) throws -> RasterImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.render()
    }

    /// The animations: each an animated PNG (60 fps by default) and a strip of six of its frames, most of
    /// them from the first half, where the motion is.
    @MainActor
    func writeAnimations(to folder: URL) throws {
        let animations: [(String, Int, () throws -> [RasterImage])] = [
            ("card-spring", 3, { try CardSpringDemo.frames(scale: scale, fps: fps) }),
            ("glass-toggle", 6, { try GlassToggleDemo.frames(scale: scale, fps: fps) }),
        ]
        for (name, columns, frames) in animations where wanted(name) {
            let frames = try frames()
            let url = folder.appendingPathComponent("\(name).apng")
            try RasterImage.writeAPNG(frames, to: url, fps: Double(fps))
            print("wrote \(url.path) (\(frames.count) frames)")
            let strip = folder.appendingPathComponent("\(name)-strip.png")
            try RasterImage.strip(frames, at: [0, 0.1, 0.2, 0.3, 0.45, 1], columns: columns, gap: Int(8 * scale))
                .writePNG(to: strip)
            print("wrote \(strip.path)")
        }
    }
}
