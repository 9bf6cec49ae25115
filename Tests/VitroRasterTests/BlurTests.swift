import Testing
import VitroColor

@testable import VitroRaster

@Suite struct BlurTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let sigma: Double
        let edges: BlurEdgeMode
        let photo: Bool
        let sub: Bool
        var testDescription: String { "σ \(sigma) \(edges) \(photo ? "photo" : "synthetic")\(sub ? " region" : "")" }
    }

    static let cases: [Case] =
        [0.6, 1.5, 3, 4.9, 6, 12].flatMap { s in
            BlurEdgeMode.allCases.flatMap { e in
                [Case(sigma: s, edges: e, photo: false, sub: false), Case(sigma: s, edges: e, photo: true, sub: true)]
            }
        } + [
            Case(sigma: 24, edges: .extend, photo: true, sub: false),
            Case(sigma: 24, edges: .mirror, photo: false, sub: true),
        ]

    @Test(arguments: cases)
    func blurIsWithin50dBOfAnExactGaussian(_ c: Case) {
        var p = c.photo ? TestImages.photo() : TestImages.synthetic()
        let rect = c.sub ? PixelRect(x: 13, y: 9, width: p.width - 30, height: p.height - 20) : p.bounds
        let reference = ExactGaussian.blur(p, sigma: c.sigma, rect: rect, edges: c.edges)
        let before = p
        p.blur(sigma: c.sigma, in: rect, edges: c.edges)
        let psnr = ExactGaussian.psnr(p, reference, rect: rect)
        // Small σ is computed directly: exact but for 4σ truncation and rounding.
        #expect(psnr >= (c.sigma < 5 ? 55 : 50), "\(c.testDescription): \(psnr) dB")
        // Nothing outside the region changes.
        for y in 0..<p.height {
            for x in 0..<p.width where !(x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY) {
                if p[x, y] != before[x, y] {
                    Issue.record("pixel (\(x), \(y)) outside the region changed")
                    return
                }
            }
        }
    }

    @Test func veryLargeSigmaStaysAccurate() {
        var p = TestImages.synthetic(width: 40, height: 32)
        let reference = ExactGaussian.blur(p, sigma: 250, rect: p.bounds, edges: .transparent)
        p.blur(sigma: 250, edges: .transparent)
        #expect(ExactGaussian.psnr(p, reference, rect: p.bounds) >= 50)
    }

    @Test func theBytesAreTheSameForAnyThreadCount() {
        for sigma in [2.5, 9.0, 30.0] {
            let src = TestImages.photo()
            let one = src.blurred(sigma: sigma, threads: 1)
            for t in [2, 3, 7] {
                #expect(src.blurred(sigma: sigma, threads: t) == one, "σ \(sigma), \(t) threads")
            }
        }
    }

    @Test func badSigmaChangesNothing() {
        let src = TestImages.synthetic()
        for s in [0.0, -3, .nan, -.infinity] {
            #expect(src.blurred(sigma: s) == src)
        }
        var huge = src
        huge.blur(sigma: .infinity)
        #expect(huge == src)
        // An absurd finite σ is bounded by the canvas: it finishes, with memory to spare.
        var enormous = src
        enormous.blur(sigma: 1e12)
        #expect(enormous.width == src.width)
    }

    @Test(arguments: [
        RGBColor(30, 120, 220, alpha: 0.5), RGBColor(255, 255, 255), RGBColor(0, 0, 0), RGBColor(128, 128, 128),
    ])
    func aUniformImageStaysUniform(_ color: RGBColor) throws {
        var p = try Pixmap(width: 50, height: 40)
        p.clear(to: color)
        let before = p
        for s in [1.0, 7, 12, 40] {
            for e in [BlurEdgeMode.extend, .mirror] {
                var q = before
                q.blur(sigma: s, edges: e)
                #expect(q == before, "σ \(s) \(e): \(q[25, 20]) vs \(before[25, 20])")
            }
        }
    }

    @Test func planChoosesDirectBelowFiveAndReducesAbove() {
        #expect(BlurPlan(sigma: 4.9).factor == 1)
        #expect(BlurPlan(sigma: 20).factor == 8)
        #expect(BlurPlan(sigma: 60).factor == 24)
    }
}
