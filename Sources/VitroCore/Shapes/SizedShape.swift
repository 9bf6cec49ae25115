import Foundation

/// A shape asked for its path in a rectangle of a fixed size, placed in the container's by an
/// anchor: what `Shape.size(_:)` and `size(width:height:anchor:)` return. The view's layout
/// keeps the container's size.
struct SizedShape<Content: Shape>: Shape {
    var shape: Content
    var size: CGSize
    var anchor: UnitPoint

    func path(in rect: CGRect) -> Path {
        let origin = CGPoint(
            x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }
}

extension Shape {
    /// The same shape, its path made in a rectangle of `size` at the container's origin.
    public nonisolated func size(_ size: CGSize) -> some Shape {
        SizedShape(shape: self, size: size, anchor: .topLeading)
    }

    /// The same shape, its path made in a rectangle `width` × `height` at the container's origin.
    public nonisolated func size(width: CGFloat, height: CGFloat) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: .topLeading)
    }

    /// The same shape, its path made in a rectangle of `size` placed in the container by `anchor`.
    public nonisolated func size(_ size: CGSize, anchor: UnitPoint) -> some Shape {
        SizedShape(shape: self, size: size, anchor: anchor)
    }

    /// The same shape, its path made in a rectangle `width` × `height` placed in the container by
    /// `anchor`.
    public nonisolated func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: anchor)
    }
}
