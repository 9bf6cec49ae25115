import CVitroSVG
import Foundation
import VitroImageIO
import VitroGeometry
import VitroRaster

/// A layer's image: an SVG drawn at any size by librsvg, or a bitmap.
public enum IconAsset: Sendable, Hashable {
    /// SVG bytes and the document's intrinsic size (points of the 1024-point canvas).
    case svg(Data, width: Double, height: Double)
    /// A decoded bitmap, taken to be at the canvas scale of 1 pixel per point.
    case bitmap(Pixmap)

    /// Reads a layer file: SVG (by content) or PNG/JPEG, checked and measured.
    public init(data: Data, file: String, limits: ImageLimits = .default) throws(IconError) {
        let head = data.prefix(512)
        let text = String(decoding: head, as: UTF8.self).lowercased()
        if text.contains("<svg") || text.hasPrefix("<?xml") || text.contains("<!doctype svg") {
            try SVGSafety.check(data, file: file)
            var w = 0.0
            var h = 0.0
            var message = [CChar](repeating: 0, count: Int(VITRO_SVG_ERROR_SIZE))
            let status = data.withUnsafeBytes { raw in
                vitro_svg_size(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &w, &h, &message)
            }
            guard status == 0 else {
                throw .badSVG(
                    file: file,
                    reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            guard w * h <= Double(limits.maximumPixelCount) else {
                throw .imageTooLarge(file: file, pixels: Int(min(w * h, 1e15)), limit: limits.maximumPixelCount)
            }
            self = .svg(data, width: w, height: h)
            return
        }
        do {
            let image = try RasterImage(data: data, limits: limits)
            self = .bitmap(image.pixmap(in: .sRGB))
        } catch {
            if case .tooManyPixels(let w, let h, let limit) = error {
                throw .imageTooLarge(file: file, pixels: w * h, limit: limit)
            }
            throw .badImage(file: file, reason: error.description)
        }
    }

    /// The image's size in canvas points.
    public var size: (width: Double, height: Double) {
        switch self {
        case .svg(_, let w, let h): (w, h)
        case .bitmap(let p): (Double(p.width), Double(p.height))
        }
    }

    /// The image drawn at `width` × `height` pixels (premultiplied, sRGB).
    func pixmap(width: Int, height: Int) throws(IconError) -> Pixmap {
        let w = max(1, width)
        let h = max(1, height)
        switch self {
        case .svg(let data, _, _):
            var pixels = [UInt8](repeating: 0, count: w * h * 4)
            var message = [CChar](repeating: 0, count: Int(VITRO_SVG_ERROR_SIZE))
            let status = data.withUnsafeBytes { raw in
                vitro_svg_render(
                    raw.bindMemory(to: UInt8.self).baseAddress, raw.count, Int32(w), Int32(h), &pixels, &message)
            }
            guard status == 0 else {
                throw .badSVG(
                    file: "layer",
                    reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            if let p = try? Pixmap(width: w, height: h, premultipliedRGBA: pixels) { return p }
            return try blankPixmap(w, h)
        case .bitmap(let p):
            var out = try blankPixmap(w, h)
            let t = Transform2D(
                a: Double(w) / Double(p.width), b: 0, c: 0, d: Double(h) / Double(p.height), tx: 0, ty: 0)
            Compositor().draw([.image(p, t, bilinear: true, opacity: 1)], into: &out, isClear: true)
            return out
        }
    }
}
