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

    @Option(help: "What to write: css, tokens or swift.")
    var format: Format = .css

    @Option(
        help:
            "The material recipe set: designKit (as iOS draws them, the default) or seed (the specification's table, docs/reference/seeds.md#materials)."
    )
    var recipes: String = MaterialRecipeSet.default.rawValue

    @Flag(name: .customLong("ios13"), help: "Export the palette of iOS 13–18 instead of iOS 26.")
    var iOS13 = false

    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of standard output.")
    var output: String?

    @Option(
        name: .customLong("render-material"),
        help:
            "Instead of exporting, draw this material (ultraThin … bar) over --background at --rect and write the PNG to --output: Vitro's side of a comparison with the exported CSS."
    )
    var renderMaterial: String?

    @Option(help: "The background image for --render-material.")
    var background: String?

    @Option(help: "The material's rectangle for --render-material: X,Y,W,H in points.")
    var rect: String = "40,40,200,120"

    @Flag(help: "Draw --render-material in dark mode.")
    var dark = false

    func validate() throws {
        if let renderMaterial {
            guard MaterialReference.material(named: renderMaterial) != nil else {
                throw ValidationError(
                    "unknown material \"\(renderMaterial)\" (ultraThin, thin, regular, thick, ultraThick, bar)")
            }
            guard background != nil, output != nil else {
                throw ValidationError("--render-material needs --background and --output")
            }
            guard parsedRect() != nil else { throw ValidationError("--rect must be X,Y,W,H with a positive size") }
        }
        guard MaterialRecipeSet(rawValue: recipes) != nil else {
            throw ValidationError(
                "unknown recipe set \"\(recipes)\"; the sets are \(MaterialRecipeSet.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    func parsedRect() -> CGRect? {
        let v = rect.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard v.count == 4, v.allSatisfy(\.isFinite), v[2] > 0, v[3] > 0 else { return nil }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func run() throws {
        if let renderMaterial, let background, let output, let rect = parsedRect() {
            let image: RasterImage
            do { image = try RasterImage(contentsOfFile: background) } catch {
                throw ValidationError("cannot read \(background): \(error)")
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
        switch format {
        case .css: text = exporter.css
        case .tokens: text = try exporter.tokens()
        case .swift: text = exporter.swift
        }
        if let output {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } else {
            print(text, terminator: "")
        }
    }
}
