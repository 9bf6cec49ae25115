import Testing
import VitroColor
import VitroGeometry

@testable import VitroRaster

/// The Porter–Duff modes that replace the backdrop are bounded by the shape, as in Core
/// Graphics: a pixel the shape misses keeps its color (float residue of the coverage
/// included), the inside takes the mode's result, an edge pixel lies between.
@Suite struct BoundedPorterDuffTests {
    static let backdrop = SIMD4<UInt8>(200, 100, 50, 255)

    @Test(arguments: [BlendOperation.clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop])
    func pixelsTheShapeMissesKeepTheirColor(_ mode: BlendOperation) throws {
        var p = BezierPath()
        p.addEllipse(in: Rect2D(x: 40, y: 40, width: 160, height: 160))
        var px = try Pixmap(width: 240, height: 240)
        for y in 0..<240 { for x in 0..<240 { px[x, y] = Self.backdrop } }
        let color = RGBColor(0, 0, 255, alpha: 0.8)
        px.fill(p, with: color, blend: mode)
        var changed = 0
        for y in 0..<240 {
            for x in 0..<240 {
                let dx = Double(x) + 0.5 - 120
                let dy = Double(y) + 0.5 - 120
                if dx * dx + dy * dy > 82 * 82, px[x, y] != Self.backdrop { changed += 1 }
            }
        }
        #expect(changed == 0, "\(mode): \(changed) pixels outside the circle changed")
        // The inside is the mode's result over the backdrop.
        let inside = mode.blend(
            source: SIMD4<Float>(0, 0, 0.8, 0.8), backdrop: SIMD4<Float>(200, 100, 50, 255) / 255)
        let center = px[120, 120]
        for k in 0..<4 { #expect(abs(Float(center[k]) - inside[k] * 255) <= 1, "\(mode) channel \(k): \(center)") }
    }
}
