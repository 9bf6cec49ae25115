import Foundation
import VitroGeometry

/// The field of a glass group over its pixels: the smooth union of its shapes' fields
/// (docs/reference/glass-figures.md#container-spacing, strength k), which shape owns each pixel,
/// and — where two shapes blend — the other one and its share, so that tint, wash and bezel pass
/// smoothly across a bridge.
///
/// Each shape's field is computed only where it can matter: its bounds grown by the band the
/// bezel, rim and shadow read plus what the smooth union reaches (1.25 k covers both the
/// blend, which vanishes once two distances differ by k, and the k/4 it deepens the field).
/// Eight capsules in a row thus cost about what one field over their row does: each pixel
/// reads only the shapes that reach it, and a capsule's distance is computed where it is
/// merged, not stored first.
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
        // Each shape over its own reach: a rounded rectangle with one radius (capsules, circles,
        // rectangles) computed inline as it is merged, anything else as a field of its own first.
        var sources: [UnionSource] = []
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
            if sub.isEmpty {
                sources.append(UnionSource(rect: sub, kind: .field([])))
            } else if let slab = UnionSource.Slab(g) {
                sources.append(UnionSource(rect: sub, kind: .slab(slab)))
            } else {
                let f = DistanceField(
                    g, originX: sub.x, originY: sub.y, width: sub.width, height: sub.height,
                    band: g.isAnalytic ? band : band + kd)
                sources.append(UnionSource(rect: sub, kind: .field(f.values)))
            }
        }
        let shapes = sources
        let blending = kd > 0
        // Every row in one pass, in row bands on every core: the row's arrays start empty, each
        // shape reaching the row is merged in its order (the same values for any split), and the
        // shares follow while the row is at hand. Nothing is written twice, nothing read from
        // memory that was not just written.
        var values = [Float](unsafeUninitializedCapacity: n) { _, c in c = n }
        var nearest = [Float](unsafeUninitializedCapacity: n) { _, c in c = n }
        var next = [Float](unsafeUninitializedCapacity: n) { _, c in c = n }
        var owner = [Int32](unsafeUninitializedCapacity: n) { _, c in c = n }
        var second = [Int32](unsafeUninitializedCapacity: n) { _, c in c = n }
        var share = [Float](unsafeUninitializedCapacity: blending ? n : 0) { _, c in c = blending ? n : 0 }
        values.withUnsafeMutableBufferPointer { u in
            nearest.withUnsafeMutableBufferPointer { d1 in
                next.withUnsafeMutableBufferPointer { d2 in
                    owner.withUnsafeMutableBufferPointer { o1 in
                        second.withUnsafeMutableBufferPointer { o2 in
                            share.withUnsafeMutableBufferPointer { sh in
                                pairs.withUnsafeBufferPointer { pk in
                                    let rows = UnionRows(
                                        u: SharedPointer(base: u.baseAddress!),
                                        d1: SharedPointer(base: d1.baseAddress!),
                                        d2: SharedPointer(base: d2.baseAddress!),
                                        o1: SharedPointer(base: o1.baseAddress!),
                                        o2: SharedPointer(base: o2.baseAddress!),
                                        share: blending ? sh.baseAddress.map { SharedPointer(base: $0) } : nil,
                                        fieldRect: fieldRect, shapes: shapes, k: k,
                                        pairs: explicit ? pk.baseAddress.map { ReadOnly(base: $0) } : nil)
                                    ParallelBands.run(rows: h, minimumRows: 8) { band in
                                        withUnsafeTemporaryAllocation(of: Float.self, capacity: w) { scratch in
                                            for y in band { rows.merge(row: y, scratch: scratch.baseAddress!) }
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
        guard blending else { return }
        self.second = second
        self.share = share
    }
}
