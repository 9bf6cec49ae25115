import VitroBase

extension RasterImage {
    /// The frames at `fractions` of the way through `frames` (0 the first, 1 the last), laid out
    /// left to right in rows of `columns` with `gap` transparent pixels between them: a still
    /// of an animation for a README.
    static func strip(_ frames: [RasterImage], at fractions: [Double], columns: Int, gap: Int) throws
        -> RasterImage
    {
        guard let first = frames.first, !fractions.isEmpty, columns > 0 else { throw ImageIOError.zeroSize }
        let picked = fractions.map { f in
            frames[Int((min(max(f, 0), 1) * Double(frames.count - 1)).rounded())]
        }
        let across = min(columns, picked.count)
        let rows = (picked.count + across - 1) / across
        let width = across * first.width + (across - 1) * gap
        let height = rows * first.height + (rows - 1) * gap
        var out = try Pixmap(width: width, height: height)
        for (k, frame) in picked.enumerated() {
            let p = frame.pixmap()
            let x0 = (k % across) * (first.width + gap)
            let y0 = (k / across) * (first.height + gap)
            let n = min(p.width, first.width) * 4
            for y in 0..<min(p.height, first.height) {
                let src = y * p.width * 4
                let dst = ((y0 + y) * width + x0) * 4
                out.data.replaceSubrange(dst..<dst + n, with: p.data[src..<src + n])
            }
        }
        return RasterImage(out)
    }
}
