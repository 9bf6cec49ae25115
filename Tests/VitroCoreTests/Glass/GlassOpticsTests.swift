import Foundation
import Testing
import Vitro
import VitroTestSupport

/// Refraction through the bezel, measured over stripes under `.clear`.
@MainActor
@Suite struct GlassOpticsTests {
    /// The documented profile, recomputed here: Snell's law (n = 1.5) through the convex
    /// squircle y = (1 − (1 − s)⁴)^¼, the ray landing 1.5 bezel widths below.
    static func displacement(depth: Double, bezel: Double) -> Double {
        let s = depth / bezel
        guard s < 1 else { return 0 }
        let u = 1 - max(s, 0)
        let slope = u * u * u * pow(1 - u * u * u * u, -0.75)
        let theta1 = atan(slope)
        let theta2 = asin(sin(theta1) / 1.5)
        return bezel * 1.5 * tan(theta1 - theta2)
    }

    /// Stripes 12 px wide, red and blue, so highlights (which add white) never move the line
    /// where red and blue balance.
    static func stripe(_ x: Int, _ y: Int) -> RGBColor {
        (x / 12) % 2 == 0 ? RGBColor(255, 0, 0) : RGBColor(0, 0, 255)
    }

    @Test(arguments: [44.0, 300.0])
    func theBezelDisplacesAsTheProfileSaysAndTheCenterNotAtAll(_ size: Double) throws {
        // 2x for the button, 1x for the panel (the bezel is 22 and 20 px wide): fast enough.
        let scale: CGFloat = size > 100 ? 1 : 2
        let canvas = size + 80
        let n = Int(canvas * scale)
        let glass: some View = Color.clear.frame(width: size, height: size)
            .glassEffect(.clear, in: RoundedRectangle(cornerRadius: size / 2, style: .circular))
        let p = GlassScene.render(
            glass, over: GlassScene.backdrop(width: n, height: n, scale: scale, Self.stripe),
            size: CGSize(width: canvas, height: canvas), scale: scale)
        let left = 40.0 * Double(scale)
        let bezel = min(0.25 * size, 20) * Double(scale)
        let row = n / 2
        // Where red and blue balance between two pixel centers, in pixels.
        func crossings(_ xs: Range<Int>, _ value: (Int) -> Double) -> [Double] {
            var out: [Double] = []
            for x in xs.lowerBound..<(xs.upperBound - 1) {
                let a = value(x)
                let b = value(x + 1)
                if (a < 0) != (b < 0) { out.append(Double(x) + 0.5 + a / (a - b)) }
            }
            return out
        }
        let rendered = crossings(Int(left)..<Int(left + 2 * bezel)) { x in
            Double(p[x, row].x) - Double(p[x, row].z)
        }
        // Predicted: the pixel whose sample point q = x − displacement lands on a stripe edge.
        func q(_ x: Double) -> Double { x - Self.displacement(depth: x - left, bezel: bezel) }
        var predicted: [Double] = []
        var x = left + 0.5
        while x < left + 2 * bezel {
            let a = q(x)
            let b = q(x + 0.01)
            let edge = ((b / 12).rounded(.down)) * 12
            if a < edge && b >= edge { predicted.append(x + 0.01 * (edge - a) / (b - a)) }
            x += 0.01
        }
        // Compare where the mapping compresses less than 2:1, so the 1 pt frost keeps lines apart.
        let measurable = predicted.filter { x in (q(x + 0.5) - q(x - 0.5)) < 2 }
        #expect(measurable.count >= 3, "\(measurable)")
        for x in measurable {
            let nearest = rendered.min { abs($0 - x) < abs($1 - x) } ?? .infinity
            #expect(abs(nearest - x) < 0.5, "line predicted at \(x), drawn at \(nearest)")
        }
        // The face shows the stripes undisplaced: lines at multiples of 12 px.
        let face = rendered.filter { $0 > left + bezel + 1 }
        #expect(!face.isEmpty)
        for c in face { #expect(abs(c - (c / 12).rounded() * 12) < 0.5, "face line at \(c)") }
    }

    @Test func aStarPathRefractsAlongItsOwnEdge() throws {
        var star = Path()
        for i in 0..<10 {
            let angle = Double(i) * .pi / 5 - .pi / 2
            let r = i % 2 == 0 ? 90.0 : 40.0
            let pt = CGPoint(x: 100 + r * cos(angle), y: 100 + r * sin(angle))
            if i == 0 { star.move(to: pt) } else { star.addLine(to: pt) }
        }
        star.closeSubpath()
        let scale: CGFloat = 1
        let backdrop = GlassScene.backdrop(width: 200, height: 200, scale: scale, Self.stripe)
        let plain = GlassScene.render(
            Color.clear.frame(width: 200, height: 200), over: backdrop, size: CGSize(width: 200, height: 200),
            scale: scale)
        let glass = GlassScene.render(
            Color.clear.frame(width: 200, height: 200).glassEffect(.clear, in: star), over: backdrop,
            size: CGSize(width: 200, height: 200), scale: scale)
        let field = star.signedDistanceField(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        var displacedInside = 0
        var displacedOutside = 0
        for y in 0..<200 {
            for x in 0..<200 {
                // A swap of red and blue: refraction, not shading (shadow and contour only darken).
                let a = Double(glass[x, y].x) - Double(glass[x, y].z)
                let b = Double(plain[x, y].x) - Double(plain[x, y].z)
                guard abs(a - b) > 200 else { continue }
                if field[x, y] < 0 { displacedInside += 1 } else if field[x, y] > 0.5 { displacedOutside += 1 }
            }
        }
        #expect(displacedInside > 300, "the bezel follows the star's edge")
        #expect(displacedOutside == 0)
        // Deep inside, at the center, nothing moves: no swap of red and blue there (the frost
        // that begins about 30 pt in may soften the stripes, which is not refraction).
        let center = Double(glass[100, 100].x) - Double(glass[100, 100].z)
        let plainCenter = Double(plain[100, 100].x) - Double(plain[100, 100].z)
        #expect(abs(center - plainCenter) < 200, "glass \(glass[100, 100]), plain \(plain[100, 100])")
    }
}
