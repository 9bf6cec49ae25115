import Foundation
import Testing

@testable import VitroRaster

/// Glass's frost against an exact Gaussian in linear light, and its lens.
@Suite struct LinearFrostTests {
    static func decode(_ v: UInt8) -> Double {
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func encode(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
    }

    /// An opaque scene with thin bright lines over a dark ground and a color ramp: what glass
    /// frosts most often, and where encoded and linear blurs differ most.
    static func scene(width: Int = 160, height: Int = 120) -> Pixmap {
        var p = try! Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let line = x % 16 == 0 || y % 16 == 0
                let ramp = UInt8(x * 255 / max(1, width - 1))
                p[x, y] = line ? SIMD4(235, 240, 250, 255) : SIMD4(16 + ramp / 8, 24, 32 + UInt8(y % 64), 255)
            }
        }
        return p
    }

    /// The exact frost: decode, a separable Gaussian in Double out to 5σ with the image's edge
    /// extended, encode; values of `rect` as 0…255 (RGB per pixel).
    static func exact(_ p: Pixmap, sigma: Double, rect: PixelRect) -> [Double] {
        let r = Int((5 * sigma).rounded(.up))
        var w = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let s = w.reduce(0, +)
        w = w.map { $0 / s }
        // Decoded once, then the horizontal pass over every row the vertical pass reads.
        let lin = p.data.map(decode)
        func at(_ x: Int, _ y: Int, _ c: Int) -> Double {
            lin[(min(max(y, 0), p.height - 1) * p.width + min(max(x, 0), p.width - 1)) * 4 + c]
        }
        let rows = rect.height + 2 * r
        var tmp = [Double](repeating: 0, count: rows * rect.width * 3)
        for j in 0..<rows {
            for x in 0..<rect.width {
                for c in 0..<3 {
                    var acc = 0.0
                    for i in -r...r { acc += w[i + r] * at(rect.x + x + i, rect.y - r + j, c) }
                    tmp[(j * rect.width + x) * 3 + c] = acc
                }
            }
        }
        var out: [Double] = []
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                for c in 0..<3 {
                    var acc = 0.0
                    for k in 0...(2 * r) { acc += w[k] * tmp[((y + k) * rect.width + x) * 3 + c] }
                    out.append(encode(acc))
                }
            }
        }
        return out
    }

    static func psnr(_ p: Pixmap, _ reference: [Double], rect: PixelRect) -> Double {
        var se = 0.0
        var i = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                for c in 0..<3 {
                    let d = Double(p[x, y][c]) - reference[i]
                    se += d * d
                    i += 1
                }
            }
        }
        let mse = se / Double(max(i, 1))
        return mse > 0 ? 10 * log10(255 * 255 / mse) : 99
    }

    /// At least 42 dB against the exact linear-light Gaussian, at full resolution and through
    /// the reduced path (σ ≥ 4 px): measured 58.7, 59.2, 51.0 and 43.7 dB at σ 1.5, 3.9, 5.6
    /// and 12 px, where the encoded blur of the materials gives about 17 dB on these thin lines.
    @Test(arguments: [1.5, 3.9, 5.6, 12.0])
    func matchesAnExactGaussianInLinearLight(_ sigma: Double) {
        let source = Self.scene()
        let rect = PixelRect(x: 40, y: 30, width: 72, height: 56)
        let reference = Self.exact(source, sigma: sigma, rect: rect)
        var frosted = source
        LinearFrost.apply(to: &frosted, in: rect, sigma: sigma, matrix: nil, threads: 2)
        let linear = Self.psnr(frosted, reference, rect: rect)
        #expect(linear >= 42, "σ \(sigma): \(linear) dB")
        // The encoded blur misses the same reference by far more: this is what the frost is for.
        var encoded = source
        encoded.apply(BackdropFilter(sigma: sigma), in: rect, edges: .extend, threads: 2)
        let gamma = Self.psnr(encoded, reference, rect: rect)
        #expect(gamma < linear - 6, "σ \(sigma): encoded \(gamma) dB, linear \(linear) dB")
        // Nothing outside the region changes.
        #expect(frosted[rect.x - 1, rect.y] == source[rect.x - 1, rect.y])
        #expect(frosted[rect.maxX, rect.maxY - 1] == source[rect.maxX, rect.maxY - 1])
    }

    /// The same bytes for one thread or several.
    @Test func bytesDoNotDependOnThreads() {
        let rect = PixelRect(x: 8, y: 8, width: 140, height: 100)
        var one = Self.scene()
        var two = one
        LinearFrost.apply(to: &one, in: rect, sigma: 6, matrix: .saturation(1.2), threads: 1)
        LinearFrost.apply(to: &two, in: rect, sigma: 6, matrix: .saturation(1.2), threads: 2)
        #expect(one.data == two.data)
    }

    /// Transparent pixels add nothing and a uniform translucent color stays itself (decoded and
    /// encoded straight, not premultiplied).
    @Test func translucentPixelsKeepTheirColor() {
        var p = try! Pixmap(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 { p[x, y] = x < 32 ? SIMD4(60, 90, 120, 128) : SIMD4(0, 0, 0, 0) }
        }
        let rect = PixelRect(x: 0, y: 0, width: 64, height: 64)
        LinearFrost.apply(to: &p, in: rect, sigma: 3, matrix: nil, threads: 1)
        let inside = p[8, 30]
        #expect(abs(Int(inside.x) - 60) <= 1 && abs(Int(inside.y) - 90) <= 1 && abs(Int(inside.z) - 120) <= 1)
        #expect(abs(Int(inside.w) - 128) <= 1)
        #expect(p[60, 30] == SIMD4(0, 0, 0, 0))
        for y in 0..<64 {
            for x in 0..<64 { #expect(p[x, y].x <= p[x, y].w, "premultiplied at \(x), \(y)") }
        }
    }

    /// The lens magnifies about its center: a bright dot 30 px right of it is drawn 10 % farther out.
    @Test func lensMagnifiesAboutItsCenter() {
        var p = try! Pixmap(width: 120, height: 60)
        for y in 0..<60 {
            for x in 0..<120 { p[x, y] = SIMD4(0, 0, 0, 255) }
        }
        for y in 29...30 {
            for x in 89...90 { p[x, y] = SIMD4(255, 255, 255, 255) }
        }
        func peak(_ magnification: Double) -> Int {
            var q = p
            LinearFrost.apply(
                to: &q, in: PixelRect(x: 0, y: 0, width: 120, height: 60), sigma: 2, matrix: nil, threads: 1,
                lens: LinearFrost.Lens(center: SIMD2(60, 30), magnification: magnification))
            return (0..<120).max { q[$0, 29].x < q[$1, 29].x }!
        }
        // The dot's middle is at 90.0 (pixels 89 and 90); magnified, at 60 + 30 × 1.1 = 93.0.
        #expect((89...90).contains(peak(1)))
        #expect((92...93).contains(peak(1.1)))
    }

    /// A non-finite or zero σ leaves the image as it was.
    @Test func nothingToFrostChangesNothing() {
        let source = Self.scene(width: 32, height: 32)
        for sigma in [0, -1, .nan, .infinity] {
            var p = source
            LinearFrost.apply(
                to: &p, in: PixelRect(x: 0, y: 0, width: 32, height: 32), sigma: sigma, matrix: nil, threads: 1)
            #expect(p.data == source.data, "σ \(sigma)")
        }
    }
}
