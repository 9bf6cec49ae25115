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
    /// The nearest shape at each pixel (an index into the geometries); empty for one shape,
    /// which owns every pixel.
    var owner: [Int32]
    /// The second-nearest shape and its share (0…½): empty when nothing blends (one shape, or
    /// k = 0).
    var second: [Int32]
    var share: [Float]

    /// `blends` holds each geometry's own k where it has one (nil for the group's `k`): between
    /// two shapes the union blends with the k of the one that has its own (the smaller if both
    /// do), else with `k`.
    init(
        geometries: [FieldGeometry], k: Float, blends: [Float?]? = nil, fieldRect: PixelRect, band: Double,
        margin: Double
    ) {
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
            owner = []
            return
        }
        var values = [Float](repeating: .greatestFiniteMagnitude, count: n)
        var nearest = values
        var next = values
        var owner = [Int32](repeating: 0, count: n)
        var second = owner
        let own = blends.map { b in geometries.indices.map { i in i < b.count ? b[i] : nil } }
        let explicit = own?.contains { $0 != nil } ?? false
        // The k of each pair of shapes, row by row (only when some shape has its own).
        let count = geometries.count
        let pairs: [Float] =
            explicit
            ? (0..<(count * count)).map { ij -> Float in
                let (a, b) = (own![ij / count], own![ij % count])
                return switch (a, b) {
                case (let a?, let b?): min(a, b)
                case (let a?, nil): a
                case (nil, let b?): b
                case (nil, nil): k
                }
            } : []
        let kd = Double(max(k, own?.compactMap { $0 }.max() ?? k))
        // Each shape's field over its own reach (each computed on every core), then merged row
        // band by row band on every core, shapes in their order at every pixel (the same
        // values for any split).
        var subs: [(rect: PixelRect, field: DistanceField)] = []
        for g in geometries {
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
            let f =
                sub.isEmpty
                ? DistanceField(width: 0, height: 0, values: [])
                : DistanceField(
                    g, originX: sub.x, originY: sub.y, width: sub.width, height: sub.height,
                    band: g.isAnalytic ? band : band + kd)
            subs.append((sub, f))
        }
        let shapes = subs
        values.withUnsafeMutableBufferPointer { u in
            nearest.withUnsafeMutableBufferPointer { d1 in
                next.withUnsafeMutableBufferPointer { d2 in
                    owner.withUnsafeMutableBufferPointer { o1 in
                        second.withUnsafeMutableBufferPointer { o2 in
                            let u = SharedPointer(base: u.baseAddress!)
                            let d1 = SharedPointer(base: d1.baseAddress!)
                            let d2 = SharedPointer(base: d2.baseAddress!)
                            let o1 = SharedPointer(base: o1.baseAddress!)
                            let o2 = SharedPointer(base: o2.baseAddress!)
                            ParallelBands.run(rows: h, minimumRows: 8) { rows in
                                for (i, s) in shapes.enumerated() where !s.rect.isEmpty {
                                    let index = Int32(i)
                                    let top = max(rows.lowerBound, s.rect.y - fieldRect.y)
                                    let bottom = min(rows.upperBound, s.rect.y - fieldRect.y + s.rect.height)
                                    guard top < bottom else { continue }
                                    s.field.values.withUnsafeBufferPointer { fv in
                                        for y in top..<bottom {
                                            let row = y * w + (s.rect.x - fieldRect.x)
                                            let src = (y - (s.rect.y - fieldRect.y)) * s.rect.width
                                            for x in 0..<s.rect.width {
                                                let d = fv[src + x]
                                                let j = row + x
                                                let kj = explicit ? pairs[i * count + Int(o1.base[j])] : k
                                                u.base[j] = DistanceField.smoothMinimum(u.base[j], d, k: kj)
                                                if d < d1.base[j] {
                                                    d2.base[j] = d1.base[j]
                                                    o2.base[j] = o1.base[j]
                                                    d1.base[j] = d
                                                    o1.base[j] = index
                                                } else if d < d2.base[j] {
                                                    d2.base[j] = d
                                                    o2.base[j] = index
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
        }
        self.values = values
        self.owner = owner
        guard kd > 0 else { return }
        // The smooth minimum's own mix (its h / 2): half and half where the two distances are
        // equal, nothing of the other shape once they differ by k.
        self.second = second
        if explicit {
            self.share = nearest.indices.map { j in
                let kj = pairs[Int(owner[j]) * count + Int(second[j])]
                return kj > 0 ? 0.5 * max(0, 1 - (next[j] - nearest[j]) / kj) : 0
            }
        } else {
            self.share = zip(nearest, next).map { d1, d2 in 0.5 * max(0, 1 - (d2 - d1) / k) }
        }
    }
}
