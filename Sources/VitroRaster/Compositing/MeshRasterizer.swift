import VitroColor

/// A mesh gradient in pixel terms: a grid of points in unit coordinates (0…1, row by row,
/// `columns` × `rows` of them) with a color each, over a background, rasterized at
/// `pixelWidth` × `pixelHeight`.
public struct MeshGradientGeometry: Sendable, Hashable {
    /// The number of points in each row.
    public var columns: Int
    /// The number of rows of points.
    public var rows: Int
    /// The points' positions, in unit coordinates, row by row.
    public var points: [SIMD2<Float>]
    /// The points' colors, row by row.
    public var colors: [RGBColor]
    /// The color beneath the mesh.
    public var background: RGBColor
    /// Catmull–Rom between points (smooth colors), or straight lines.
    public var smooth: Bool
    /// Explicit control points, four a point (leading, top, trailing, bottom), in unit
    /// coordinates; nil for curves implied by the neighbours (Catmull–Rom).
    public var controls: [SIMD2<Float>]?
    /// The width to rasterize at, in pixels.
    public var pixelWidth: Int
    /// The height to rasterize at, in pixels.
    public var pixelHeight: Int

    /// A mesh of `columns` × `rows` points and colors over `background`, rasterized at the given
    /// pixel size.
    public init(
        columns: Int, rows: Int, points: [SIMD2<Float>], colors: [RGBColor], background: RGBColor, smooth: Bool,
        pixelWidth: Int, pixelHeight: Int
    ) {
        self.columns = columns
        self.rows = rows
        self.points = points
        self.colors = colors
        self.background = background
        self.smooth = smooth
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The mesh rasterized into a pixmap of its pixel size in `space`; nil for a malformed grid.
    func rasterized(in space: ColorSpace) -> Pixmap? {
        guard columns >= 2, rows >= 2, points.count == columns * rows, colors.count == columns * rows,
            var pixmap = try? Pixmap(
                width: min(4096, max(1, pixelWidth)), height: min(4096, max(1, pixelHeight)), colorSpace: space)
        else { return nil }
        pixmap.clear(to: background)
        let resolved = colors.map { pixmap.premultiplied($0) }
        let controls = self.controls.flatMap { $0.count == columns * rows * 4 ? $0 : nil }
        MeshRasterizer(
            width: columns, height: rows, points: points, colors: resolved, smooth: smooth, controls: controls
        )
        .draw(into: &pixmap)
        return pixmap
    }
}

/// Evaluates a mesh as a surface and fills it triangle by triangle (Gouraud shading, colors
/// premultiplied), in the pixels of the pixmap it draws into.
struct MeshRasterizer {
    let width: Int, height: Int
    let points: [SIMD2<Float>]
    let colors: [SIMD4<Float>]
    let smooth: Bool
    var controls: [SIMD2<Float>]? = nil

    func point(_ i: Int, _ j: Int) -> SIMD2<Float> {
        points[min(max(j, 0), height - 1) * width + min(max(i, 0), width - 1)]
    }
    func color(_ i: Int, _ j: Int) -> SIMD4<Float> {
        colors[min(max(j, 0), height - 1) * width + min(max(i, 0), width - 1)]
    }

    /// Catmull–Rom between p1 and p2 (p0, p3 their neighbours), or linear.
    func curve<T: SIMD>(_ p0: T, _ p1: T, _ p2: T, _ p3: T, _ t: Float) -> T where T.Scalar == Float {
        guard smooth else { return p1 + (p2 - p1) * t }
        let t2 = t * t
        let t3 = t2 * t
        let a = p1 * 2
        let b = (p2 - p0) * t
        let c = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * t2
        let d = (p1 * 3 - p0 - p2 * 3 + p3) * t3
        return (a + b + c + d) * 0.5
    }

    /// The surface at patch (i, j), local (u, v).
    func sample(_ i: Int, _ j: Int, _ u: Float, _ v: Float) -> (SIMD2<Float>, SIMD4<Float>) {
        var rowsP: [SIMD2<Float>] = []
        var rowsC: [SIMD4<Float>] = []
        for dj in -1...2 {
            rowsP.append(curve(point(i - 1, j + dj), point(i, j + dj), point(i + 1, j + dj), point(i + 2, j + dj), u))
            rowsC.append(curve(color(i - 1, j + dj), color(i, j + dj), color(i + 1, j + dj), color(i + 2, j + dj), u))
        }
        let c = curve(rowsC[0], rowsC[1], rowsC[2], rowsC[3], v)
        if let controls { return (coons(i, j, u, v, controls), c) }
        return (curve(rowsP[0], rowsP[1], rowsP[2], rowsP[3], v), c)
    }

    /// The position on the Coons patch bounded by the four cubic curves between patch (i, j)'s
    /// corners and their control points (leading, top, trailing, bottom for each point).
    func coons(_ i: Int, _ j: Int, _ u: Float, _ v: Float, _ controls: [SIMD2<Float>]) -> SIMD2<Float> {
        func control(_ a: Int, _ b: Int, _ side: Int) -> SIMD2<Float> { controls[(b * width + a) * 4 + side] }
        func bezier(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>, _ p2: SIMD2<Float>, _ p3: SIMD2<Float>, _ t: Float)
            -> SIMD2<Float>
        {
            let s = 1 - t
            return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
        }
        let (p00, p10) = (point(i, j), point(i + 1, j))
        let (p01, p11) = (point(i, j + 1), point(i + 1, j + 1))
        // Sides: 0 leading, 1 top, 2 trailing, 3 bottom.
        let top = bezier(p00, control(i, j, 2), control(i + 1, j, 0), p10, u)
        let bottom = bezier(p01, control(i, j + 1, 2), control(i + 1, j + 1, 0), p11, u)
        let left = bezier(p00, control(i, j, 3), control(i, j + 1, 1), p01, v)
        let right = bezier(p10, control(i + 1, j, 3), control(i + 1, j + 1, 1), p11, v)
        let bilinear = p00 * ((1 - u) * (1 - v)) + p10 * (u * (1 - v)) + p01 * ((1 - u) * v) + p11 * (u * v)
        return top * (1 - v) + bottom * v + left * (1 - u) + right * u - bilinear
    }

    typealias Vertex = (SIMD2<Float>, SIMD4<Float>)

    func draw(into pixmap: inout Pixmap) {
        let sx = Float(pixmap.width)
        let sy = Float(pixmap.height)
        // Subdivide each patch so triangles are a few pixels across.
        let n = max(4, min(48, Int(max(sx / Float(width - 1), sy / Float(height - 1)) / 6)))
        var triangles: [(Vertex, Vertex, Vertex)] = []
        triangles.reserveCapacity((width - 1) * (height - 1) * n * n * 2)
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                var grid: [Vertex] = []
                for b in 0...n {
                    for a in 0...n {
                        var (p, c) = sample(i, j, Float(a) / Float(n), Float(b) / Float(n))
                        p = p * SIMD2(sx, sy)
                        c = c.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
                        grid.append((p, c))
                    }
                }
                for b in 0..<n {
                    for a in 0..<n {
                        let q00 = grid[b * (n + 1) + a]
                        let q10 = grid[b * (n + 1) + a + 1]
                        let q01 = grid[(b + 1) * (n + 1) + a]
                        let q11 = grid[(b + 1) * (n + 1) + a + 1]
                        triangles.append((q00, q10, q11))
                        triangles.append((q00, q11, q01))
                    }
                }
            }
        }
        // Fixed chunks of rows over every core: each chunk draws the triangles in order, so a
        // pixel on a shared edge takes the same triangle's color for any thread count.
        let rows = 64
        let w = pixmap.width
        let h = pixmap.height
        // Each chunk's triangles, in drawing order.
        let chunkCount = (h + rows - 1) / rows
        var buckets = [[Int]](repeating: [], count: chunkCount)
        for (i, t) in triangles.enumerated() {
            let lo = min(t.0.0.y, t.1.0.y, t.2.0.y)
            let hi = max(t.0.0.y, t.1.0.y, t.2.0.y)
            guard lo.isFinite, hi.isFinite, hi >= 0, lo < Float(h) else { continue }
            let first = max(0, Int(lo.rounded(.down)) / rows)
            let last = min(chunkCount - 1, Int(hi.rounded(.up)) / rows)
            guard first <= last else { continue }
            for c in first...last { buckets[c].append(i) }
        }
        let list = triangles
        let lists = buckets
        pixmap.data.withUnsafeMutableBytes { raw in
            let target = SharedPointer(base: raw.baseAddress!.assumingMemoryBound(to: SIMD4<UInt8>.self))
            ParallelBands.run(rows: chunkCount, minimumRows: 1) { chunks in
                for chunk in chunks {
                    let y0 = chunk * rows
                    let y1 = min(h, y0 + rows) - 1
                    for i in lists[chunk] {
                        let t = list[i]
                        Self.triangle(t.0, t.1, t.2, rows: y0...y1, width: w, target.base)
                    }
                }
            }
        }
    }

    /// Fills a triangle by pixel centers within `rows` (top-left rule), colors interpolated
    /// barycentrically.
    static func triangle(
        _ a: Vertex, _ b: Vertex, _ c: Vertex, rows: ClosedRange<Int>, width: Int,
        _ pixels: UnsafeMutablePointer<SIMD4<UInt8>>
    ) {
        let (p0, p1, p2) = (a.0, b.0, c.0)
        let area = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y)
        guard abs(area) > 1e-9, area.isFinite else { return }
        let y0 = max(rows.lowerBound, Int(min(p0.y, p1.y, p2.y).rounded(.down)))
        let y1 = min(rows.upperBound, Int(max(p0.y, p1.y, p2.y).rounded(.up)))
        guard y0 <= y1 else { return }
        let x0 = max(0, Int(min(p0.x, p1.x, p2.x).rounded(.down)))
        let x1 = min(width - 1, Int(max(p0.x, p1.x, p2.x).rounded(.up)))
        guard x0 <= x1 else { return }
        // Multiplying by the reciprocal keeps each weight's sign, so the same pixels are inside.
        let inverse = 1 / area
        func edge(_ u: SIMD2<Float>, _ v: SIMD2<Float>, _ p: SIMD2<Float>) -> Float {
            (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x)
        }
        for y in y0...y1 {
            let row = pixels + y * width
            // The columns where every weight can be non-negative, from each edge's crossing of
            // this row, widened by a pixel each side: the per-pixel test below decides.
            let py = Float(y) + 0.5
            var lo = Float(x0)
            var hi = Float(x1)
            var empty = false
            for (u, v) in [(p1, p2), (p2, p0), (p0, p1)] {
                let c = (v.x - u.x) * (py - u.y) * inverse
                let d = (v.y - u.y) * inverse
                if d == 0 {
                    if c < 0 { empty = true }
                } else if d > 0 {
                    hi = min(hi, (c / d + u.x) - 0.5 + 1)
                } else {
                    lo = max(lo, (c / d + u.x) - 0.5 - 1)
                }
            }
            guard !empty, lo <= hi, lo.isFinite, hi.isFinite else { continue }
            let xa = max(x0, Int(lo.rounded(.down)))
            let xb = min(x1, Int(hi.rounded(.up)))
            guard xa <= xb else { continue }
            for x in xa...xb {
                let p = SIMD2(Float(x) + 0.5, Float(y) + 0.5)
                var w0 = edge(p1, p2, p) * inverse
                var w1 = edge(p2, p0, p) * inverse
                var w2 = edge(p0, p1, p) * inverse
                // Half-open: a pixel on a shared edge belongs to one triangle only.
                if w0 < 0 || w1 < 0 || w2 < 0 { continue }
                if w0 == 0 || w1 == 0 || w2 == 0 { (w0, w1, w2) = (w0 + 1e-7, w1, w2) }
                row[x] = Pixmap.quantize(a.1 * w0 + b.1 * w1 + c.1 * w2)
            }
        }
    }
}
