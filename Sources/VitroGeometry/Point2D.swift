/// A point or vector in the plane, in whatever units its owner uses (points or pixels).
public struct Point2D: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive on screen).
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point2D(x: 0, y: 0)

    /// The sum of two points, as vectors.
    public static func + (l: Point2D, r: Point2D) -> Point2D { Point2D(x: l.x + r.x, y: l.y + r.y) }
    /// The difference of two points, as vectors.
    public static func - (l: Point2D, r: Point2D) -> Point2D { Point2D(x: l.x - r.x, y: l.y - r.y) }
    /// The point scaled by `s`, as a vector.
    public static func * (l: Point2D, s: Double) -> Point2D { Point2D(x: l.x * s, y: l.y * s) }
    /// The point scaled by `s`, as a vector.
    public static func * (s: Double, r: Point2D) -> Point2D { r * s }

    /// The length of the point as a vector from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The point a fraction `t` of the way to `other`.
    public func lerp(_ other: Point2D, _ t: Double) -> Point2D { self + (other - self) * t }

    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
