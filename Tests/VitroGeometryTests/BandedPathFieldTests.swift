import Foundation
import Testing

@testable import VitroGeometry

/// The tiled path field against a visit of every segment's whole window: the same floats, bit
/// for bit, whatever the band, the origin or how far the outline leaves the grid.
@Suite struct BandedPathFieldTests {
    /// Every segment visits every pixel within its window, one row at a time, serially: the
    /// field as it was computed before tiles.
    static func reference(_ path: BezierPath, originX: Int, originY: Int, width w: Int, height h: Int, band: Double)
        -> [Float]
    {
        let b = min(band.isNaN ? 1 : max(1, band), Double(w + h))
        var d = [Float](repeating: Float(b * b), count: w * h)
        var segments: [(Point2D, Point2D)] = []
        for poly in path.flattened(tolerance: BandedPathField.tolerance) where poly.count > 1 {
            for i in poly.indices {
                let a = poly[i] - Point2D(x: Double(originX), y: Double(originY))
                let c = poly[(i + 1) % poly.count] - Point2D(x: Double(originX), y: Double(originY))
                if a != c { segments.append((a, c)) }
            }
        }
        func index(_ v: Double, _ n: Int) -> Int { Int(min(max(v, -1), Double(n))) }
        for (a, c) in segments {
            let x0 = max(0, index((min(a.x, c.x) - b).rounded(.down), w))
            let x1 = min(w - 1, index((max(a.x, c.x) + b).rounded(.up), w))
            let y0 = max(0, index((min(a.y, c.y) - b).rounded(.down), h))
            let y1 = min(h - 1, index((max(a.y, c.y) + b).rounded(.up), h))
            guard x0 <= x1, y0 <= y1 else { continue }
            let dx = Float(c.x - a.x)
            let dy = Float(c.y - a.y)
            let inv = 1 / (dx * dx + dy * dy)
            let x0a = Float(Double(x0) + 0.5 - a.x)
            for y in y0...y1 {
                let py = Float(Double(y) + 0.5 - a.y)
                for i in 0...(x1 - x0) {
                    let px = x0a + Float(i)
                    let t = min(max((px * dx + py * dy) * inv, 0), 1)
                    let ex = px - t * dx
                    let ey = py - t * dy
                    d[y * w + x0 + i] = min(d[y * w + x0 + i], ex * ex + ey * ey)
                }
            }
        }
        for y in 0..<h {
            let py = Double(y) + 0.5
            var crossings: [(x: Double, dir: Int)] = []
            for (a, c) in segments where (a.y <= py) != (c.y <= py) {
                crossings.append((a.x + (py - a.y) / (c.y - a.y) * (c.x - a.x), a.y < c.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            var k = 0
            for x in 0..<w {
                while k < crossings.count, crossings[k].x < Double(x) + 0.5 {
                    winding += crossings[k].dir
                    k += 1
                }
                let v = d[y * w + x].squareRoot()
                d[y * w + x] = winding != 0 ? -v : v
            }
        }
        return d
    }

    static var paths: [(String, BezierPath)] {
        var star = BezierPath()
        star.move(to: Point2D(x: 60, y: 4))
        for i in 1..<10 {
            let angle = Double(i) * .pi / 5 - .pi / 2
            let r = i % 2 == 0 ? 56.0 : 22
            star.addLine(to: Point2D(x: 60 + r * cos(angle), y: 60 + r * sin(angle)))
        }
        star.closeSubpath()
        var ellipse = BezierPath()
        ellipse.addEllipse(in: Rect2D(x: 7.3, y: 11.6, width: 101, height: 63))
        return [
            (
                "continuous card",
                CornerGeometry.roundedRect(
                    Rect2D(x: 6.5, y: 9.25, width: 150, height: 120), radiusX: 34, radiusY: 34, continuous: true)
            ),
            ("star", star), ("ellipse", ellipse),
            (
                "off the grid",
                CornerGeometry.roundedRect(
                    Rect2D(x: -40, y: 30, width: 90, height: 200), radiusX: 20, radiusY: 20, continuous: false)
            ),
        ]
    }

    @Test(arguments: [0.5, 3, 22, 66, 400])
    func tilesGiveTheFloatsOfWholeWindows(band: Double) {
        for (name, path) in Self.paths {
            for (ox, oy) in [(0, 0), (-3, 5), (11, -7)] {
                let (w, h) = (171, 143)
                let tiled = BandedPathField.values(path, originX: ox, originY: oy, width: w, height: h, band: band)
                let whole = Self.reference(path, originX: ox, originY: oy, width: w, height: h, band: band)
                let differ = zip(tiled, whole).filter { $0.0.bitPattern != $0.1.bitPattern }.count
                #expect(differ == 0, "\(name), band \(band), origin (\(ox), \(oy)): \(differ) floats differ")
            }
        }
    }
}
