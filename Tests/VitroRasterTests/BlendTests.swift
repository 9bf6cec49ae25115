import Testing
import VitroColor

@testable import VitroRaster

@Suite struct BlendTests {
    /// Pixel pairs chosen to reach every branch: black, white, mid values, the 0.25 and 0.5
    /// thresholds of soft and hard light, translucency on both sides.
    static let pairs: [((Double, Double, Double), Double, (Double, Double, Double), Double)] = [
        ((0.8, 0.3, 0.1), 1, (0.2, 0.6, 0.9), 1),
        ((0.1, 0.9, 0.5), 0.6, (0.7, 0.2, 0.25), 1),
        ((1, 1, 1), 0.5, (0, 0, 0), 0.8),
        ((0, 0, 0), 1, (1, 1, 1), 1),
        ((0.4, 0.4, 0.8), 0.3, (0.5, 0.1, 0.7), 0.4),
        ((0.6, 0.2, 0.45), 1, (0.2, 0.2, 0.2), 0.5),
        ((0.9, 0.05, 0.7), 0.75, (0.95, 0.85, 0.1), 0.9),
        ((0.3, 0.7, 0.2), 0, (0.4, 0.5, 0.6), 1),
    ]

    @Test(arguments: BlendOperation.allCases)
    func pixmapBlendMatchesTheW3CFormulas(_ mode: BlendOperation) throws {
        for (cs, sa, cb, ab) in Self.pairs {
            // Quantize the inputs exactly as the pixmap stores them, then compare to the formula.
            func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
            let pb = (q(cb.0 * ab), q(cb.1 * ab), q(cb.2 * ab))
            let qab = q(ab)
            let ucb = qab > 0 ? (pb.0 / qab, pb.1 / qab, pb.2 / qab) : (0, 0, 0)
            var pixmap = try Pixmap(width: 1, height: 1)
            pixmap[0, 0] = SIMD4(UInt8(pb.0 * 255), UInt8(pb.1 * 255), UInt8(pb.2 * 255), UInt8(qab * 255))
            let source = RGBColor(red: cs.0, green: cs.1, blue: cs.2, alpha: sa)
            pixmap.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), with: source, blend: mode)
            let (rgb, a) = W3C.composite(mode, cs: cs, as: sa, cb: ucb, ab: qab)
            let got = pixmap[0, 0]
            let want = [rgb.0, rgb.1, rgb.2, a].map { min(max($0, 0), 1) * 255 }
            for i in 0..<4 {
                // Alpha can round the source by half a step; colors inherit it.
                #expect(
                    abs(Double(got[i]) - want[i]) <= 1.01,
                    "\(mode) \(cs)@\(sa) over \(cb)@\(ab): channel \(i) \(got) vs \(want)")
            }
        }
    }

    @Test func sourceOverOnOpaqueIsTheUsualMix() throws {
        var p = try Pixmap(width: 2, height: 1)
        p.clear(to: RGBColor(0, 0, 255))
        p.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), with: RGBColor(255, 0, 0, alpha: 0.5))
        #expect(p[0, 0] == SIMD4(128, 0, 128, 255))
        #expect(p[1, 0] == SIMD4(0, 0, 255, 255))
    }

    @Test func imageDrawBlendsTheSameAsAFill() throws {
        var src = try Pixmap(width: 4, height: 4)
        src.clear(to: RGBColor(200, 100, 50, alpha: 0.7))
        for mode in BlendOperation.allCases {
            var a = try Pixmap(width: 4, height: 4)
            var b = try Pixmap(width: 4, height: 4)
            a.clear(to: RGBColor(30, 160, 220, alpha: 0.9))
            b.clear(to: RGBColor(30, 160, 220, alpha: 0.9))
            a.draw(src, atX: 0, y: 0, blend: mode)
            b.fill(b.bounds, with: src.color(atX: 0, y: 0), blend: mode)
            #expect(a == b, "\(mode)")
        }
    }
}

extension BlendTests {
    @Test func nonFiniteValuesQuantizeToZeroInsteadOfTrapping() {
        #expect(Pixmap.quantize(SIMD4(.nan, .infinity, -.infinity, .nan)) == SIMD4(0, 0, 0, 0))
        #expect(Pixmap.quantize(SIMD4(.nan, 0.5, 2, 1)) == SIMD4(0, 128, 255, 255))
        #expect(Pixmap.quantize(SIMD4(0.9, 0.9, 0.9, 0.5)) == SIMD4(128, 128, 128, 128))
    }
}
