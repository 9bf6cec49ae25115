import Foundation

/// A view that draws a shape, to which more fills and strokes can be added, as SwiftUI's
/// `ShapeView` (iOS 17): `Circle().fill(.red).stroke(.blue, lineWidth: 4)` draws the fill, then
/// the stroke over it.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// This view with the shape filled over it.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Content, S, Self>
    {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// This view with the shape's outline stroked over it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This view with the shape's outline stroked over it, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// This view with the shape's outline stroked inside its edge over it.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self>
    {
        StrokeBorderShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This view with the shape's outline stroked inside its edge over it, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// The shape's outline stroked inside its edge in the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// The shape's outline stroked inside its edge in the foreground style, `lineWidth` points
    /// wide (Vitro antialiases every edge).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool) -> _ShapeView<InsetShape> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}
