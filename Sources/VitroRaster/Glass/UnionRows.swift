import Foundation
import VitroGeometry

/// One shape of a `GlassUnion` over the pixels it reaches (`rect`, in the canvas).
struct UnionSource: Sendable {
    /// A rounded rectangle with one radius at every corner, finite: its distance is the closed
    /// form of `DistanceField`'s, with the same arithmetic, so the same floats.
    struct Slab: Sendable {
        let mx: Double
        let my: Double
        let hx: Double
        let hy: Double
        let rad: Double

        init?(_ g: FieldGeometry) {
            guard case .roundedRect(let r, let radii) = g, r.width.isFinite, r.height.isFinite, r.x.isFinite,
                r.y.isFinite, radii.topLeft == radii.topRight, radii.topLeft == radii.bottomRight,
                radii.topLeft == radii.bottomLeft
            else { return nil }
            hx = r.width / 2
            hy = r.height / 2
            mx = r.midX
            my = r.midY
            let limit = min(hx, hy)
            let raw = radii.topLeft
            rad = max(0, min(raw.isFinite ? raw : limit, limit))
        }
    }

    enum Kind: Sendable {
        case slab(Slab)
        /// The shape's field over `rect`, row by row.
        case field([Float])
    }

    let rect: PixelRect
    let kind: Kind
}

/// The rows of a `GlassUnion` under construction: each row is started empty and every shape
/// reaching it merged in order, then its shares taken (see `GlassUnion`).
struct UnionRows: Sendable {
    let u: SharedPointer<Float>
    let d1: SharedPointer<Float>
    let d2: SharedPointer<Float>
    let o1: SharedPointer<Int32>
    let o2: SharedPointer<Int32>
    /// Nil when nothing blends (k = 0 everywhere).
    let share: SharedPointer<Float>?
    let fieldRect: PixelRect
    let shapes: [UnionSource]
    let k: Float
    /// The k of each pair of shapes (row i, column j), where some shape has its own.
    let pairs: ReadOnly<Float>?

    /// Merges row `y` (of the field rectangle) using `scratch`, a buffer of at least the field's
    /// width: each shape's distances along the row are computed into it first, in a loop of
    /// arithmetic alone, then merged in a loop of selects, so that both run several pixels at a
    /// time (the same floats as merging each distance as it is computed).
    func merge(row y: Int, scratch: UnsafeMutablePointer<Float>) {
        let w = fieldRect.width
        let start = y * w
        let far = Float.greatestFiniteMagnitude
        // Plain pointers in the loops: no reference counting or optional unwrapping per pixel.
        let u = self.u.base
        let d1 = self.d1.base
        let d2 = self.d2.base
        let o1 = self.o1.base
        let o2 = self.o2.base
        let k = self.k
        for x in start..<(start + w) {
            u[x] = far
            d1[x] = far
            d2[x] = far
            o1[x] = 0
            o2[x] = 0
        }
        let cy = fieldRect.y + y
        let count = shapes.count
        for i in shapes.indices {
            let s = shapes[i]
            guard cy >= s.rect.y, cy < s.rect.maxY, !s.rect.isEmpty else { continue }
            let row = start + (s.rect.x - fieldRect.x)
            let n = s.rect.width
            let distances: UnsafePointer<Float>
            switch s.kind {
            case .slab(let b):
                // ``DistanceField/uniformRoundedRect``'s arithmetic, pixel for pixel.
                let qy = abs(Double(cy) + 0.5 - b.my) - b.hy + b.rad
                let oy = max(qy, 0)
                let oy2 = oy * oy
                let x0 = s.rect.x
                // Wrapping adds: an overflow check per pixel keeps the loop from running several at once.
                for x in 0..<n {
                    let qx = abs(Double(x0 &+ x) + 0.5 - b.mx) - b.hx + b.rad
                    let ox = max(qx, 0)
                    scratch[x] = Float((ox * ox + oy2).squareRoot() + min(max(qx, qy), 0) - b.rad)
                }
                distances = UnsafePointer(scratch)
            case .field(let values):
                let src = (cy - s.rect.y) * n
                values.withUnsafeBufferPointer { fv in
                    scratch.update(from: fv.baseAddress! + src, count: n)
                }
                distances = UnsafePointer(scratch)
            }
            let index = Int32(i)
            if let pairs = pairs?.base {
                // This shape's row of the pair table: the k depends on the pixel's owner.
                let pk = pairs + i * count
                for x in 0..<n {
                    let j = row + x
                    let d = distances[x]
                    u[j] = DistanceField.smoothMinimum(u[j], d, k: pk[Int(o1[j])])
                    Self.rank(d, index, d1 + j, d2 + j, o1 + j, o2 + j)
                }
            } else if k > 0 {
                Self.smoothMerge(n, into: row, k: k, index: index, distances, u, d1, d2, o1, o2)
            } else {
                for x in 0..<n {
                    let j = row + x
                    let d = distances[x]
                    u[j] = min(u[j], d)
                    Self.rank(d, index, d1 + j, d2 + j, o1 + j, o2 + j)
                }
            }
        }
        guard let share = share?.base else { return }
        // The smooth minimum's own mix (its h / 2): half and half where the two distances are
        // equal, nothing of the other shape once they differ by k.
        if let pairs = pairs?.base {
            for j in start..<(start + w) {
                let kj = pairs[Int(o1[j]) * count + Int(o2[j])]
                share[j] = kj > 0 ? 0.5 * max(0, 1 - (d2[j] - d1[j]) / kj) : 0
            }
        } else {
            for j in start..<(start + w) { share[j] = 0.5 * max(0, 1 - (d2[j] - d1[j]) / k) }
        }
    }

    /// Merges `n` distances of shape `index` into the row from `row` on, with one k > 0: the smooth
    /// minimum into `u` and the two nearest shapes into `d1`/`o1` and `d2`/`o2`, eight pixels at a
    /// time (the compiler turns the scalar selects back into branches), the rest one by one. The
    /// same operations as `DistanceField/smoothMinimum(_:_:k:)` and `rank(_:_:_:_:_:_:)`, so
    /// the same floats.
    static func smoothMerge(
        _ n: Int, into row: Int, k: Float, index: Int32, _ distances: UnsafePointer<Float>,
        _ u: UnsafeMutablePointer<Float>, _ d1: UnsafeMutablePointer<Float>, _ d2: UnsafeMutablePointer<Float>,
        _ o1: UnsafeMutablePointer<Int32>, _ o2: UnsafeMutablePointer<Int32>
    ) {
        typealias F = SIMD8<Float>
        typealias I = SIMD8<Int32>
        let kv = F(repeating: k)
        let iv = I(repeating: index)
        let zero = F(repeating: 0)
        let four = F(repeating: 4)
        var x = 0
        while x &+ 8 <= n {
            let j = row &+ x
            let d = UnsafeRawPointer(distances + x).loadUnaligned(as: F.self)
            let a = UnsafeRawPointer(u + j).loadUnaligned(as: F.self)
            // |a − d|: the sign bit cleared.
            let mag = unsafeBitCast(unsafeBitCast(a - d, to: SIMD8<UInt32>.self) & 0x7fff_ffff, to: F.self)
            let t = kv - mag
            let h = t.replacing(with: zero, where: t .<= zero) / kv
            let m = a.replacing(with: d, where: d .< a)
            UnsafeMutableRawPointer(u + j).storeBytes(of: m - h * h * kv / four, as: F.self)
            let n1 = UnsafeRawPointer(d1 + j).loadUnaligned(as: F.self)
            let n2 = UnsafeRawPointer(d2 + j).loadUnaligned(as: F.self)
            let i1 = UnsafeRawPointer(o1 + j).loadUnaligned(as: I.self)
            let i2 = UnsafeRawPointer(o2 + j).loadUnaligned(as: I.self)
            let first = d .< n1
            let second = d .< n2
            UnsafeMutableRawPointer(d2 + j).storeBytes(
                of: n2.replacing(with: d, where: second).replacing(with: n1, where: first), as: F.self)
            UnsafeMutableRawPointer(o2 + j).storeBytes(
                of: i2.replacing(with: iv, where: second).replacing(with: i1, where: first), as: I.self)
            UnsafeMutableRawPointer(d1 + j).storeBytes(of: n1.replacing(with: d, where: first), as: F.self)
            UnsafeMutableRawPointer(o1 + j).storeBytes(of: i1.replacing(with: iv, where: first), as: I.self)
            x &+= 8
        }
        while x < n {
            let j = row &+ x
            let d = distances[x]
            u[j] = DistanceField.smoothMinimum(u[j], d, k: k)
            rank(d, index, d1 + j, d2 + j, o1 + j, o2 + j)
            x &+= 1
        }
    }

    /// Keeps the two nearest shapes at a pixel as `d` of shape `index` arrives: selects, not
    /// branches, so the loop around it runs several pixels at a time (strictly nearer wins, as
    /// shapes arrive in order).
    @inline(__always)
    static func rank(
        _ d: Float, _ index: Int32, _ d1: UnsafeMutablePointer<Float>, _ d2: UnsafeMutablePointer<Float>,
        _ o1: UnsafeMutablePointer<Int32>, _ o2: UnsafeMutablePointer<Int32>
    ) {
        let n1 = d1.pointee
        let n2 = d2.pointee
        let i1 = o1.pointee
        let i2 = o2.pointee
        let first = d < n1
        let second = d < n2
        d2.pointee = first ? n1 : (second ? d : n2)
        o2.pointee = first ? i1 : (second ? index : i2)
        d1.pointee = first ? d : n1
        o1.pointee = first ? index : i1
    }
}
