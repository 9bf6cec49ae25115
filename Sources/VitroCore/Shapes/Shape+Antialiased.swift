import Foundation

/// The stroke forms with an `antialiased` flag (iOS 17). Vitro's rasterizer antialiases every
/// edge, so `antialiased: false` draws as `true` does.
extension Shape {
    /// Strokes the outline with `content` and `style`.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: style)
    }

    /// Strokes the outline with `content`, `lineWidth` points wide.
    @_disfavoredOverload
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<
        Self
    > {
        stroke(content, lineWidth: lineWidth)
    }
}

extension InsettableShape {
    /// Strokes the outline inside the shape with `content` and `style`.
    @_disfavoredOverload
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<InsetShape>
    {
        strokeBorder(content, style: style)
    }

    /// Strokes the outline inside the shape with `content`, `lineWidth` points wide.
    @_disfavoredOverload
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<InsetShape>
    {
        strokeBorder(content, lineWidth: lineWidth)
    }
}
