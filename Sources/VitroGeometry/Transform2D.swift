import Foundation

/// An affine transform of the plane: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The same layout as Core Graphics' affine transforms, so values carry over one to one.
public struct Transform2D: Sendable, Hashable {
    /// The matrix's entries: `a`, `b`, `c`, `d` scale, rotate and shear; `tx` and `ty` translate.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform with the given matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `x`, `y`.
    public static func translation(x: Double, y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A transform that scales by `x`, `y`.
    public static func scale(x: Double, y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive turns +x toward +y (clockwise on a y-down screen).
    public static func rotation(_ angle: Double) -> Transform2D {
        let s = sin(angle)
        let co = cos(angle)
        return Transform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` followed by `next`.
    public func concatenating(_ next: Transform2D) -> Transform2D {
        Transform2D(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// This transform followed by a translation.
    public func translated(x: Double, y: Double) -> Transform2D { concatenating(.translation(x: x, y: y)) }
    /// This transform followed by a scale.
    public func scaled(x: Double, y: Double) -> Transform2D { concatenating(.scale(x: x, y: y)) }
    /// This transform followed by a rotation by `angle` radians.
    public func rotated(_ angle: Double) -> Transform2D { concatenating(.rotation(angle)) }

    /// The determinant: how much the transform scales areas (negative when it mirrors).
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil for a singular transform.
    public var inverted: Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The point `p` transformed.
    public func apply(_ p: Point2D) -> Point2D {
        Point2D(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The factor by which lengths grow, at most (for flattening tolerances and stroke widths).
    public var maximumScale: Double {
        let sx = (a * a + b * b).squareRoot()
        let sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}
