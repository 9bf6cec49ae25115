import Foundation

/// A shape filled over a background view, as SwiftUI's `FillShapeView`: what
/// `ShapeView.fill(_:style:)` returns.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape filled.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle
    /// The view drawn beneath the fill.
    public var background: Background

    /// A fill of `shape` in `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: some View {
        ZStack {
            background
            shape.fill(style, style: fillStyle)
        }
    }
}
