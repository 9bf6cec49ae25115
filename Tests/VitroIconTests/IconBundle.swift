import Foundation
import VitroIcon

/// A throwaway `.icon` bundle in a temporary folder, written from a manifest and asset files.
struct IconBundle {
    let url: URL

    init(json: String, assets: [String: Data] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-icon-\(UUID().uuidString).icon")
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url.appendingPathComponent("icon.json"))
        for (name, data) in assets {
            try data.write(to: url.appendingPathComponent("Assets").appendingPathComponent(name))
        }
    }

    /// The committed sample, `docs/samples/Sample.icon`.
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/samples/Sample.icon")

    /// An SVG square of `side` points in one color.
    static func square(_ side: Int, color: String = "#ffffff") -> Data {
        Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 \(side) \(side)">
            <rect width="\(side)" height="\(side)" fill="\(color)"/></svg>
            """.utf8)
    }

    /// A group of one layer with every light effect off, so its pixels are the formulas'.
    static func plainGroup(_ image: String, extra: String = "", layerExtra: String = "") -> String {
        """
        { "layers" : [ { "image-name" : "\(image)" \(layerExtra) } ],
          "specular" : false, "shadow" : { "kind" : "none", "opacity" : 0 },
          "translucency" : { "enabled" : false, "value" : 0 } \(extra) }
        """
    }
}
