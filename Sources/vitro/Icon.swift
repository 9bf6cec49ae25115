import ArgumentParser
import Foundation
import VitroBase
import VitroIcon

/// `vitro icon`: renders an Icon Composer `.icon` bundle in every appearance and size.
struct Icon: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render an Icon Composer .icon bundle to PNG files in every appearance.",
        discussion: """
            Writes NAME-PLATFORM-APPEARANCE-SIZE@SCALEx.png for each platform the bundle supports \
            (iOS, macOS, watchOS) at the sizes each needs, and NAME-contact-sheet.png with all \
            appearances side by side; --format appiconset writes an Xcode AppIcon.appiconset instead.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case png, appiconset }

    @Argument(help: "The .icon bundle (a folder with icon.json and Assets/).")
    var path: String

    @Option(name: [.short, .customLong("output")], help: "The folder to write to (created if missing).")
    var output: String = "icon-out"

    @Option(help: "Only this appearance (light, dark, clear-light, clear-dark, tinted-light, tinted-dark); repeatable.")
    var appearance: [IconAppearance] = []

    @Option(help: "Only this platform (iOS, macOS, watchOS); repeatable.")
    var platform: [IconPlatform] = []

    @Option(
        parsing: .unconditionalSingleValue,
        help:
            "Only this size in pixels, from 16 to \(IconRenderer.maximumSize) (a square image of that side, at 1x); repeatable."
    )
    var size: [Int] = []

    @Option(
        help:
            "The tint of the tinted appearances (tinted-light, tinted-dark; the contact sheet shows them), as #RRGGBB or #RGB."
    )
    var tint: String?

    @Option(help: "png (every appearance and size, plus a contact sheet) or appiconset.")
    var format: Format = .png

    func validate() throws {
        if let problem = PathCheck.inputFolder(path, option: "the bundle", what: "a .icon bundle (a folder)") {
            throw ValidationError(problem)
        }
        if let problem = PathCheck.outputFolder(output, option: "--output") { throw ValidationError(problem) }
        for s in size where !(16...IconRenderer.maximumSize).contains(s) {
            throw ValidationError("--size \(s) is out of range (16 to \(IconRenderer.maximumSize) pixels)")
        }
        // An opaque color: the tinted appearances take no alpha.
        if let tint, RGBColor(hex: tint) == nil || ![3, 6].contains(tint.drop(while: { $0 == "#" }).count) {
            throw ValidationError("--tint \(tint) is not a color; use #RRGGBB or #RGB, e.g. --tint '#6D5AC9'")
        }
        if format == .appiconset && (!size.isEmpty || !appearance.isEmpty) {
            throw ValidationError("--format appiconset writes the full set; it takes no --size or --appearance")
        }
    }

    func run() throws {
        let document: IconDocument
        do {
            document = try IconDocument(contentsOf: URL(fileURLWithPath: path, isDirectory: true))
        } catch {
            throw UsageError(message: error.description, subcommand: Self.self, name: "icon")
        }
        for key in document.unknownKeys { print("note: \(path): unknown key \(key) ignored") }
        let platforms = platform.isEmpty ? document.platforms : platform
        let export = IconExport(document: document, tint: tint.flatMap { RGBColor(hex: $0) })
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        if format == .appiconset {
            let set = try export.writeAppIconSet(platforms: platforms, to: folder)
            print("wrote \(set.path)")
            return
        }
        let sizes =
            size.isEmpty
            ? platforms.flatMap { IconSize.catalog(for: $0) }
            : platforms.flatMap { p in size.map { IconSize(Double($0), 1, p, idiom: "universal") } }
        let appearances = appearance.isEmpty ? IconAppearance.allCases : appearance
        let files = try export.writeImages(sizes, appearances: appearances, to: folder)
        let sheet = try export.contactSheet(platforms: platforms)
        let sheetURL = folder.appendingPathComponent("\(export.name)-contact-sheet.png")
        try RasterImage(sheet).writePNG(to: sheetURL)
        print("wrote \(files.count) images and \(sheetURL.lastPathComponent) to \(folder.path)")
    }
}

extension IconAppearance: ExpressibleByArgument {}
extension IconPlatform: ExpressibleByArgument {
    public init?(argument: String) {
        guard let p = IconPlatform.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else {
            return nil
        }
        self = p
    }
}
