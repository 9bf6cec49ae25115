/// A 3×3 matrix of `Double`, row-major, for color-space arithmetic.
public struct Matrix3: Sendable, Hashable {
    /// The rows, top to bottom.
    public var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// A matrix of three rows.
    public init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    /// The identity matrix.
    public static let identity = Matrix3([1, 0, 0], [0, 1, 0], [0, 0, 1])

    public static func == (a: Matrix3, b: Matrix3) -> Bool {
        a.rows.0 == b.rows.0 && a.rows.1 == b.rows.1 && a.rows.2 == b.rows.2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows.0)
        hasher.combine(rows.1)
        hasher.combine(rows.2)
    }

    /// The columns, left to right.
    public var columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        (
            SIMD3(rows.0.x, rows.1.x, rows.2.x),
            SIMD3(rows.0.y, rows.1.y, rows.2.y),
            SIMD3(rows.0.z, rows.1.z, rows.2.z)
        )
    }

    /// The product of the matrix and a column vector.
    public static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    /// The product of two matrices.
    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let c = b.columns
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * c.0).sum(), (r * c.1).sum(), (r * c.2).sum())
        }
        return Matrix3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
    }

    /// The determinant.
    public var determinant: Double {
        let (a, b, c) = rows
        return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
    }

    /// The inverse; the matrices used here are all invertible (primaries are never collinear).
    public var inverse: Matrix3 {
        let (a, b, c) = rows
        let d = determinant
        return Matrix3(
            SIMD3(b.y * c.z - b.z * c.y, a.z * c.y - a.y * c.z, a.y * b.z - a.z * b.y) / d,
            SIMD3(b.z * c.x - b.x * c.z, a.x * c.z - a.z * c.x, a.z * b.x - a.x * b.z) / d,
            SIMD3(b.x * c.y - b.y * c.x, a.y * c.x - a.x * c.y, a.x * b.y - a.y * b.x) / d
        )
    }

    /// The matrix taking linear RGB with these primaries to XYZ, scaled so white has Y = 1
    /// (SMPTE RP 177).
    public static func normalizedPrimaryMatrix(
        _ p: (red: (x: Double, y: Double), green: (x: Double, y: Double), blue: (x: Double, y: Double)),
        white: (x: Double, y: Double)
    ) -> Matrix3 {
        func xyz(_ c: (x: Double, y: Double)) -> SIMD3<Double> { SIMD3(c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
        let r = xyz(p.red)
        let g = xyz(p.green)
        let b = xyz(p.blue)
        let primaries = Matrix3(SIMD3(r.x, g.x, b.x), SIMD3(r.y, g.y, b.y), SIMD3(r.z, g.z, b.z))
        let s = primaries.inverse * xyz(white)
        return Matrix3(primaries.rows.0 * s, primaries.rows.1 * s, primaries.rows.2 * s)
    }
}
