import ArgumentParser
import Foundation
import VitroBase

/// `vitro swatches`: one labeled contact sheet of every material and glass variant in every
/// appearance, over a busy backdrop.
struct Swatches: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a contact sheet of every material and glass variant in every appearance.",
        discussion: """
            Columns: the six standard materials and glass regular, clear, tinted, pressed and prominent. Rows: \
            light and dark, each standard, increased contrast and Reduce Transparency. Over a wallpaper with hard \
            edges and fine lines, so blur, frost and refraction show.
            """)

    @Option(name: [.short, .customLong("output")], help: "The PNG to write (NAME.png, in a folder that exists).")
    var output: String = "swatches.png"

    @Option(parsing: .unconditional, help: "Pixels per point, from 1 to 4 (fractions allowed).")
    var scale: Double = 2

    @Option(help: "The material recipe set: designKit (the default) or seed.")
    var recipes: String = MaterialRecipeSet.default.rawValue

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 4 else {
            throw ValidationError("--scale must be between 1 and 4, not \(scale.formatted())")
        }
        guard MaterialRecipeSet(rawValue: recipes) != nil else {
            throw ValidationError(
                "--recipes: no recipe set is named '\(recipes)'; the sets are "
                    + MaterialRecipeSet.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let problem = PathCheck.outputFile(output, option: "--output", ext: "png") { throw ValidationError(problem) }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let renderer = ImageRenderer(
                content: SwatchSheet().environment(\.materialRecipeSet, MaterialRecipeSet(rawValue: recipes)!))
            renderer.scale = scale
            let image = try renderer.render()
            try image.writePNG(to: URL(fileURLWithPath: output))
            print("wrote \(output) (\(image.width)×\(image.height))")
        }
    }
}

/// The contact sheet: a column per material or glass variant, a row per appearance.
struct SwatchSheet: View {
    struct Row {
        var name: String
        var dark: Bool
        var contrast: ColorSchemeContrast
        var reduceTransparency: Bool
    }

    static let rows = [
        Row(name: "Light", dark: false, contrast: .standard, reduceTransparency: false),
        Row(name: "Light · Increase Contrast", dark: false, contrast: .increased, reduceTransparency: false),
        Row(name: "Light · Reduce Transparency", dark: false, contrast: .standard, reduceTransparency: true),
        Row(name: "Dark", dark: true, contrast: .standard, reduceTransparency: false),
        Row(name: "Dark · Increase Contrast", dark: true, contrast: .increased, reduceTransparency: false),
        Row(name: "Dark · Reduce Transparency", dark: true, contrast: .standard, reduceTransparency: true),
    ]
    static let materials: [(String, Material)] = [
        ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick),
        ("ultraThick", .ultraThick), ("bar", .bar),
    ]
    static let glass = ["regular", "clear", "tinted", "pressed", "prominent"]
    static let cell = CGSize(width: 104, height: 72)
    static let labelWidth: CGFloat = 190
    static let gap: CGFloat = 10

    var body: some View {
        let columns = Self.materials.count + Self.glass.count
        let width = Self.labelWidth + CGFloat(columns) * (Self.cell.width + Self.gap) + Self.gap
        let height = 70 + CGFloat(Self.rows.count) * (Self.cell.height + Self.gap) + Self.gap
        VStack(alignment: .leading, spacing: 0) {
            header.frame(height: 70)
            ZStack(alignment: .topLeading) {
                backdrop(width: width - Self.labelWidth, height: height - 70).offset(x: Self.labelWidth)
                VStack(alignment: .leading, spacing: Self.gap) {
                    ForEach(Self.rows.indices, id: \.self) { i in row(Self.rows[i]) }
                }
                .padding(.vertical, Self.gap)
            }
        }
        .frame(width: width, height: height, alignment: .topLeading)
        .background(Color(white: 0.97))
        .environment(\.colorScheme, .light)
    }

    var header: some View {
        HStack(spacing: Self.gap) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Vitro swatches").font(.headline)
                Text("materials and Liquid Glass").font(.caption).foregroundStyle(.secondary)
            }
            .frame(width: Self.labelWidth - Self.gap, alignment: .leading)
            ForEach(Self.materials.indices, id: \.self) { i in
                columnTitle(Self.materials[i].0, kind: "material")
            }
            ForEach(Self.glass.indices, id: \.self) { i in columnTitle(Self.glass[i], kind: "glass") }
        }
        .padding(.leading, Self.gap)
    }

    func columnTitle(_ name: String, kind: String) -> some View {
        VStack(spacing: 1) {
            Text(name).font(.system(size: 12, weight: .semibold))
            Text(kind).font(.system(size: 10)).foregroundStyle(.secondary)
        }
        .frame(width: Self.cell.width)
    }

    func backdrop(width: CGFloat, height: CGFloat) -> some View {
        ZStack(alignment: .topLeading) {
            WallpaperMesh()
            ForEach(0..<7, id: \.self) { i in
                Circle().fill(i % 2 == 0 ? Color.yellow : Color.white)
                    .frame(width: 90, height: 90).offset(x: CGFloat(i) * 180 + 20, y: CGFloat(i % 3) * 150 + 10)
            }
            HStack(spacing: 12) {
                ForEach(0..<110, id: \.self) { _ in Rectangle().fill(Color.black.opacity(0.45)).frame(width: 2) }
            }
            Text(String(repeating: "Aa Bb 123 ", count: 30)).font(.system(size: 22, weight: .heavy))
                .foregroundStyle(Color.white).offset(y: 190)
        }
        .frame(width: width, height: height, alignment: .topLeading)
        .clipped()
    }

    func row(_ r: Row) -> some View {
        HStack(spacing: Self.gap) {
            Text(r.name).font(.system(size: 13, weight: .medium))
                .frame(width: Self.labelWidth - Self.gap, alignment: .leading)
            cells
                .environment(\.colorScheme, r.dark ? .dark : .light)
                .environment(\.colorSchemeContrast, r.contrast)
                .environment(\.accessibilityReduceTransparency, r.reduceTransparency)
        }
        .padding(.leading, Self.gap)
    }

    var cells: some View {
        HStack(spacing: Self.gap) {
            ForEach(Self.materials.indices, id: \.self) { i in
                Text("Aa").font(.headline)
                    .frame(width: Self.cell.width, height: Self.cell.height)
                    .background(Self.materials[i].1, in: RoundedRectangle(cornerRadius: 14))
            }
            glassCell(Text("Aa").font(.headline).glassCellFrame().glassEffect(.regular, in: .rect(cornerRadius: 20)))
            glassCell(Text("Aa").font(.headline).glassCellFrame().glassEffect(.clear, in: .rect(cornerRadius: 20)))
            glassCell(
                Text("Aa").font(.headline).foregroundStyle(Color.white).glassCellFrame()
                    .glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 20)))
            glassCell(
                Text("Aa").font(.headline).glassCellFrame()
                    .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
                    .pressed(true, at: UnitPoint(x: 0.7, y: 0.3)))
            glassCell(Button("Done") {}.buttonStyle(.glassProminent))
        }
    }

    func glassCell(_ content: some View) -> some View {
        content.frame(width: Self.cell.width, height: Self.cell.height)
    }
}

extension View {
    /// The size of a glass swatch inside its cell.
    fileprivate func glassCellFrame() -> some View { frame(width: 96, height: 64) }
}
