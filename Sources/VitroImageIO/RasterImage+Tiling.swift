import Foundation

extension RasterImage {
    /// A `width` × `height` image covered by tiles of this image's pixels in `source` (whole
    /// pixels within the image), each tile `tileWidth` × `tileHeight` output pixels, repeated
    /// from the top left and sampled nearest (what SwiftUI's `ImagePaint` fills with). Nil for
    /// an empty source, a tile of no size or an image of no pixels.
    public func tiled(
        source: (x: Int, y: Int, width: Int, height: Int), tileWidth: Double, tileHeight: Double, width w: Int,
        height h: Int
    ) -> RasterImage? {
        let sx0 = max(0, min(width - 1, source.x))
        let sy0 = max(0, min(height - 1, source.y))
        let sw = max(0, min(width - sx0, source.width))
        let sh = max(0, min(height - sy0, source.height))
        guard sw > 0, sh > 0, w > 0, h > 0, tileWidth.isFinite, tileHeight.isFinite, tileWidth > 0, tileHeight > 0
        else { return nil }
        let src = samples
        var out = [UInt16](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let ty = (Double(y) + 0.5).truncatingRemainder(dividingBy: tileHeight) / tileHeight
            let row = sy0 + min(sh - 1, Int(ty * Double(sh)))
            for x in 0..<w {
                let tx = (Double(x) + 0.5).truncatingRemainder(dividingBy: tileWidth) / tileWidth
                let column = sx0 + min(sw - 1, Int(tx * Double(sw)))
                let s = (row * width + column) * 4
                let d = (y * w + x) * 4
                out[d] = src[s]
                out[d + 1] = src[s + 1]
                out[d + 2] = src[s + 2]
                out[d + 3] = src[s + 3]
            }
        }
        return try? RasterImage(width: w, height: h, colorSpace: colorSpace, bitDepth: bitDepth, samples: out)
    }
}
