/// An axis-aligned rectangle: origin at its minimum corner, non-negative size.
public struct Rect2D: Sendable, Hashable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; a negative or zero width is empty.
    public var width: Double
    /// The height; a negative or zero height is empty.
    public var height: Double

    /// A rectangle with its top left corner at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect2D(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal center.
    public var midX: Double { x + width / 2 }
    /// The vertical center.
    public var midY: Double { y + height / 2 }
    /// Whether the rectangle has no area (a NaN size is empty too).
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The smallest rectangle holding both.
    public func union(_ o: Rect2D) -> Rect2D {
        let x0 = min(minX, o.minX)
        let y0 = min(minY, o.minY)
        return Rect2D(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The overlap, or an empty rectangle.
    public func intersection(_ o: Rect2D) -> Rect2D {
        let x0 = max(minX, o.minX)
        let y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX)
        let y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// The rectangle grown by `dx`, `dy` on every side (shrunk for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect2D {
        Rect2D(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// Whether `p` is inside: the left and top edges included, the right and bottom excluded.
    public func contains(_ p: Point2D) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
