import Foundation

/// A shape's outline stroked over a background view, as SwiftUI's `StrokeShapeView`: what
/// `ShapeView.stroke(_:style:antialiased:)` returns.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape stroked.
    public var shape: Content
    /// The style the outline is drawn in.
    public var style: Style
    /// The width, caps, joins and dashes of the outline.
    public var strokeStyle: StrokeStyle
    /// Whether the outline's edges are antialiased (Vitro antialiases every edge).
    public var isAntialiased: Bool
    /// The view drawn beneath the outline.
    public var background: Background

    /// A stroke of `shape` in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            shape.stroke(style, style: strokeStyle)
        }
    }
}
