import Foundation
import VitroBase

/// Renders previews in variants: the images `vitro preview` writes and
/// `assertPreviewSnapshots` compares.
public enum PreviewRenderer {
    /// `item` rendered as its traits say in `variant`.
    @MainActor public static func render(_ item: PreviewItem, variant: PreviewVariant) throws -> RasterImage {
        let device = try variant.resolvedDevice()
        return try item.preview.render(on: device, scale: variant.scale.map { CGFloat($0) }) { variant.apply(to: $0) }
    }

    /// Renders every item in every variant of `options` into `folder` as PNG, calling
    /// `progress` after each image (done, total). A preview that fails to render is listed
    /// with its error; the others go on.
    @MainActor public static func renderAll(
        _ items: [PreviewItem], options: PreviewOptions, into folder: URL,
        progress: (Int, Int, RenderedPreview) -> Void = { _, _, _ in }
    ) throws -> [RenderedPreview] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let chosen = items.filter { $0.matches(options.filter) }
        let variants = options.variants
        let total = chosen.count * variants.count
        var results: [RenderedPreview] = []
        for item in chosen {
            for variant in variants {
                var record = RenderedPreview(
                    identifier: item.identifier, module: item.module,
                    file: (item.preview.fileID as NSString).lastPathComponent, name: item.name,
                    line: item.preview.line, variant: variant.suffix, fileName: nil, width: 0, height: 0)
                do {
                    let image = try render(item, variant: variant)
                    let name = item.fileName(for: variant)
                    try image.writePNG(to: folder.appendingPathComponent(name))
                    record.fileName = name
                    record.width = image.width
                    record.height = image.height
                } catch {
                    record.error = "\(error)"
                }
                results.append(record)
                progress(results.count, total, record)
            }
        }
        return results
    }
}
