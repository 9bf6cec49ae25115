import Foundation
import VitroGeometry

/// The field of a glass group over its pixels: the smooth union of its shapes' fields
/// (../reference §5, strength k), which shape owns each pixel, and — where two shapes blend —
/// the other one and its share, so that tint, wash and bezel pass smoothly across a bridge.
///
/// Each shape's field is computed only where it can matter: its bounds grown by the band the
/// bezel, rim and shadow read plus what the smooth union reaches (1.25 k covers both the
/// blend, which vanishes once two distances differ by k, and the k/4 it deepens the field).
/// Eight capsules in a row thus cost about what one field over their row does.
struct GlassUnion {
    /// The union's distance at each pixel of the field rectangle (pixels; the largest float
    /// where no shape reaches).
    var values: [Float]
    /// The nearest shape at each pixel (an index into the geometries).
    var owner: [Int32]
    /// The second-nearest shape and its share (0…½): empty when nothing blends (one shape, or
    /// k = 0).
    var second: [Int32]
    var share: [Float]

    init(geometries: [FieldGeometry], k: Float, fieldRect: PixelRect, band: Double, margin: Double) {
        let w = fieldRect.width
        let h = fieldRect.height
        let n = w * h
        second = []
        share = []
        guard geometries.count > 1 else {
            values =
                geometries.first.map {
                    DistanceField($0, originX: fieldRect.x, originY: fieldRect.y, width: w, height: h, band: band)
                        .values
                } ?? [Float](repeating: .greatestFiniteMagnitude, count: n)
            owner = [Int32](repeating: 0, count: n)
            return
        }
        var values = [Float](repeating: .greatestFiniteMagnitude, count: n)
        var nearest = values
        var next = values
        var owner = [Int32](repeating: 0, count: n)
        var second = owner
        let kd = Double(k)
        for (i, g) in geometries.enumerated() {
            // A path's field is exact only within its band: it must reach across the blend too.
            let reach = max(band, margin) + 1.25 * kd + 2
            let b = g.bounds
            let lim = Double(1 << 24)
            func c(_ v: Double) -> Int { Int(min(max(v, -lim), lim)) }
            let x0 = c((b.minX - reach).rounded(.down))
            let y0 = c((b.minY - reach).rounded(.down))
            let sub = PixelRect(
                x: x0, y: y0, width: c((b.maxX + reach).rounded(.up)) - x0,
                height: c((b.maxY + reach).rounded(.up)) - y0
            ).intersection(fieldRect)
            guard !sub.isEmpty else { continue }
            let f = DistanceField(
                g, originX: sub.x, originY: sub.y, width: sub.width, height: sub.height,
                band: g.isAnalytic ? band : band + kd)
            let index = Int32(i)
            values.withUnsafeMutableBufferPointer { u in
                nearest.withUnsafeMutableBufferPointer { d1 in
                    next.withUnsafeMutableBufferPointer { d2 in
                        owner.withUnsafeMutableBufferPointer { o1 in
                            second.withUnsafeMutableBufferPointer { o2 in
                                f.values.withUnsafeBufferPointer { fv in
                                    for y in 0..<sub.height {
                                        let row = (sub.y - fieldRect.y + y) * w + (sub.x - fieldRect.x)
                                        let src = y * sub.width
                                        for x in 0..<sub.width {
                                            let d = fv[src + x]
                                            let j = row + x
                                            u[j] = DistanceField.smoothMinimum(u[j], d, k: k)
                                            if d < d1[j] {
                                                d2[j] = d1[j]
                                                o2[j] = o1[j]
                                                d1[j] = d
                                                o1[j] = index
                                            } else if d < d2[j] {
                                                d2[j] = d
                                                o2[j] = index
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.values = values
        self.owner = owner
        guard k > 0 else { return }
        // The smooth minimum's own mix (its h / 2): half and half where the two distances are
        // equal, nothing of the other shape once they differ by k.
        self.second = second
        self.share = zip(nearest, next).map { d1, d2 in 0.5 * max(0, 1 - (d2 - d1) / k) }
    }
}
