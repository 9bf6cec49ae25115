import Foundation

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The rotated shape inset by `amount` points.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount` points.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}
