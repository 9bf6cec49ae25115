import Foundation
import VitroImageIO

@testable import VitroRaster

/// The reference a blur is measured against: a separable Gaussian in Double, sampled out to 5σ
/// and normalized, with the same edge rules, rounded once at the end.
enum ExactGaussian {
    static func blur(_ p: Pixmap, sigma: Double, rect: PixelRect, edges: BlurEdgeMode) -> [Double] {
        let r = Int((5 * sigma).rounded(.up))
        var w = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let s = w.reduce(0, +)
        w = w.map { $0 / s }
        func map(_ v: Int, _ lo: Int, _ hi: Int, _ canvas: Int) -> Int {
            switch edges {
            case .extend: return min(max(v, 0), canvas - 1)
            case .transparent: return v >= lo && v < hi ? v : -1
            case .mirror:
                let n = hi - lo
                var t = (v - lo) % (2 * n)
                if t < 0 { t += 2 * n }
                return lo + (t < n ? t : 2 * n - 1 - t)
            }
        }
        // Horizontal pass over the rows the vertical pass reads.
        let rows = rect.height + 2 * r
        var tmp = [Double](repeating: 0, count: rows * rect.width * 4)
        for j in 0..<rows {
            let sy = map(rect.y - r + j, rect.y, rect.maxY, p.height)
            if sy < 0 { continue }
            for x in 0..<rect.width {
                for k in 0...(2 * r) {
                    let sx = map(rect.x + x - r + k, rect.x, rect.maxX, p.width)
                    if sx < 0 { continue }
                    let px = p[sx, sy]
                    for c in 0..<4 { tmp[(j * rect.width + x) * 4 + c] += w[k] * Double(px[c]) }
                }
            }
        }
        var out = [Double](repeating: 0, count: rect.width * rect.height * 4)
        for y in 0..<rect.height {
            for i in 0..<(rect.width * 4) {
                var acc = 0.0
                for k in 0...(2 * r) { acc += w[k] * tmp[(y + k) * rect.width * 4 + i] }
                out[y * rect.width * 4 + i] = acc
            }
        }
        return out
    }

    /// PSNR in dB of the pixmap's bytes in `rect` (color channels) against the reference values.
    static func psnr(_ p: Pixmap, _ reference: [Double], rect: PixelRect) -> Double {
        var se = 0.0
        var n = 0
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let px = p[rect.x + x, rect.y + y]
                for c in 0..<3 {
                    let d = Double(px[c]) - reference[(y * rect.width + x) * 4 + c].rounded()
                    se += d * d
                    n += 1
                }
            }
        }
        return se == 0 ? .infinity : 10 * log10(255 * 255 / (se / Double(n)))
    }
}

enum TestImages {
    /// Hard edges: rectangles of saturated colors and black and white, some translucent.
    static func synthetic(width: Int = 80, height: Int = 64) -> Pixmap {
        var p = try! Pixmap(width: width, height: height)
        p.clear(to: .init(128, 128, 128))
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let colors: [SIMD4<UInt8>] = [
            [0, 0, 0, 255], [255, 255, 255, 255], [255, 40, 60, 255], [0, 136, 255, 255], [40, 200, 90, 200],
            [250, 200, 0, 128],
        ]
        for _ in 0..<40 {
            let x = next(width)
            let y = next(height)
            let w = 2 + next(30)
            let h = 2 + next(30)
            let c = colors[next(colors.count)]
            for yy in y..<min(height, y + h) { for xx in x..<min(width, x + w) { p[xx, yy] = c } }
        }
        return p
    }

    /// A 96×96 crop of a photograph (NASA, public domain).
    static func photo() -> Pixmap {
        let url = Bundle.module.url(forResource: "photo-96", withExtension: "png", subdirectory: "Fixtures")!
        return try! RasterImage(contentsOf: url).pixmap()
    }
}
