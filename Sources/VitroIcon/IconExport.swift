import Foundation
import VitroColor
import VitroImageIO
import VitroRaster

/// Writes an icon's images: PNGs named as Icon Composer names its exports
/// (`Name-iOS-Dark-1024x1024@1x.png`), an Xcode `AppIcon.appiconset`, a contact sheet.
public struct IconExport: Sendable {
    /// The icon to draw.
    public var document: IconDocument
    /// What draws each image, with the tint of the tinted appearances.
    public var renderer: IconRenderer
    /// The file name's first part (`Sample` for `Sample.icon`).
    public var name: String

    /// Writes the images of `document`, their file names starting with `name` (the bundle's name
    /// by default); `tint`, when given, replaces the tinted appearances' default tint.
    public init(document: IconDocument, tint: RGBColor? = nil, name: String? = nil) {
        self.document = document
        renderer = IconRenderer(tint: tint)
        self.name = name ?? document.url.deletingPathExtension().lastPathComponent
    }

    /// The file name of one image.
    public func fileName(_ size: IconSize, _ appearance: IconAppearance) -> String {
        let platform = size.platform == .iOS ? "iOS" : size.platform.rawValue
        return "\(name)-\(platform)-\(appearance.exportName)-\(size.pointsText)@\(size.scale)x.png"
    }

    /// Writes every (size, appearance) pair into `folder`; returns the files written.
    /// Everything is drawn before anything is written, so an error leaves no partial set.
    @discardableResult
    public func writeImages(
        _ sizes: [IconSize], appearances: [IconAppearance], to folder: URL
    ) throws -> [URL] {
        var images: [(String, Data)] = []
        var drawn: [String: Data] = [:]
        for size in sizes {
            for appearance in appearances where IconSize.appearances(for: size.platform).contains(appearance) {
                let key = "\(size.platform)-\(appearance)-\(size.pixels)"
                if drawn[key] == nil {
                    let p = try renderer.render(
                        document, appearance: appearance, platform: size.platform, size: size.pixels)
                    drawn[key] = try RasterImage(p).pngData()
                }
                // iPhone and iPad share some sizes (20, 29 and 40 points at 2x): one file each.
                let file = fileName(size, appearance)
                if !images.contains(where: { $0.0 == file }) { images.append((file, drawn[key]!)) }
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var urls: [URL] = []
        for (file, data) in images {
            let url = folder.appendingPathComponent(file)
            try data.write(to: url)
            urls.append(url)
        }
        return urls
    }

    /// Writes `AppIcon.appiconset` (created in `folder`) with `Contents.json` for the platforms'
    /// full size sets, plus the iOS 18 style dark and tinted 1024 px images. Returns its URL.
    @discardableResult
    public func writeAppIconSet(platforms: [IconPlatform], to folder: URL) throws -> URL {
        let set = folder.appendingPathComponent("AppIcon.appiconset")
        var entries: [[String: Any]] = []
        var files: [(String, Data)] = []
        var drawn: [String: Data] = [:]
        func image(_ platform: IconPlatform, _ appearance: IconAppearance, _ px: Int, tint: RGBColor? = nil) throws
            -> Data
        {
            let key = "\(platform)-\(appearance)-\(px)-\(tint.map { "\($0)" } ?? "")"
            if let d = drawn[key] { return d }
            let r = tint.map { IconRenderer(tint: $0) } ?? renderer
            let d = try RasterImage(r.render(document, appearance: appearance, platform: platform, size: px)).pngData()
            drawn[key] = d
            return d
        }
        for platform in platforms {
            for size in IconSize.catalog(for: platform) {
                let file = fileName(size, .light)
                files.append((file, try image(platform, .light, size.pixels)))
                var e: [String: Any] = [
                    "filename": file, "idiom": size.idiom, "scale": "\(size.scale)x", "size": size.pointsText,
                ]
                if let role = size.role { e["role"] = role }
                if let subtype = size.subtype { e["subtype"] = subtype }
                entries.append(e)
            }
            if platform == .iOS {
                // Xcode 16's single-size entries: the dark image, and the tinted one as gray
                // luminance that the system tints itself.
                let variants: [(String, IconAppearance, RGBColor?)] = [
                    ("dark", .dark, nil), ("tinted", .tintedDark, RGBColor(red: 1, green: 1, blue: 1)),
                ]
                for (value, appearance, tint) in variants {
                    let size = IconSize(1024, 1, .iOS, idiom: "universal")
                    let file = fileName(size, appearance)
                    files.append((file, try image(.iOS, appearance, 1024, tint: tint)))
                    entries.append([
                        "appearances": [["appearance": "luminosity", "value": value]], "filename": file,
                        "idiom": "universal", "platform": "ios", "size": "1024x1024",
                    ])
                }
            }
        }
        let contents: [String: Any] = ["images": entries, "info": ["author": "vitro", "version": 1]]
        let json = try JSONSerialization.data(withJSONObject: contents, options: [.prettyPrinted, .sortedKeys])
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for (file, data) in files { try data.write(to: set.appendingPathComponent(file)) }
        try json.write(to: set.appendingPathComponent("Contents.json"))
        return set
    }

    /// Every appearance of every platform side by side: one row per platform, six columns
    /// (Default, Dark, Clear light, Clear dark, Tinted light, Tinted dark), `cell` pixels each,
    /// on a mid gray that lets both light and dark icons read.
    public func contactSheet(platforms: [IconPlatform], cell: Int = 256) throws -> Pixmap {
        let gap = max(8, cell / 8)
        let columns = IconAppearance.allCases.count
        var sheet = try blankPixmap(columns * (cell + gap) + gap, platforms.count * (cell + gap) + gap)
        sheet.clear(to: RGBColor(118, 126, 142))
        for (row, platform) in platforms.enumerated() {
            for (column, appearance) in IconAppearance.allCases.enumerated() {
                let p = try renderer.render(document, appearance: appearance, platform: platform, size: cell)
                sheet.draw(p, atX: gap + column * (cell + gap), y: gap + row * (cell + gap))
            }
        }
        return sheet
    }
}
