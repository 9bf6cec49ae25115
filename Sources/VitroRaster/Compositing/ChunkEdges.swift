import VitroGeometry

/// A flattened path's edges sorted into the chunks of rows a large fill is cut into, each
/// chunk's in the path's own order: a chunk then visits only the edges that reach its rows,
/// where every chunk would otherwise walk every edge of the path to find them (a curve
/// flattened to 0.01 px has thousands). The edges a chunk skips are exactly those
/// `PathRasterizer.line` adds nothing for there, and the rest are added in the same order, so
/// the sums, and the bytes, are unchanged.
struct ChunkEdges: Sendable {
    struct Edge: Sendable {
        let from: Point2D
        let to: Point2D
    }

    /// The edges of chunk `first + i` at `i`.
    let chunks: [[Edge]]

    /// Sorts `path`'s edges into the chunks `first...last` of `rows` rows each.
    init(_ path: PathRasterizer.Flattened, first: Int, last: Int, rows: Int) {
        var chunks = [[Edge]](repeating: [], count: last - first + 1)
        // Held just beyond the chunks' rows, so that far-off points convert to Int safely.
        let top = Double(first * rows) - 1
        let bottom = Double((last + 1) * rows) + 1
        for poly in path.polygons where !poly.isEmpty {
            var prev = poly[poly.count - 1]
            for p in poly {
                defer { prev = p }
                // A horizontal edge adds nothing anywhere.
                guard prev.y != p.y else { continue }
                let lo = min(max(min(prev.y, p.y), top), bottom)
                let hi = min(max(max(prev.y, p.y), top), bottom)
                // The chunks whose rows the edge crosses for some length: rows [c·rows, (c+1)·rows)
                // with hi > c·rows and lo < (c+1)·rows.
                let c0 = max(first, Int((lo / Double(rows)).rounded(.down)))
                let c1 = min(last, Int((hi / Double(rows)).rounded(.up)) - 1)
                guard c0 <= c1 else { continue }
                let edge = Edge(from: prev, to: p)
                for c in c0...c1 { chunks[c - first].append(edge) }
            }
        }
        self.chunks = chunks
    }
}
