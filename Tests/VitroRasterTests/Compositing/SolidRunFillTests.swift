import Foundation
import Testing
import VitroColor
import VitroGeometry

@testable import VitroRaster

/// A large path's fill drawn run by run from its accumulation rows gives, byte for byte, what its
/// coverage mask blended pixel by pixel gives (chunk by chunk, as the fill is cut).
@Suite struct SolidRunFillTests {
    /// Rounded rectangles, a circle, a self-crossing star, a ring (a hole) and a shape partly
    /// outside the pixmap.
    static func paths() -> [BezierPath] {
        var star = BezierPath()
        for i in 0..<5 {
            let a = Double(i) * 4 * .pi / 5 - .pi / 2
            let p = Point2D(x: 155 + 130 * cos(a), y: 125 + 115 * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var ring = BezierPath()
        ring.addEllipse(in: Rect2D(x: 20, y: 15, width: 260, height: 220))
        ring.addEllipse(in: Rect2D(x: 80.5, y: 60.25, width: 140, height: 125))
        // Points far beyond the pixmap, above and below.
        var far = BezierPath()
        far.move(to: Point2D(x: 3, y: -1e12))
        far.addLine(to: Point2D(x: 290, y: 1e12))
        far.addLine(to: Point2D(x: 12.5, y: 200.5))
        far.closeSubpath()
        return [
            far,
            CompositorTests.roundedRect(Rect2D(x: 5.3, y: 3.6, width: 290, height: 235), 30),
            CompositorTests.roundedRect(Rect2D(x: 0, y: 0, width: 300, height: 245), 18),
            ellipse(Rect2D(x: 10.7, y: 5.1, width: 280, height: 234)), star, ring,
            ellipse(Rect2D(x: -100.4, y: -75.2, width: 350, height: 300)),
        ]
    }

    static func ellipse(_ r: Rect2D) -> BezierPath {
        var p = BezierPath()
        p.addEllipse(in: r)
        return p
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], [1, 2])
    func runsGiveTheBytesOfTheMask(_ rule: FillRule, _ threads: Int) throws {
        var backdrop = try Pixmap(width: 300, height: 245)
        for y in 0..<245 {
            for x in 0..<300 {
                let a = UInt8((x + y) % 256)
                // Premultiplied: no channel above alpha.
                backdrop[x, y] = SIMD4(UInt8(x % 200) / 2 & a, UInt8(y % 256) & a, a / 3, a)
            }
        }
        let colors = [
            RGBColor(250, 120, 30), RGBColor(250, 120, 30, alpha: 0.8), RGBColor(10, 200, 90, alpha: 0.02),
            RGBColor(0, 0, 0, alpha: 0),
        ]
        for (p, path) in Self.paths().enumerated() {
            for color in colors {
                for (blend, overClear) in [(BlendOperation.normal, false), (.multiply, false), (.normal, true)] {
                    let rect = PathCoverage.pixelBounds(path).intersection(backdrop.bounds)
                    var runs = backdrop
                    let filled = runs.fillChunked(
                        path, rule: rule, rect: rect, color: color, blend: blend, overClear: overClear,
                        threads: threads)
                    #expect(filled)
                    var masked = backdrop
                    let flat = PathRasterizer.Flattened(path)
                    var y = rect.y / pathFillChunkRows * pathFillChunkRows
                    while y < rect.maxY {
                        let band = PixelRect(
                            x: rect.x, y: max(rect.y, y), width: rect.width,
                            height: min(rect.maxY, y + pathFillChunkRows) - max(rect.y, y))
                        let mask = PathRasterizer.coverage(of: flat, rule: rule, clip: band)
                        let r = mask.rect.intersection(band)
                        if !r.isEmpty {
                            _ = masked.fillInteger(
                                masked.premultiplied(color), rect: r, mask: mask, blend: blend, overClear: overClear,
                                threads: 1)
                        }
                        y += pathFillChunkRows
                    }
                    #expect(runs == masked, "path \(p), \(color), \(blend), over clear \(overClear)")
                }
            }
        }
    }
}
