import Foundation

/// One image `vitro preview` wrote (or failed to), as listed in `previews.json`.
public struct RenderedPreview: Codable, Hashable, Sendable {
    /// `Module.File.Name`, the same for every variant of the preview.
    public var identifier: String
    public var module: String
    /// The file's name, `File.swift`.
    public var file: String
    public var name: String
    public var line: Int
    /// The variant's suffix (`light`, `dark.increased-contrast`, …).
    public var variant: String
    /// The PNG's name in the output folder; `nil` when rendering failed.
    public var fileName: String?
    public var width: Int
    public var height: Int
    /// Why the preview did not render.
    public var error: String?

    public init(
        identifier: String, module: String, file: String, name: String, line: Int, variant: String,
        fileName: String?, width: Int, height: Int, error: String? = nil
    ) {
        self.identifier = identifier
        self.module = module
        self.file = file
        self.name = name
        self.line = line
        self.variant = variant
        self.fileName = fileName
        self.width = width
        self.height = height
        self.error = error
    }
}
