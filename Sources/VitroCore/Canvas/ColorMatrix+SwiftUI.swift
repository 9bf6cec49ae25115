import Foundation
import VitroRaster

// SwiftUI's `ColorMatrix` members: a 4 × 5 matrix whose rows give the red, green, blue and alpha
// of the result from the red, green, blue and alpha of the source plus a constant (r1…r5 is the
// red row). Vitro's matrix keeps each row in a vector, the fifth value being the constant.

extension ColorMatrix {
    /// The identity matrix: every color unchanged.
    public init() { self = .identity }

    /// The red row's weight of red.
    public var r1: Float {
        get { r[0] }
        set { r[0] = newValue }
    }
    /// The red row's weight of green.
    public var r2: Float {
        get { r[1] }
        set { r[1] = newValue }
    }
    /// The red row's weight of blue.
    public var r3: Float {
        get { r[2] }
        set { r[2] = newValue }
    }
    /// The red row's weight of alpha.
    public var r4: Float {
        get { r[3] }
        set { r[3] = newValue }
    }
    /// The red row's constant.
    public var r5: Float {
        get { r[4] }
        set { r[4] = newValue }
    }
    /// The green row's weight of red.
    public var g1: Float {
        get { g[0] }
        set { g[0] = newValue }
    }
    /// The green row's weight of green.
    public var g2: Float {
        get { g[1] }
        set { g[1] = newValue }
    }
    /// The green row's weight of blue.
    public var g3: Float {
        get { g[2] }
        set { g[2] = newValue }
    }
    /// The green row's weight of alpha.
    public var g4: Float {
        get { g[3] }
        set { g[3] = newValue }
    }
    /// The green row's constant.
    public var g5: Float {
        get { g[4] }
        set { g[4] = newValue }
    }
    /// The blue row's weight of red.
    public var b1: Float {
        get { b[0] }
        set { b[0] = newValue }
    }
    /// The blue row's weight of green.
    public var b2: Float {
        get { b[1] }
        set { b[1] = newValue }
    }
    /// The blue row's weight of blue.
    public var b3: Float {
        get { b[2] }
        set { b[2] = newValue }
    }
    /// The blue row's weight of alpha.
    public var b4: Float {
        get { b[3] }
        set { b[3] = newValue }
    }
    /// The blue row's constant.
    public var b5: Float {
        get { b[4] }
        set { b[4] = newValue }
    }
    /// The alpha row's weight of red.
    public var a1: Float {
        get { a[0] }
        set { a[0] = newValue }
    }
    /// The alpha row's weight of green.
    public var a2: Float {
        get { a[1] }
        set { a[1] = newValue }
    }
    /// The alpha row's weight of blue.
    public var a3: Float {
        get { a[2] }
        set { a[2] = newValue }
    }
    /// The alpha row's weight of alpha.
    public var a4: Float {
        get { a[3] }
        set { a[3] = newValue }
    }
    /// The alpha row's constant.
    public var a5: Float {
        get { a[4] }
        set { a[4] = newValue }
    }
}

extension GraphicsContext.Filter {
    /// Transforms every color by `matrix` (as `View.colorMatrix`-style SVG `feColorMatrix`).
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .matrix(matrix))
    }
}
