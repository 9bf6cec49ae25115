import VitroRaster

extension Pixmap {
    /// The smallest rectangle holding every pixel with alpha, grown by `margin` and kept inside
    /// the pixmap; `nil` when every pixel is transparent.
    func opaqueBounds(margin: Int = 0) -> PixelRect? {
        var x0 = width
        var y0 = height
        var x1 = -1
        var y1 = -1
        data.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = y * width * 4
                var first = -1
                for x in 0..<width where p[row + x * 4 + 3] != 0 {
                    first = x
                    break
                }
                guard first >= 0 else { continue }
                var last = first
                for x in stride(from: width - 1, through: first, by: -1) where p[row + x * 4 + 3] != 0 {
                    last = x
                    break
                }
                x0 = Swift.min(x0, first)
                x1 = Swift.max(x1, last)
                y0 = Swift.min(y0, y)
                y1 = y
            }
        }
        guard x1 >= 0 else { return nil }
        return PixelRect(
            x: x0 - margin, y: y0 - margin, width: x1 - x0 + 1 + 2 * margin, height: y1 - y0 + 1 + 2 * margin
        )
        .intersection(bounds)
    }

    /// Copies `source` over the pixels at (`x`, `y`), replacing them (no blending).
    mutating func replace(with source: Pixmap, atX x: Int, y: Int) {
        let r = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !r.isEmpty else { return }
        for row in r.y..<r.maxY {
            let s = ((row - y) * source.width + (r.x - x)) * 4
            let d = (row * width + r.x) * 4
            data.replaceSubrange(d..<d + r.width * 4, with: source.data[s..<s + r.width * 4])
        }
    }
}
