import Testing
import VitroColor

@testable import VitroRaster

/// A backdrop filter's blends (color dodge, overlay … run on each row as the blur writes it)
/// give the bytes of filtering first and filling the region with each color afterwards.
@Suite struct BackdropBlendTests {
    /// A circle of partial coverage at its edge, inside the image, in `rect`.
    static func disc(in rect: PixelRect) -> CoverageMask {
        let (cx, cy) = (Float(rect.x) + Float(rect.width) / 2, Float(rect.y) + Float(rect.height) / 2)
        let radius = Float(min(rect.width, rect.height)) / 2
        var values: [Float] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let dx = Float(x) + 0.5 - cx
                let dy = Float(y) + 0.5 - cy
                values.append(min(1, max(0, radius - (dx * dx + dy * dy).squareRoot())))
            }
        }
        return CoverageMask(rect: rect, values: values)
    }

    static let modes: [BlendOperation] = BlendOperation.allCases.filter { !$0.hasIntegerPath }

    /// σ 0 (color steps only), 3 (direct), 24 (reduced).
    @Test(arguments: [0.0, 3, 24])
    func blendsInTheFilterGiveTheBytesOfFillingAfterwards(_ sigma: Double) {
        let rect = PixelRect(x: 7, y: 5, width: 60, height: 50)
        let tint = SIMD4<Float>(0.7, 0.7, 0.7, 1) * 0.82
        for image in [TestImages.photo(), TestImages.synthetic()] {
            for mode in Self.modes {
                for mask in [nil, Self.disc(in: rect)] {
                    let colors = [RGBColor(0x38, 0x38, 0x38), RGBColor(255, 140, 20, alpha: 0.6)]
                    var fused = image
                    var separate = image
                    let blends = colors.map { BackdropFilter.Blend(color: image.premultiplied($0), operation: mode) }
                    fused.apply(BackdropFilter(sigma: sigma, tint: tint, blends: blends), in: rect, mask: mask)
                    separate.apply(BackdropFilter(sigma: sigma, tint: tint), in: rect, mask: mask)
                    for color in colors {
                        separate.fill(mask, rect: rect, with: color, blend: mode, overClear: false)
                    }
                    #expect(fused == separate, "σ \(sigma) \(mode) \(mask == nil ? "rect" : "disc")")
                }
            }
        }
    }

    @Test func theBytesAreTheSameForAnyThreadCount() {
        let image = TestImages.photo()
        let blends = [BackdropFilter.Blend(color: SIMD4(0.36, 0.36, 0.36, 1), operation: .colorDodge)]
        let filter = BackdropFilter(sigma: 30, blends: blends)
        var one = image
        one.apply(filter, in: image.bounds, threads: 1)
        for t in [2, 3, 7] {
            var many = image
            many.apply(filter, in: image.bounds, threads: t)
            #expect(many == one, "\(t) threads")
        }
    }
}
