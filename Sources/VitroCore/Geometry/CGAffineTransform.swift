// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    import VitroGeometry
    import Foundation

    /// Core Graphics' affine transform, for platforms without Core Graphics, so SwiftUI code that
    /// transforms paths and views compiles unchanged. `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    public struct CGAffineTransform: Hashable, Sendable {
        /// The matrix's entries: `a`, `b`, `c`, `d` scale, rotate and shear; `tx` and `ty`
        /// translate.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// A transform with the given matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        /// A transform that moves points by `tx` horizontally and `ty` vertically.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
        /// A transform that scales by `sx` horizontally and `sy` vertically.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
        /// A transform that rotates by `angle` radians (clockwise on screen, where y points down).
        public init(rotationAngle angle: CGFloat) {
            let s = sin(angle)
            let co = cos(angle)
            self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
        }

        /// The transform that leaves every point where it is.
        public static let identity = CGAffineTransform()
        /// Whether the transform is the identity.
        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// This transform preceded by a translation by `x`, `y`.
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }
        /// This transform preceded by a scale by `x`, `y`.
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }
        /// This transform preceded by a rotation by `angle` radians.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform; a transform that cannot be inverted (determinant zero) is
        /// returned unchanged.
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0 else { return self }
            return CGAffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det,
                ty: (b * tx - a * ty) / det)
        }
    }

    extension CGPoint {
        /// The point moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }
#endif

extension CGAffineTransform {
    package var transform2D: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

// Apple platforms have CoreGraphics (canImport(CoreGraphics) would also see VitroCompat's module).
#if !canImport(Darwin)
    extension CGRect {
        /// The bounding box of the rectangle's corners after `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let pts = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = pts.map(\.x)
            let ys = pts.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
#endif
