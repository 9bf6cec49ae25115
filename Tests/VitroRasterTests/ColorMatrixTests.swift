import Testing
import VitroColor

@testable import VitroRaster

@Suite struct ColorMatrixTests {
    @Test func saturationOneIsIdentityAndZeroIsGray() throws {
        var p = try Pixmap(width: 1, height: 1)
        p.clear(to: RGBColor(200, 40, 90))
        var q = p
        q.apply(.saturation(1))
        #expect(q == p)
        q.apply(.saturation(0))
        let g = q[0, 0]
        #expect(g.x == g.y && g.y == g.z)
    }

    @Test func concatenationEqualsApplyingInTurn() {
        let a = ColorMatrix.saturation(1.8)
        let b = ColorMatrix.brightness(0.1)
        let c = SIMD4<Float>(0.3, 0.5, 0.7, 1)
        let both = b.concatenating(after: a).apply(c)
        let turn = b.apply(a.apply(c))
        #expect(abs((both - turn).max()) < 1e-6 && abs((both - turn).min()) < 1e-6)
    }

    @Test func saturateMatchesTheSpecFormula() {
        // feColorMatrix saturate, s = 1.8, on (0.5, 0.25, 0.75): R' = (0.213+0.787s)R + …
        let s: Float = 1.8
        let c = SIMD4<Float>(0.5, 0.25, 0.75, 1)
        let r = (0.213 + 0.787 * s) * 0.5 + (0.715 - 0.715 * s) * 0.25 + (0.072 - 0.072 * s) * 0.75
        #expect(abs(ColorMatrix.saturation(s).apply(c).x - r) < 1e-6)
    }
}
