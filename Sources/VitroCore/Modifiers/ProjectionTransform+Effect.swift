import Foundation

extension ProjectionTransform {
    /// Inverts this transform in place; returns false (leaving it unchanged) when it has no
    /// inverse, as SwiftUI's `invert()`.
    @discardableResult
    public mutating func invert() -> Bool {
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        // The adjugate over the determinant (cofactor expansion of the 3 × 3 matrix).
        func c(_ r: Int, _ k: Int) -> CGFloat {
            let rows = [0, 1, 2].filter { $0 != r }
            let cols = [0, 1, 2].filter { $0 != k }
            let minor = a[rows[0]][cols[0]] * a[rows[1]][cols[1]] - a[rows[0]][cols[1]] * a[rows[1]][cols[0]]
            return (r + k) % 2 == 0 ? minor : -minor
        }
        let det = a[0][0] * c(0, 0) + a[0][1] * c(0, 1) + a[0][2] * c(0, 2)
        guard det != 0, det.isFinite else { return false }
        (m11, m12, m13) = (c(0, 0) / det, c(1, 0) / det, c(2, 0) / det)
        (m21, m22, m23) = (c(0, 1) / det, c(1, 1) / det, c(2, 1) / det)
        (m31, m32, m33) = (c(0, 2) / det, c(1, 2) / det, c(2, 2) / det)
        return true
    }

    /// The inverse of this transform (this transform when it has none), as SwiftUI's
    /// `inverted()`.
    public func inverted() -> ProjectionTransform {
        var t = self
        t.invert()
        return t
    }
}

extension View {
    /// Draws this view through `transform` about its top leading corner, without changing its
    /// layout, as SwiftUI's `projectionEffect(_:)` (the affine part, as `GeometryEffect`).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        wrap { node, context in
            GeometryEffectNode(child: node, transform: { _ in transform }, environment: context.environment)
        }
    }
}
