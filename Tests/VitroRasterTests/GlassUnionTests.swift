import Foundation
import Testing
import VitroGeometry

@testable import VitroRaster

/// The merged field of a glass group against the plain way of computing it: each shape's
/// field over its reach, then merged pixel by pixel in the shapes' order.
@Suite struct GlassUnionTests {
    /// The union the plain way: values, owner, second, share.
    static func reference(
        _ geometries: [FieldGeometry], k: Float, blends: [Float?], fieldRect: PixelRect, band: Double, margin: Double
    ) -> ([Float], [Int32], [Int32], [Float]) {
        let n = fieldRect.width * fieldRect.height
        func pairK(_ a: Int, _ b: Int) -> Float {
            switch (blends[a], blends[b]) {
            case (let x?, let y?): min(x, y)
            case (let x?, nil): x
            case (nil, let y?): y
            case (nil, nil): k
            }
        }
        let kd = Double(max(k, blends.compactMap { $0 }.max() ?? k))
        var u = [Float](repeating: .greatestFiniteMagnitude, count: n)
        var d1 = u
        var d2 = u
        var o1 = [Int32](repeating: 0, count: n)
        var o2 = o1
        for (i, g) in geometries.enumerated() {
            let reach = max(band, margin) + 1.25 * kd + 2
            let b = g.bounds
            let x0 = Int((b.minX - reach).rounded(.down))
            let y0 = Int((b.minY - reach).rounded(.down))
            let sub = PixelRect(
                x: x0, y: y0, width: Int((b.maxX + reach).rounded(.up)) - x0,
                height: Int((b.maxY + reach).rounded(.up)) - y0
            ).intersection(fieldRect)
            guard !sub.isEmpty else { continue }
            let f = DistanceField(
                g, originX: sub.x, originY: sub.y, width: sub.width, height: sub.height,
                band: g.isAnalytic ? band : band + kd)
            for y in 0..<sub.height {
                for x in 0..<sub.width {
                    let d = f.values[y * sub.width + x]
                    let j = (sub.y + y - fieldRect.y) * fieldRect.width + sub.x + x - fieldRect.x
                    u[j] = DistanceField.smoothMinimum(u[j], d, k: pairK(i, Int(o1[j])))
                    if d < d1[j] {
                        (d2[j], o2[j], d1[j], o1[j]) = (d1[j], o1[j], d, Int32(i))
                    } else if d < d2[j] {
                        (d2[j], o2[j]) = (d, Int32(i))
                    }
                }
            }
        }
        let share = (0..<n).map { j -> Float in
            let kj = pairK(Int(o1[j]), Int(o2[j]))
            return kj > 0 ? 0.5 * max(0, 1 - (d2[j] - d1[j]) / kj) : 0
        }
        return (u, o1, o2, share)
    }

    static let star: FieldGeometry = {
        var p = BezierPath()
        for i in 0..<10 {
            let r = i % 2 == 0 ? 30.0 : 13.0
            let a = Double(i) * .pi / 5 - .pi / 2
            let q = Point2D(x: 150 + r * cos(a), y: 40 + r * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return .path(p)
    }()

    /// Eight capsules in a row, a circle, a rounded rectangle with two radii and a star.
    static let shapes: [FieldGeometry] =
        (0..<8).map { .capsule(Rect2D(x: 10 + Double($0) * 23.5, y: 60.25, width: 20, height: 22)) } + [
            .ellipse(Rect2D(x: 20, y: 10, width: 36, height: 36)),
            .roundedRect(
                Rect2D(x: 70, y: 8, width: 50, height: 30),
                CornerGeometry.Radii(topLeft: 4, topRight: 12, bottomRight: 4, bottomLeft: 12)),
            star,
        ]

    @Test(arguments: [0, 12, 30] as [Float])
    func theMergedFieldIsTheSameAsMergingEachShapesFieldInTurn(k: Float) {
        let rect = PixelRect(x: -3, y: -2, width: 230, height: 110)
        for blends in [
            [Float?](repeating: nil, count: Self.shapes.count), [nil, 20, nil, nil, 3, nil, nil, nil, nil, 40, nil],
        ] {
            let union = GlassUnion(
                geometries: Self.shapes, k: k, blends: blends, fieldRect: rect, band: 9, margin: 6)
            let (u, o1, o2, share) = Self.reference(
                Self.shapes, k: k, blends: blends, fieldRect: rect, band: 9, margin: 6)
            #expect(union.values == u)
            #expect(union.owner == o1)
            let blending = k > 0 || blends.contains { $0 != nil }
            #expect(union.second == (blending ? o2 : []))
            #expect(union.share == (blending ? share : []))
        }
    }
}
