import ArgumentParser
import Foundation
import VitroBase
import VitroCore

/// `vitro export`: the palette, the standard materials and vibrancy for other platforms — CSS,
/// W3C design tokens, or a Swift file.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export the system colors, materials and vibrancy as CSS, design tokens or Swift.",
        discussion: """
            css: custom properties for the whole palette (light, dark through prefers-color-scheme and a .dark \
            class, increased contrast through prefers-contrast: more), .material-ultra-thin … .material-ultra-thick \
            and .material-bar with backdrop-filter, and .vibrant-label … classes. tokens: the W3C Design Tokens \
            Community Group format (2025.10). swift: the palette as a Swift file with no dependency.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case css, tokens, swift }

    @Option(help: "What to write: css (the default), tokens or swift.")
    var format: Format?

    @Option(
        help:
            "The material recipe set: designKit (as iOS draws them, the default) or seed (the specification's table, docs/reference/seeds.md#materials)."
    )
    var recipes: String = MaterialRecipeSet.default.rawValue

    @Flag(name: .customLong("ios13"), help: "Export the palette of iOS 13–18 instead of iOS 26.")
    var iOS13 = false

    @Option(
        name: [.short, .customLong("output")],
        help: "Write to this file (in a folder that exists) instead of standard output; a .png with --render-material.")
    var output: String?

    @Option(
        name: .customLong("render-material"),
        help:
            "Instead of exporting, draw this material (\(Self.materialNames.joined(separator: ", "))) over --background at --rect and write the PNG to --output: Vitro's side of a comparison with the exported CSS."
    )
    var renderMaterial: String?

    @Option(help: "With --render-material: the background image (PNG or JPEG, read strictly), one point a pixel.")
    var background: String?

    @Option(
        parsing: .unconditional,
        help:
            "With --render-material: the material's rectangle, X,Y,W,H in points, inside the background (default: 40,40,200,120)."
    )
    var rect: String?

    @Flag(help: "With --render-material: draw it in dark mode.")
    var dark = false

    /// The names `--render-material` takes.
    static let materialNames = ["ultraThin", "thin", "regular", "thick", "ultraThick", "bar"]
    /// `--rect` when not given.
    static let defaultRect = "40,40,200,120"

    func validate() throws {
        guard MaterialRecipeSet(rawValue: recipes) != nil else {
            throw ValidationError(
                "--recipes: no recipe set is named '\(recipes)'; the sets are "
                    + MaterialRecipeSet.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let renderMaterial else {
            let drawing = [("--background", background), ("--rect", rect), ("--dark", dark ? "" : nil)]
            if let option = drawing.first(where: { $0.1 != nil }) {
                throw ValidationError("\(option.0) applies to --render-material; give one")
            }
            if let output, let problem = PathCheck.outputFile(output, option: "--output") {
                throw ValidationError(problem)
            }
            return
        }
        guard MaterialReference.material(named: renderMaterial) != nil else {
            throw ValidationError(
                "--render-material: no material is named '\(renderMaterial)'; the materials are "
                    + Self.materialNames.joined(separator: ", "))
        }
        if format != nil || iOS13 {
            throw ValidationError("--render-material draws a PNG; it takes no --format or --ios13")
        }
        guard let background, let output else {
            throw ValidationError("--render-material needs --background and --output")
        }
        guard parsedRect() != nil else {
            throw ValidationError(
                "--rect \(rect ?? Self.defaultRect): give X,Y,W,H in points, finite, with a positive size")
        }
        if let problem = PathCheck.inputFile(background, option: "--background", what: "an image") {
            throw ValidationError(problem)
        }
        if let problem = PathCheck.outputFile(output, option: "--output", ext: "png") {
            throw ValidationError(problem)
        }
        if let problem = PathCheck.overwrites(
            output, input: background, outputOption: "--output", inputOption: "--background")
        {
            throw ValidationError(problem)
        }
    }

    func parsedRect() -> CGRect? {
        let parts = (rect ?? Self.defaultRect).split(separator: ",", omittingEmptySubsequences: false)
        let v = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, v.count == 4, v.allSatisfy(\.isFinite), v[2] > 0, v[3] > 0 else { return nil }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The background image, read strictly, with the rectangle inside it; or the error that says
    /// which is wrong.
    func readBackground(_ path: String, rect: CGRect) throws -> RasterImage {
        let image = try PathCheck.image(path, option: "--background")
        guard CGRect(x: 0, y: 0, width: image.width, height: image.height).contains(rect) else {
            throw ValidationError(
                "--rect \(self.rect ?? Self.defaultRect): not inside the \(image.width)×\(image.height) background \(path)"
            )
        }
        return image
    }

    func run() throws {
        if let renderMaterial, let background, let output, let rect = parsedRect() {
            let image: RasterImage
            do { image = try readBackground(background, rect: rect) } catch let error as ValidationError {
                throw UsageError(message: error.message, subcommand: Self.self, name: "export")
            }
            try MainActor.assumeIsolated {
                let view = MaterialReference(
                    background: image, material: MaterialReference.material(named: renderMaterial)!, rect: rect,
                    scale: 1
                )
                .environment(\.materialRecipeSet, MaterialRecipeSet(rawValue: recipes)!)
                .environment(\.colorScheme, dark ? .dark : .light)
                // Mirrored at the box's edges, as CSS backdrop-filter reads them.
                .environment(\.backdropEdgeMode, .mirror)
                try ImageRenderer(content: view).render().writePNG(to: URL(fileURLWithPath: output))
            }
            return
        }
        let exporter = PaletteExport(
            palette: Palette(edition: iOS13 ? .iOS13 : .iOS26), recipes: MaterialRecipeSet(rawValue: recipes)!)
        let text: String
        switch format ?? .css {
        case .css: text = exporter.css
        case .tokens: text = try exporter.tokens()
        case .swift: text = exporter.swift
        }
        if let output {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            print(text, terminator: "")
        }
    }
}
