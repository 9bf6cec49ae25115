import Foundation
import VitroImageIO

/// How a resizable image with cap insets or tiling fills its frame, as SwiftUI's
/// `resizable(capInsets:resizingMode:)` does: the corners outside the cap insets keep their size,
/// the edges between them stretch (or repeat) along the edge, the center stretches (or repeats)
/// both ways. Insets and tiles are in the image's points (one pixel each, as `Image` sizes a
/// raster). A tiling that would need more than `maximumTiles` draws stretches instead.
enum ImageSlices {
    /// The most tiles one image draws; past it a tiled part is stretched (a 1-pixel tile over a
    /// large frame would otherwise make millions of draws).
    static let maximumTiles = 4096

    /// The display items that draw `image` into `frame`.
    static func items(
        _ image: RasterImage, in frame: CGRect, capInsets: EdgeInsets, mode: Image.ResizingMode,
        interpolation: Image.Interpolation
    ) -> [DisplayList.Item] {
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), limit) : 0 }
        // Insets that meet or cross leave no middle: hold each pair within the image.
        let left = clamp(capInsets.leading, w)
        let right = clamp(capInsets.trailing, w - left)
        let top = clamp(capInsets.top, h)
        let bottom = clamp(capInsets.bottom, h - top)
        // In the frame, the caps keep their size unless the frame is smaller than both together.
        let sx = min(1, frame.width / max(left + right, 1e-9))
        let sy = min(1, frame.height / max(top + bottom, 1e-9))
        let xs = [0, left, w - right, w]
        let ys = [0, top, h - bottom, h]
        let fxs = [frame.minX, frame.minX + left * sx, frame.maxX - right * sx, frame.maxX]
        let fys = [frame.minY, frame.minY + top * sy, frame.maxY - bottom * sy, frame.maxY]
        var items: [DisplayList.Item] = []
        for row in 0..<3 {
            for col in 0..<3 {
                let source = CGRect(x: xs[col], y: ys[row], width: xs[col + 1] - xs[col], height: ys[row + 1] - ys[row])
                let target = CGRect(
                    x: fxs[col], y: fys[row], width: fxs[col + 1] - fxs[col], height: fys[row + 1] - fys[row])
                guard source.width >= 1, source.height >= 1, target.width > 0, target.height > 0,
                    let piece = image.cropped(to: source)
                else { continue }
                // Corners are drawn at their size; a part that is stretched along an axis tiles
                // along it in `.tile` mode.
                let tileX = mode == .tile && col == 1
                let tileY = mode == .tile && row == 1
                items += tiles(piece, source.size, in: target, tileX: tileX, tileY: tileY, interpolation)
            }
        }
        return items
    }

    /// `piece` (whose size in points is `size`) repeated from `target`'s top left along the axes
    /// asked, clipped to `target`; stretched along the others.
    static func tiles(
        _ piece: RasterImage, _ size: CGSize, in target: CGRect, tileX: Bool, tileY: Bool,
        _ interpolation: Image.Interpolation
    ) -> [DisplayList.Item] {
        let tw = tileX ? size.width : target.width
        let th = tileY ? size.height : target.height
        let columns = Int((target.width / tw).rounded(.up))
        let rows = Int((target.height / th).rounded(.up))
        guard tileX || tileY, columns * rows <= maximumTiles else {
            return [.image(piece, target, interpolation, opacity: 1)]
        }
        var draws: [DisplayList.Item] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let rect = CGRect(
                    x: target.minX + CGFloat(c) * tw, y: target.minY + CGFloat(r) * th, width: tw, height: th)
                draws.append(.image(piece, rect, interpolation, opacity: 1))
            }
        }
        var clip = GroupEffects()
        clip.clip = Path(target)
        return [.group(clip, draws)]
    }
}

extension RasterImage {
    /// The pixels inside `rect` (whole pixels, within the image) as an image of their own.
    func cropped(to rect: CGRect) -> RasterImage? {
        let x0 = max(0, Int(rect.minX.rounded()))
        let y0 = max(0, Int(rect.minY.rounded()))
        let x1 = min(width, Int(rect.maxX.rounded()))
        let y1 = min(height, Int(rect.maxY.rounded()))
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
        var out: [UInt16] = []
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            out += samples[((y * width + x0) * 4)..<((y * width + x1) * 4)]
        }
        return try? RasterImage(
            width: x1 - x0, height: y1 - y0, colorSpace: colorSpace, bitDepth: bitDepth, samples: out)
    }
}
