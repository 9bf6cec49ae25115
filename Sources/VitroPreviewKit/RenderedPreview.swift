import Foundation

/// One image `vitro preview` wrote (or failed to), as listed in `previews.json`.
public struct RenderedPreview: Codable, Hashable, Sendable {
    /// `Module-File-Name`, the same for every variant of the preview.
    public var identifier: String
    /// The module the preview is declared in.
    public var module: String
    /// The file's name, `File.swift`.
    public var file: String
    /// The preview's name: its `#Preview("name")`, the provider's type name, or `line-N`.
    public var name: String
    /// The line of the preview's declaration in its file.
    public var line: Int
    /// The variant's suffix (`light`, `dark-increased-contrast`, …).
    public var variant: String
    /// The PNG's name in the output folder; `nil` when rendering failed.
    public var fileName: String?
    /// The image's width in pixels; 0 when rendering failed.
    public var width: Int
    /// The image's height in pixels; 0 when rendering failed.
    public var height: Int
    /// Why the preview did not render.
    public var error: String?

    /// A record with every field given; `error` is `nil` for an image that rendered.
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
