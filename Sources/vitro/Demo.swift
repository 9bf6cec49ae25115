import ArgumentParser
import Foundation
import Vitro
import VitroIconUI

/// `vitro demo`: renders the built-in showcase to PNG files, with no input needed.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the built-in demo sheets to PNG files.",
        discussion: "Needs no input: everything is drawn from Vitro's built-in palette and defaults.")

    @Option(name: [.short, .customLong("output")], help: "The folder to write to (created if missing).")
    var output: String = "vitro-demo"

    @Option(help: "Pixels per point (1, 2 or 3).")
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

    @Option(help: "Frames per second of the animations (1 to 120).")
    var fps: Int = 60

    @Option(help: "A photograph for the glass sheet (the benchmark's collage by default; the wallpaper if missing).")
    var photo: String = "Benchmarks/Fixtures/photo-1179x2556.jpg"

    @Option(help: "The .icon bundle of the icons sheet.")
    var icon: String = "docs/samples/Sample.icon"

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4") }
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120") }
    }

    func run() throws {
        // A synchronous command runs on the main thread, where views are rendered.
        try MainActor.assumeIsolated { try render() }
    }

    @MainActor
    func render() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let renderer = ImageRenderer(content: MaterialsSheet())
        renderer.scale = scale
        let symbols = ImageRenderer(content: SymbolsSheet())
        symbols.scale = scale
        let controls = ImageRenderer(content: ControlsSheet())
        controls.scale = scale
        let picture = try? RasterImage(contentsOfFile: photo)
        let glass = ImageRenderer(content: GlassSheet(photo: picture))
        glass.scale = scale
        let merging = ImageRenderer(content: GlassMergingSheet(photo: picture))
        merging.scale = scale
        let split = ImageRenderer(content: SplitViewSheet())
        split.scale = scale
        let card = ImageRenderer(content: ReadmeCardSheet())
        card.scale = scale
        let sheets: [(String, () throws -> Pixmap)] = [
            ("hero.png", { try HeroSheet(scale: scale).render() }),
            ("card.png", { try card.renderPixmap() }),
            ("split-view.png", { try split.renderPixmap() }),
            ("surfaces.png", { try SurfacesSheet(scale: scale).render() }),
            ("glass.png", { try glass.renderPixmap() }),
            ("glass-merging.png", { try merging.renderPixmap() }),
            ("controls.png", { try controls.renderPixmap() }),
            ("symbols.png", { try symbols.renderPixmap() }),
            ("materials.png", { try renderer.renderPixmap() }),
            ("palette.png", { try PaletteSheet(edition: .iOS26, scale: scale).render() }),
            ("palette-ios13.png", { try PaletteSheet(edition: .iOS13, scale: scale).render() }),
            ("blend-modes.png", { try BlendModeSheet(scale: scale).render() }),
            ("presentations.png", { try PresentationsSheet(scale: scale).render() }),
            ("platforms.png", { try PlatformsSheet(scale: scale).render() }),
            ("icons.png", { try iconsSheet() }),
        ]
        for (name, render) in sheets where !animationsOnly && wanted(name) {
            let url = folder.appendingPathComponent(name)
            let image = RasterImage(try render())
            try image.writePNG(to: url, bitDepth: sixteenBit ? 16 : 8, colorSpace: displayP3 ? .displayP3 : .sRGB)
            print("wrote \(url.path) (\(image.width)×\(image.height))")
        }
        try writeAnimations(to: folder)
    }

    /// The icons sheet, or an error naming the bundle it could not read.
    @MainActor
    func iconsSheet() throws -> Pixmap {
        let document: IconDocument
        do {
            document = try IconDocument(contentsOf: URL(fileURLWithPath: icon, isDirectory: true))
        } catch {
            throw ValidationError("the icons sheet: \(error.description)")
        }
        let renderer = ImageRenderer(content: IconsSheet(document: document, scale: scale))
        renderer.scale = scale
        return try renderer.renderPixmap()
    }

    /// Whether `--only` leaves the sheet or animation of this file name in.
    func wanted(_ name: String) -> Bool {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return only.isEmpty || only.contains(stem)
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
