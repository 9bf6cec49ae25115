import VitroGeometry

/// Where a fill paints: a rectangle of whole pixels fully covered, or a coverage mask.
struct PathCoverage {
    /// The pixels touched (within the clip).
    var rect: PixelRect
    /// Per-pixel coverage over `rect`; nil when every pixel of `rect` is fully covered.
    var mask: CoverageMask?

    /// The coverage of `path` within `clip`. An axis-aligned rectangle on whole pixels needs no
    /// mask, and any other axis-aligned rectangle gets its exact areas from its edges alone; the
    /// rest goes through the path rasterizer (which gives rectangles the same values).
    init(_ path: BezierPath, rule: FillRule, clip: PixelRect) {
        if let r = Self.rectangle(path), r.width > 0, r.height > 0 {
            if r.minX == r.minX.rounded(), r.minY == r.minY.rounded(), r.maxX == r.maxX.rounded(),
                r.maxY == r.maxY.rounded(), abs(r.minX) < 1e9, abs(r.minY) < 1e9, abs(r.maxX) < 1e9,
                abs(r.maxY) < 1e9
            {
                rect = PixelRect(
                    x: Int(r.minX), y: Int(r.minY), width: Int(r.maxX) - Int(r.minX),
                    height: Int(r.maxY) - Int(r.minY)
                ).intersection(clip)
                mask = nil
                return
            }
            if let m = Self.rectangleMask(r, clip: clip) {
                rect = m.rect
                mask = m
                return
            }
        }
        let m = PathRasterizer.coverage(of: path, rule: rule, clip: clip)
        rect = m.rect
        mask = m
    }

    /// The pixels a path's control points span (one more column and row, as the rasterizer
    /// takes them).
    static func pixelBounds(_ path: BezierPath) -> PixelRect {
        let b = path.controlPointBounds
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite, abs(b.minX) < 1e9,
            abs(b.minY) < 1e9, abs(b.maxX) < 1e9, abs(b.maxY) < 1e9
        else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = Int(b.minX.rounded(.down))
        let y0 = Int(b.minY.rounded(.down))
        return PixelRect(
            x: x0, y: y0, width: Int(b.maxX.rounded(.up)) - x0 + 1, height: Int(b.maxY.rounded(.up)) - y0 + 1)
    }

    /// Whether a path covers enough pixels to be filled in parallel chunks.
    static func isLarge(_ path: BezierPath, in clip: PixelRect) -> Bool {
        let r = pixelBounds(path).intersection(clip)
        return !r.isEmpty && r.width * r.height >= 4 * parallelPixelThreshold
    }

    /// The coverage of an axis-aligned rectangle with fractional edges as pieces that each
    /// pixel belongs to one of: the fully covered inside (no mask), and masks one pixel wide
    /// along the partly covered edges. Nil when the rectangle is not one.
    static func rectanglePieces(_ path: BezierPath, clip: PixelRect) -> [PathCoverage]? {
        guard let r = rectangle(path), r.width > 0, r.height > 0, abs(r.minX) < 1e9, abs(r.minY) < 1e9,
            abs(r.maxX) < 1e9, abs(r.maxY) < 1e9
        else { return nil }
        let area = PixelRect(
            x: Int(r.minX.rounded(.down)), y: Int(r.minY.rounded(.down)),
            width: Int(r.maxX.rounded(.up)) - Int(r.minX.rounded(.down)),
            height: Int(r.maxY.rounded(.up)) - Int(r.minY.rounded(.down))
        ).intersection(clip)
        guard !area.isEmpty else { return [] }
        func cover(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
            Float(max(0, min(Double(i + 1), hi) - max(Double(i), lo)))
        }
        // Rows and columns fully inside the rectangle.
        let ix0 = max(area.x, Int(r.minX.rounded(.up)))
        let ix1 = min(area.maxX, Int(r.maxX.rounded(.down)))
        let iy0 = max(area.y, Int(r.minY.rounded(.up)))
        let iy1 = min(area.maxY, Int(r.maxY.rounded(.down)))
        guard ix1 > ix0, iy1 > iy0 else {
            return rectangleMask(r, clip: clip).map { [PathCoverage(rect: $0.rect, mask: $0)] } ?? []
        }
        func piece(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> PathCoverage? {
            guard w > 0, h > 0 else { return nil }
            let rect = PixelRect(x: x, y: y, width: w, height: h)
            var values = [Float](repeating: 0, count: w * h)
            for j in 0..<h {
                for i in 0..<w { values[j * w + i] = cover(x + i, r.minX, r.maxX) * cover(y + j, r.minY, r.maxY) }
            }
            return PathCoverage(rect: rect, mask: CoverageMask(rect: rect, values: values))
        }
        return [
            piece(area.x, area.y, area.width, iy0 - area.y),
            piece(area.x, iy0, ix0 - area.x, iy1 - iy0),
            PathCoverage(rect: PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0), mask: nil),
            piece(ix1, iy0, area.maxX - ix1, iy1 - iy0),
            piece(area.x, iy1, area.width, area.maxY - iy1),
        ].compactMap { $0 }
    }

    /// A mask of the coverage (full over `rect` when there is none).
    var coverageMask: CoverageMask { mask ?? CoverageMask(rect: rect) }

    /// The rectangle a path outlines, when it is one closed axis-aligned rectangle.
    static func rectangle(_ path: BezierPath) -> Rect2D? {
        var points: [Point2D] = []
        for (i, e) in path.elements.enumerated() {
            switch e {
            case .move(let p):
                guard i == 0 else { return nil }
                points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath: guard i == path.elements.count - 1 else { return nil }
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        for i in 0..<4 {
            let a = points[i]
            let b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        // Alternating horizontal and vertical sides with two distinct xs and ys.
        guard Set(xs).count == 2, Set(ys).count == 2 else { return nil }
        let x0 = xs.min()!
        let y0 = ys.min()!
        return Rect2D(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The exact area coverage of an axis-aligned rectangle: the product of its coverage along
    /// each axis.
    static func rectangleMask(_ r: Rect2D, clip: PixelRect) -> CoverageMask? {
        guard abs(r.minX) < 1e9, abs(r.minY) < 1e9, abs(r.maxX) < 1e9, abs(r.maxY) < 1e9 else { return nil }
        let area = PixelRect(
            x: Int(r.minX.rounded(.down)), y: Int(r.minY.rounded(.down)),
            width: Int(r.maxX.rounded(.up)) - Int(r.minX.rounded(.down)),
            height: Int(r.maxY.rounded(.up)) - Int(r.minY.rounded(.down))
        ).intersection(clip)
        guard !area.isEmpty else { return nil }
        func cover(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
            Float(max(0, min(Double(i + 1), hi) - max(Double(i), lo)))
        }
        let cx = (0..<area.width).map { cover(area.x + $0, r.minX, r.maxX) }
        var values = [Float](repeating: 0, count: area.width * area.height)
        for y in 0..<area.height {
            let cy = cover(area.y + y, r.minY, r.maxY)
            for x in 0..<area.width { values[y * area.width + x] = cx[x] * cy }
        }
        return CoverageMask(rect: area, values: values)
    }
}
