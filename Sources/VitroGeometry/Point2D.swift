/// A point or vector in the plane, in whatever units its owner uses (points or pixels).
public struct Point2D: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point2D(x: 0, y: 0)

    public static func + (l: Point2D, r: Point2D) -> Point2D { Point2D(x: l.x + r.x, y: l.y + r.y) }
    public static func - (l: Point2D, r: Point2D) -> Point2D { Point2D(x: l.x - r.x, y: l.y - r.y) }
    public static func * (l: Point2D, s: Double) -> Point2D { Point2D(x: l.x * s, y: l.y * s) }
    public static func * (s: Double, r: Point2D) -> Point2D { r * s }

    public var length: Double { (x * x + y * y).squareRoot() }

    /// The point a fraction `t` of the way to `other`.
    public func lerp(_ other: Point2D, _ t: Double) -> Point2D { self + (other - self) * t }

    public var isFinite: Bool { x.isFinite && y.isFinite }
}
