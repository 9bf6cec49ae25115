extension Pixmap {
    /// Scales every pixel by its coverage (zero outside it): a clip.
    mutating func multiplyAlpha(by coverage: PathCoverage) {
        let w = width
        let h = height
        let r = coverage.rect.intersection(bounds)
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for y in 0..<h {
                let row = px.baseAddress! + y * w
                guard y >= r.y, y < r.maxY, !r.isEmpty else {
                    row.update(repeating: 0, count: w)
                    continue
                }
                if r.x > 0 { row.update(repeating: 0, count: r.x) }
                if r.maxX < w { (row + r.maxX).update(repeating: 0, count: w - r.maxX) }
                guard let mask = coverage.mask else { continue }
                for x in r.x..<r.maxX {
                    let c = coverageByte(mask[x, y])
                    if c < 255 { row[x] = scalePixel(row[x], c) }
                }
            }
        }
    }

    /// Scales every pixel by the alpha of the same pixel of `m` (a pixmap of the same size).
    mutating func multiplyAlpha(byAlphaOf m: Pixmap) {
        guard m.width == width, m.height == height else { return }
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            m.data.withUnsafeBytes { mraw in
                let mp = mraw.bindMemory(to: UInt32.self)
                for i in px.indices {
                    let a = mp[i] >> 24
                    if a < 255 { px[i] = scalePixel(px[i], a) }
                }
            }
        }
    }

    /// Replaces colors by the premultiplied `color`, scaled by each pixel's alpha (a shadow).
    mutating func tint(with color: SIMD4<Float>) {
        let c = Pixmap.pack(Pixmap.quantize(color))
        data.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in px.indices { px[i] = scalePixel(c, px[i] >> 24) }
        }
    }
}
