import Foundation

extension ShapeStyle {
    /// This style drawn as if the shape it fills were `rect` (in the shape's own coordinates): a
    /// gradient's unit points fall in `rect`, not in the shape's bounds, so one gradient can
    /// span several shapes.
    public func `in`(_ rect: CGRect) -> some ShapeStyle { BoundedShapeStyle(base: self, bounds: rect) }
}

/// A style resolved against a fixed rectangle (``ShapeStyle/in(_:)``).
struct BoundedShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let bounds: CGRect

    func resolve(in rect: CGRect, environment: EnvironmentValues) -> StyleResolution {
        // `rect` is where the shape sits in the drawing; `bounds` is in the shape's own
        // coordinates, whose origin is the rectangle's.
        resolveStyle(base, in: bounds.offsetBy(dx: rect.minX, dy: rect.minY), environment: environment)
    }
}
