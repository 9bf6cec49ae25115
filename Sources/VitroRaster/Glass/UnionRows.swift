import Foundation
import VitroGeometry

/// One shape of a ``GlassUnion`` over the pixels it reaches (`rect`, in the canvas).
struct UnionSource: Sendable {
    /// A rounded rectangle with one radius at every corner, finite: its distance is the closed
    /// form of ``DistanceField``'s, with the same arithmetic, so the same floats.
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

/// The rows of a ``GlassUnion`` under construction: each row is started empty and every shape
/// reaching it merged in order, then its shares taken (see ``GlassUnion``).
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

    func merge(row y: Int) {
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
        @inline(__always) func put(_ d: Float, _ j: Int, _ index: Int32, _ row: UnsafePointer<Float>?) {
            let kj = row.map { $0[Int(o1[j])] } ?? k
            u[j] = DistanceField.smoothMinimum(u[j], d, k: kj)
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
        for i in shapes.indices {
            let s = shapes[i]
            guard cy >= s.rect.y, cy < s.rect.maxY, !s.rect.isEmpty else { continue }
            let row = start + (s.rect.x - fieldRect.x)
            let index = Int32(i)
            // This shape's row of the pair table.
            let pk = pairs.map { $0.base + i * count }
            switch s.kind {
            case .slab(let b):
                // ``DistanceField/uniformRoundedRect``'s arithmetic, pixel for pixel.
                let qy = abs(Double(cy) + 0.5 - b.my) - b.hy + b.rad
                let oy = max(qy, 0)
                let x0 = s.rect.x
                if let pk {
                    for x in 0..<s.rect.width {
                        let qx = abs(Double(x0 + x) + 0.5 - b.mx) - b.hx + b.rad
                        let ox = max(qx, 0)
                        put(Float((ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - b.rad), row + x, index, pk)
                    }
                } else {
                    for x in 0..<s.rect.width {
                        let qx = abs(Double(x0 + x) + 0.5 - b.mx) - b.hx + b.rad
                        let ox = max(qx, 0)
                        put(Float((ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - b.rad), row + x, index, nil)
                    }
                }
            case .field(let values):
                values.withUnsafeBufferPointer { fv in
                    let src = (cy - s.rect.y) * s.rect.width
                    for x in 0..<s.rect.width { put(fv[src + x], row + x, index, pk) }
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
}
