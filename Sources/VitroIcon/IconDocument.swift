import Foundation
import VitroImageIO

/// An Icon Composer `.icon` bundle: `icon.json` and the layer images of its `Assets` folder,
/// read and checked in full, so that drawing it never fails half-way.
public struct IconDocument: Sendable {
    /// The bundle folder.
    public let url: URL
    /// The ground (`fill`): `automatic` when absent.
    public var fill: IconSpecialized<IconFill>
    /// Front to back, as in `icon.json`.
    public var groups: [IconGroup]
    /// Platforms the icon is made for (`supported-platforms`): `squares` (iOS, iPadOS, macOS when
    /// `shared`) and `circles` (watchOS).
    public var platforms: [IconPlatform]
    /// Keys this reader does not know, by JSON path (`groups[0].glass-mode`); kept, not fatal.
    public var unknownKeys: [String]
    /// The layer images, by file name in `Assets/`.
    public var assets: [String: IconAsset]

    /// Reads the bundle at `url` (a folder). Throws ``IconError`` naming the file at fault:
    /// a missing `icon.json`, malformed JSON (with its JSON path), a missing asset, an unsafe or
    /// unreadable SVG, a PNG over `limits`.
    public init(contentsOf url: URL, limits: ImageLimits = .default) throws(IconError) {
        let manifest = url.appendingPathComponent("icon.json")
        guard let data = try? Data(contentsOf: manifest) else { throw .missingManifest(file: manifest.path) }
        try self.init(url: url, manifest: data, limits: limits) { name in
            try? Data(contentsOf: url.appendingPathComponent("Assets").appendingPathComponent(name))
        }
    }

    /// Reads a bundle held in memory: the bytes of `icon.json` and of its assets by file name
    /// (for generated icons and fuzzing); errors name the files as if under `url`.
    public init(
        manifest data: Data, assets files: [String: Data], url: URL = URL(fileURLWithPath: "Memory.icon"),
        limits: ImageLimits = .default
    ) throws(IconError) {
        try self.init(url: url, manifest: data, limits: limits) { files[$0] }
    }

    private init(
        url: URL, manifest data: Data, limits: ImageLimits, read: (String) -> Data?
    ) throws(IconError) {
        self.url = url
        var reader = IconManifestReader(file: url.appendingPathComponent("icon.json").path)
        let parsed = try reader.read(data)
        fill = parsed.fill
        groups = parsed.groups
        platforms = parsed.platforms
        unknownKeys = reader.unknown
        var assets: [String: IconAsset] = [:]
        for (name, path) in parsed.imageNames {
            guard assets[name] == nil else { continue }
            let file = url.appendingPathComponent("Assets").appendingPathComponent(name)
            guard !name.contains("/"), !name.hasPrefix("."), let bytes = read(name) else {
                throw .missingAsset(file: file.path, referencedAt: path)
            }
            assets[name] = try IconAsset(data: bytes, file: file.path, limits: limits)
        }
        self.assets = assets
    }

    /// A document built in code (tests, generated icons); `assets` by file name.
    public init(
        fill: IconSpecialized<IconFill> = IconSpecialized(.automatic), groups: [IconGroup],
        platforms: [IconPlatform] = IconPlatform.allCases, assets: [String: IconAsset]
    ) {
        url = URL(fileURLWithPath: "/")
        (self.fill, self.groups, self.platforms, self.assets, self.unknownKeys) = (fill, groups, platforms, assets, [])
    }
}
