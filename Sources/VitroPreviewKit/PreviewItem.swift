import Foundation
import VitroBase

/// A preview to render: a `#Preview` found by `PreviewRegistry`, or a `PreviewProvider`'s
/// `previews`, with the name `vitro preview` gives its images.
public struct PreviewItem {
    /// The preview, its `fileID` naming the module the user wrote it in.
    public let preview: Preview
    /// Where a `PreviewProvider` came from (its type's name), `nil` for a `#Preview`.
    public let providerType: String?

    /// A preview to render; `providerType` names the `PreviewProvider` type it came from, if any.
    public init(preview: Preview, providerType: String? = nil) {
        self.preview = preview
        self.providerType = providerType
    }

    /// The module the preview is declared in.
    public var module: String { preview.module }
    /// The file's name without `.swift`.
    public var fileStem: String {
        let file = (preview.fileID as NSString).lastPathComponent
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
    /// The preview's name: its `#Preview("name")`, the provider's type name, or `line-N`.
    public var name: String { preview.name ?? providerType ?? "line-\(preview.line)" }

    /// `Module-File-Name`, each part made safe for a file name; the images add the variant.
    /// Only letters, digits, `_` and `-` appear: what SnapshotTesting keeps of a name.
    public var identifier: String {
        [module, fileStem, name].map(PreviewItem.slug).joined(separator: "-")
    }

    /// The image's name for `variant`, without extension: `Module-File-Name-light`.
    public func imageName(for variant: PreviewVariant) -> String {
        identifier + "-" + variant.suffix
    }

    /// The PNG's file name for `variant`: `Module-File-Name-light.png`.
    public func fileName(for variant: PreviewVariant) -> String {
        imageName(for: variant) + ".png"
    }

    /// Letters, digits, `-` and `_` kept; spaces and anything else become `-`, runs merged.
    public static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let keep = (scalar.isASCII && CharacterSet.alphanumerics.contains(scalar)) || scalar == "_"
            if keep {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "preview" : trimmed
    }

    /// Whether `filter` (case-insensitive) occurs in the module, file or name.
    public func matches(_ filter: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return [module, fileStem, name, identifier].contains { $0.localizedCaseInsensitiveContains(filter) }
    }
}
