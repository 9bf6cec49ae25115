/// Per-pixel coverage (0…1) over a rectangle of a pixmap: what a fill paints where.
public struct CoverageMask: Sendable, Hashable {
    /// The pixels the mask covers; outside it coverage is 0.
    public var rect: PixelRect
    /// Row-major coverage values, `rect.width * rect.height` of them.
    public var values: [Float]

    /// A mask over `rect` with `rect.width * rect.height` coverage values, row by row.
    public init(rect: PixelRect, values: [Float]) {
        precondition(values.count == max(0, rect.width) * max(0, rect.height))
        self.rect = rect
        self.values = values
    }

    /// Full coverage over `rect`.
    public init(rect: PixelRect) {
        self.init(rect: rect, values: [Float](repeating: 1, count: max(0, rect.width) * max(0, rect.height)))
    }

    /// The coverage at canvas pixel `x`, `y`: 0 outside the mask's rectangle.
    public subscript(x: Int, y: Int) -> Float {
        guard x >= rect.x, y >= rect.y, x < rect.maxX, y < rect.maxY else { return 0 }
        return values[(y - rect.y) * rect.width + (x - rect.x)]
    }

    /// The sum of all coverage: the covered area in pixels.
    public var area: Double { values.reduce(0) { $0 + Double($1) } }
}
